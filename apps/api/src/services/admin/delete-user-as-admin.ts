import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteUser, type SubscriptionCanceller } from '../users/delete-user.ts';
import { recordAdminAction } from './record-admin-action.ts';
import type { AuditContext } from './update-user-audited.ts';

/** Deletes the account as the user's own deletion does (cascade, subscription cancelled), audited. */
export async function deleteUserAsAdmin(
  db: Kysely<Database>,
  options: { userId: string; audit: AuditContext; billing: SubscriptionCanceller | undefined },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', options.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new AppError('not_found', 'User not found.');
    await deleteUser(trx, user, { billing: options.billing });
    await recordAdminAction(trx, {
      action: 'delete_user',
      ip: options.audit.ip,
      now: options.audit.now,
      target: { id: user.id, email: user.email },
      details: { hadSubscription: Boolean(user.stripeSubscriptionId) },
    });
  });
}
