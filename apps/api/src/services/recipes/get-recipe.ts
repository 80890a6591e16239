import type { Recipe } from '@sous/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { toRecipe } from './to-recipe.ts';

/** Any stored recipe by id: ids are random UUIDs, so knowing one is the capability to read it. */
export async function getRecipe(db: Kysely<Database>, recipeId: string): Promise<Recipe> {
  const row = await db
    .selectFrom('recipes')
    .select(['id', 'data'])
    .where('id', '=', recipeId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'Recipe not found.');
  return toRecipe(row);
}
