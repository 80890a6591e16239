import type { SavedRecipe } from '@sous/domain';
import { hasPremiumAccess } from '@sous/entitlements';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { toRecipe } from './to-recipe.ts';

/** Saves a recipe for a premium or trial user; saving twice is not an error. */
export async function saveRecipe(
  db: Kysely<Database>,
  options: { user: UserRow; recipeId: string; now: Date },
): Promise<{ created: boolean }> {
  if (!hasPremiumAccess(options.user, options.now)) throw new AppError('upgrade_required');
  const recipe = await db
    .selectFrom('recipes')
    .select('id')
    .where('id', '=', options.recipeId)
    .executeTakeFirst();
  if (!recipe) throw new AppError('not_found', 'Recipe not found.');
  const inserted = await db
    .insertInto('savedRecipes')
    .values({ userId: options.user.id, recipeId: options.recipeId, savedAt: options.now })
    .onConflict((oc) => oc.columns(['userId', 'recipeId']).doNothing())
    .executeTakeFirst();
  return { created: Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0 };
}

/** Removes a saved recipe (and its rating); removing one that is not saved is not an error. */
export async function unsaveRecipe(
  db: Kysely<Database>,
  options: { user: UserRow; recipeId: string },
): Promise<void> {
  await db
    .deleteFrom('savedRecipes')
    .where('userId', '=', options.user.id)
    .where('recipeId', '=', options.recipeId)
    .execute();
}

export async function isRecipeSaved(
  db: Kysely<Database>,
  options: { user: UserRow; recipeId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('savedRecipes')
    .select('id')
    .where('userId', '=', options.user.id)
    .where('recipeId', '=', options.recipeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The caller's saved recipes, newest first. */
export async function listSavedRecipes(db: Kysely<Database>, user: UserRow): Promise<SavedRecipe[]> {
  const rows = await db
    .selectFrom('savedRecipes')
    .innerJoin('recipes', 'recipes.id', 'savedRecipes.recipeId')
    .select([
      'savedRecipes.id',
      'savedRecipes.savedAt',
      'savedRecipes.rating',
      'recipes.id as recipeId',
      'recipes.data',
    ])
    .where('savedRecipes.userId', '=', user.id)
    .orderBy('savedRecipes.savedAt', 'desc')
    .orderBy('savedRecipes.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    recipe: toRecipe({ id: row.recipeId, data: row.data }),
    savedAt: row.savedAt.toISOString(),
    rating: row.rating,
  }));
}

/** Rates one of the caller's saved recipes, 1 to 5. */
export async function rateRecipe(
  db: Kysely<Database>,
  options: { user: UserRow; recipeId: string; rating: number },
): Promise<{ rating: number }> {
  const updated = await db
    .updateTable('savedRecipes')
    .set({ rating: options.rating })
    .where('userId', '=', options.user.id)
    .where('recipeId', '=', options.recipeId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    throw new AppError('not_found', 'Save the recipe before rating it.');
  return { rating: options.rating };
}
