import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { type AuditContext, updateUserAudited } from './update-user-audited.ts';

/** Blank notes are stored as none. The audit row records the length, not the text. */
export function updateAdminNotes(
  db: Kysely<Database>,
  options: { userId: string; notes: string; audit: AuditContext },
): Promise<UserRow> {
  const notes = options.notes.trim() === '' ? null : options.notes;
  return updateUserAudited(db, {
    userId: options.userId,
    action: 'update_notes',
    audit: options.audit,
    changes: () => ({ adminNotes: notes }),
    details: () => ({ length: notes?.length ?? 0 }),
  });
}
