import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BillingEvent, BillingWebhooks } from './provider.ts';
import { ENDED_STATUSES, subscriptionFields } from './subscription-fields.ts';

export type BillingEventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies one verified provider event, at most once per event id (docs/decisions/071).
 * In one transaction: mark the event processed, lock the customer's user row, re-read the
 * subscription from the provider, and write the §3 fields. The payload's own copy of the
 * subscription is never trusted: events arrive late, twice and out of order, while a re-read
 * under the row lock always writes the newest state. A failure rolls the mark back, so the
 * provider's retry applies it later.
 */
export async function applyBillingEvent(
  db: Kysely<Database>,
  webhooks: BillingWebhooks,
  options: { event: BillingEvent; now: Date },
): Promise<BillingEventOutcome> {
  const { event } = options;
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('processedWebhookEvents')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!marked) return 'duplicate';
    if (!event.subscriptionId || !event.customerId) return 'ignored';

    const user = await trx
      .selectFrom('users')
      .select(['id', 'stripeSubscriptionId', 'subscriptionType'])
      .where('stripeCustomerId', '=', event.customerId)
      .forUpdate()
      .executeTakeFirst();
    // A customer we do not know (an account deleted since): nothing to update.
    if (!user) return 'ignored';

    const subscription = await webhooks.retrieveSubscription(event.subscriptionId);
    // A late event of an older subscription must not undo a newer one: another subscription
    // than the stored one is taken only while it is live.
    if (
      user.stripeSubscriptionId &&
      user.stripeSubscriptionId !== subscription.id &&
      ENDED_STATUSES.has(subscription.status)
    ) {
      return 'ignored';
    }
    await trx
      .updateTable('users')
      .set({ ...subscriptionFields(subscription), subscriptionSyncedAt: options.now })
      .where('id', '=', user.id)
      .execute();
    return 'applied';
  });
}
