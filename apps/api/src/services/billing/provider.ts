import type { BillingConfig } from '@sous/domain';
import type { UserRow, UserUpdate } from '../../db/schema.ts';
import type { SubscriptionCanceller } from '../users/delete-user.ts';

/** What the provider tells us about a subscription, as the user fields of spec §3. */
export type SubscriptionFields = Pick<
  UserUpdate,
  | 'subscriptionType'
  | 'trialEndsAt'
  | 'subscriptionEndsAt'
  | 'stripeSubscriptionId'
  | 'hasUsedTrial'
  | 'discountEndsAt'
>;

/** A subscription as the provider has it now (re-read, never taken from an event's payload). */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** The provider's status: trialing, active, past_due, unpaid, incomplete, incomplete_expired, paused, canceled. */
  status: string;
  trialEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  endedAt: Date | null;
  /** The end of the subscription's first-month discount (Stripe's discount `end`); null without one. */
  discountEnd: Date | null;
}

/** A verified webhook event, reduced to what we act on. */
export interface BillingEvent {
  id: string;
  type: string;
  /** The subscription the event is about (directly, or through an invoice), if any. */
  subscriptionId: string | null;
  customerId: string | null;
}

export interface BillingWebhooks {
  /** Verifies the signature over the raw body; throws AppError bad_request when it does not match. */
  verify(rawBody: Buffer, signature: string | undefined): BillingEvent;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot>;
}

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
  /** `timeZone`: the cook's, so the simulated portal states times as the app does (Stripe's uses its own). */
  portalUrl(options: {
    user: UserRow;
    customerId: string;
    returnUrl: string;
    timeZone?: string | undefined;
  }): Promise<string>;
  /** Signed provider events (Stripe); the simulated provider has none. */
  readonly webhooks?: BillingWebhooks | undefined;
}
