import { type RecipeDraft, RecipeDraftSchema } from '@sous/domain';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { shareTokenHash } from './share-tokens.ts';

export interface SharedRecipeView {
  recipe: RecipeDraft;
  publishedAt: Date;
  indexable: boolean;
}

/**
 * The recipe behind a share token, or 404 — the same answer for a token never issued, a revoked one and
 * one whose recipe was unsaved. Only the recipe is read: nothing of the owner, their rating or save.
 */
export async function getSharedRecipe(db: Kysely<Database>, token: string): Promise<SharedRecipeView> {
  const row = await db
    .selectFrom('shareLinks')
    .innerJoin('recipes', 'recipes.id', 'shareLinks.recipeId')
    .select(['recipes.data', 'recipes.createdAt', 'shareLinks.indexable'])
    .where('shareLinks.tokenHash', '=', shareTokenHash(token))
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'This share link does not exist or was revoked.');
  // Parsed, so only the recipe's own fields leave (valibot drops any other key).
  return {
    recipe: v.parse(RecipeDraftSchema, row.data),
    publishedAt: row.createdAt,
    indexable: row.indexable,
  };
}
