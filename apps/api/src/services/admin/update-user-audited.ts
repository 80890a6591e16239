import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow, UserUpdate } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AdminAction, recordAdminAction } from './record-admin-action.ts';

export interface AuditContext {
  ip: string | null;
  now: Date;
}

export interface UpdateUserAuditedOptions {
  userId: string;
  action: AdminAction;
  audit: AuditContext;
  /** The change, computed from the locked current row. */
  changes: (user: UserRow) => UserUpdate;
  /** Refuses the change (throws AppError) before anything is written. */
  check?: (user: UserRow) => void;
  details?: (updated: UserRow) => Record<string, unknown>;
  /** More work in the same transaction, after the update. */
  after?: (trx: Transaction<Database>, updated: UserRow) => Promise<void>;
}

/**
 * The shape of every admin edit of a user: lock the row, check, update, audit — one transaction,
 * so an action is never applied without its audit row. 404 for an unknown user.
 */
export async function updateUserAudited(
  db: Kysely<Database>,
  options: UpdateUserAuditedOptions,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', options.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new AppError('not_found', 'User not found.');
    options.check?.(user);
    const updated = await trx
      .updateTable('users')
      .set(options.changes(user))
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await options.after?.(trx, updated);
    await recordAdminAction(trx, {
      action: options.action,
      ip: options.audit.ip,
      now: options.audit.now,
      target: { id: updated.id, email: updated.email },
      details: options.details?.(updated),
    });
    return updated;
  });
}
