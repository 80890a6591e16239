import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** Deletes one of the caller's links; the link answers 404 from the next request. Another's: 404. */
export async function revokeShareLink(
  db: Kysely<Database>,
  options: { user: UserRow; recipeId: string; linkId: string },
): Promise<void> {
  const deleted = await db
    .deleteFrom('shareLinks')
    .where('id', '=', options.linkId)
    .where('userId', '=', options.user.id)
    .where('recipeId', '=', options.recipeId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new AppError('not_found', 'Share link not found.');
}
