import { API_MESSAGES, GOOGLE_COPY } from '@sous/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { invalidateUserSessions } from './sessions.ts';

/** Changes the password and signs the user out of every other session. */
export async function changePassword(
  db: Kysely<Database>,
  options: { user: UserRow; sessionId: string; currentPassword: string; newPassword: string },
): Promise<void> {
  if (options.user.passwordHash === null) throw new AppError('bad_request', GOOGLE_COPY.noPasswordYet);
  if (!(await verifyPassword(options.user.passwordHash, options.currentPassword))) {
    throw new AppError('bad_request', API_MESSAGES.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash }).where('id', '=', options.user.id).execute();
    await invalidateUserSessions(trx, options.user.id, options.sessionId);
  });
}
