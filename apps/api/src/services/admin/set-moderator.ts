import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { type AuditContext, updateUserAudited } from './update-user-audited.ts';

export function setModerator(
  db: Kysely<Database>,
  options: { userId: string; isModerator: boolean; audit: AuditContext },
): Promise<UserRow> {
  return updateUserAudited(db, {
    userId: options.userId,
    action: 'set_moderator',
    audit: options.audit,
    changes: () => ({ isModerator: options.isModerator }),
    details: (user) => ({ isModerator: user.isModerator }),
  });
}
