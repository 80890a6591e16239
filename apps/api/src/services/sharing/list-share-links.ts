import type { ShareLink } from '@sous/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';

/** The caller's live links to one recipe, newest first (no tokens: only their hashes are kept). */
export async function listShareLinks(
  db: Kysely<Database>,
  options: { user: UserRow; recipeId: string },
): Promise<ShareLink[]> {
  const rows = await db
    .selectFrom('shareLinks')
    .select(['id', 'indexable', 'createdAt'])
    .where('userId', '=', options.user.id)
    .where('recipeId', '=', options.recipeId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    indexable: row.indexable,
    createdAt: row.createdAt.toISOString(),
  }));
}
