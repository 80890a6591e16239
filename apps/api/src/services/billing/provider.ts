import type { BillingConfig } from '@sous/domain';
import type { UserRow, UserUpdate } from '../../db/schema.ts';
import type { SubscriptionCanceller } from '../users/delete-user.ts';

/** What the provider tells us about a subscription, as the user fields of spec §3. */
export type SubscriptionFields = Pick<
  UserUpdate,
  'subscriptionType' | 'trialEndsAt' | 'subscriptionEndsAt' | 'stripeSubscriptionId' | 'hasUsedTrial'
>;

/**
 * A card payment provider. Two implementations: the simulated one (local default, no network,
 * no card charged) and Stripe (when STRIPE_SECRET_KEY is set).
 */
export interface BillingProvider extends SubscriptionCanceller {
  readonly name: 'simulated' | 'stripe';
  config(): BillingConfig;
  /** Makes sure the user has a customer id at the provider; returns it. */
  ensureCustomer(user: UserRow): Promise<string>;
  createSetupIntent(options: {
    user: UserRow;
    customerId: string;
    discount: boolean;
  }): Promise<{ clientSecret: string }>;
  /** Checks the intent is the customer's and succeeded, then subscribes; the same intent twice subscribes once. */
  subscribe(options: {
    user: UserRow;
    customerId: string;
    setupIntentId: string;
    discount: boolean;
    now: Date;
  }): Promise<SubscriptionFields>;
  portalUrl(options: { user: UserRow; customerId: string; returnUrl: string }): Promise<string>;
}
