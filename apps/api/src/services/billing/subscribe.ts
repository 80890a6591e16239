import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import type { BillingProvider } from './provider.ts';

/** The user's provider customer id, created once and stored (`stripeCustomerId`). */
export async function ensureCustomerId(
  db: Kysely<Database>,
  billing: BillingProvider,
  user: UserRow,
): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customerId = await billing.ensureCustomer(user);
  // A concurrent request may have stored one first: keep whichever landed.
  await db
    .updateTable('users')
    .set({ stripeCustomerId: customerId })
    .where('id', '=', user.id)
    .where('stripeCustomerId', 'is', null)
    .execute();
  const row = await db
    .selectFrom('users')
    .select('stripeCustomerId')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.stripeCustomerId ?? customerId;
}

/** Confirms the card setup and starts the subscription (trial first time), updating the user at once. */
export async function startSubscription(
  db: Kysely<Database>,
  billing: BillingProvider,
  options: { user: UserRow; setupIntentId: string; discount: boolean; now: Date },
): Promise<UserRow> {
  const customerId = await ensureCustomerId(db, billing, options.user);
  const fields = await billing.subscribe({ ...options, customerId });
  return db
    .updateTable('users')
    .set({ ...fields, subscriptionSyncedAt: options.now })
    .where('id', '=', options.user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Simulated portal: cancel at the period end (access until subscriptionEndsAt), or resume. */
export async function setCancelled(
  db: Kysely<Database>,
  options: { user: UserRow; cancelled: boolean; now: Date },
): Promise<UserRow> {
  const { user } = options;
  const trialRunning = user.trialEndsAt !== null && user.trialEndsAt.getTime() > options.now.getTime();
  const subscriptionType = options.cancelled ? 'cancelled' : trialRunning ? 'trial' : 'active';
  return db
    .updateTable('users')
    .set({ subscriptionType, subscriptionSyncedAt: options.now })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
