import type { CreatedShareLink } from '@sous/domain';
import { sharePath } from '@sous/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newShareToken, shareTokenHash } from './share-tokens.ts';

/** At most this many live links per saved recipe: enough for any cook, too few to farm. */
export const MAX_SHARE_LINKS_PER_RECIPE = 20;

/** Creates a share link for one of the caller's saved recipes; the token is returned this once. */
export async function createShareLink(
  db: Kysely<Database>,
  options: { user: UserRow; recipeId: string; indexable: boolean; now: Date },
): Promise<CreatedShareLink> {
  const saved = await db
    .selectFrom('savedRecipes')
    .select('id')
    .where('userId', '=', options.user.id)
    .where('recipeId', '=', options.recipeId)
    .executeTakeFirst();
  if (!saved) throw new AppError('not_found', 'Save the recipe before sharing it.');
  const { count } = await db
    .selectFrom('shareLinks')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', options.user.id)
    .where('recipeId', '=', options.recipeId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_SHARE_LINKS_PER_RECIPE) {
    throw new AppError('conflict', 'This recipe has as many share links as it can. Revoke one first.');
  }
  const token = newShareToken();
  const row = await db
    .insertInto('shareLinks')
    .values({
      tokenHash: shareTokenHash(token),
      userId: options.user.id,
      recipeId: options.recipeId,
      indexable: options.indexable,
      createdAt: options.now,
    })
    .returning(['id', 'indexable', 'createdAt'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    indexable: row.indexable,
    createdAt: row.createdAt.toISOString(),
    token,
    path: sharePath(token),
  };
}
