import { GOOGLE_COPY } from '@sous/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from './passwords.ts';

/**
 * Gives an account made with Google its first password, so its owner can also sign in with email
 * and password (and Change Password then works). An account that has one is refused: changing it
 * needs the current password.
 */
export async function addPassword(
  db: Kysely<Database>,
  options: { user: UserRow; newPassword: string },
): Promise<UserRow> {
  if (options.user.passwordHash !== null) throw new AppError('conflict', GOOGLE_COPY.addPassword.alreadySet);
  const passwordHash = await hashPassword(options.newPassword);
  // Only while still unset: two tabs adding at once cannot overwrite each other's password.
  const updated = await db
    .updateTable('users')
    .set({ passwordHash })
    .where('id', '=', options.user.id)
    .where('passwordHash', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new AppError('conflict', GOOGLE_COPY.addPassword.alreadySet);
  return updated;
}
