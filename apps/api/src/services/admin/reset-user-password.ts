import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { invalidateUserSessions } from '../auth/sessions.ts';
import { type AuditContext, updateUserAudited } from './update-user-audited.ts';

/** Sets a new password and signs the user out everywhere. The password is never audited. */
export async function resetUserPassword(
  db: Kysely<Database>,
  options: { userId: string; password: string; audit: AuditContext },
): Promise<UserRow> {
  const passwordHash = await hashPassword(options.password);
  return updateUserAudited(db, {
    userId: options.userId,
    action: 'reset_password',
    audit: options.audit,
    changes: () => ({ passwordHash }),
    after: (trx, user) => invalidateUserSessions(trx, user.id),
    details: () => ({ signedOutEverywhere: true }),
  });
}
