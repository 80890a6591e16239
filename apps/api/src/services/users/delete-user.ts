import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';

export interface SubscriptionCanceller {
  /** Ends the user's subscription at the payment provider now (no further charges). */
  cancelSubscriptionNow(user: UserRow): Promise<void>;
}

/**
 * Deletes the user and, by cascade, their sessions, saved recipes, ratings, recipe history and
 * generation records. Any subscription is cancelled at the provider first, so a failure there
 * leaves the account in place rather than a paying subscription without an account.
 */
export async function deleteUser(
  db: Kysely<Database>,
  user: UserRow,
  options: { billing?: SubscriptionCanceller | undefined } = {},
): Promise<void> {
  if (options.billing && (user.stripeSubscriptionId || user.stripeCustomerId)) {
    await options.billing.cancelSubscriptionNow(user);
  }
  await db.deleteFrom('users').where('id', '=', user.id).execute();
}
