import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type AdminAction =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'delete_user'
  | 'set_moderator'
  | 'reset_password'
  | 'grant_trial'
  | 'set_premium'
  | 'update_notes';

export interface AdminActionEntry {
  action: AdminAction;
  ip: string | null;
  now: Date;
  target?: { id: string; email: string } | undefined;
  details?: Record<string, unknown> | undefined;
}

/** One row of admin_audit_log. Pass the transaction of the action so both land or neither does. */
export async function recordAdminAction(db: Kysely<Database>, entry: AdminActionEntry): Promise<void> {
  await db
    .insertInto('adminAuditLog')
    .values({
      action: entry.action,
      targetUserId: entry.target?.id ?? null,
      targetEmail: entry.target?.email ?? null,
      ip: entry.ip,
      details: entry.details ? JSON.stringify(entry.details) : null,
      createdAt: entry.now,
    })
    .execute();
}
