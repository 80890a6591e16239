import type { SubscriptionFields, SubscriptionSnapshot } from './provider.ts';

/** Statuses after which a subscription never charges or grants anything again. */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

/**
 * The user fields of spec §3 for a subscription as the provider has it (docs/decisions/071):
 * - trialing → trial, active → active; either with a cancellation pending → cancelled, with
 *   access until the period end (§4: cancellation takes effect at the end of the period);
 * - past_due / unpaid / incomplete / paused (a payment is outstanding) → cancelled, with access
 *   only until the start of the unpaid period, i.e. none now; paying restores active;
 * - canceled / incomplete_expired → free.
 * isPremium / premiumUntil are the admin grant (decision 010) and are never touched here.
 */
export function subscriptionFields(s: SubscriptionSnapshot): SubscriptionFields {
  const base: SubscriptionFields = {
    stripeSubscriptionId: s.id,
    trialEndsAt: s.trialEnd,
    discountEndsAt: s.discountEnd,
    ...(s.trialEnd ? { hasUsedTrial: true } : {}),
  };
  if (s.status === 'trialing' || s.status === 'active') {
    if (s.cancelAtPeriodEnd || s.cancelAt) {
      return { ...base, subscriptionType: 'cancelled', subscriptionEndsAt: s.cancelAt ?? s.currentPeriodEnd };
    }
    return {
      ...base,
      subscriptionType: s.status === 'trialing' ? 'trial' : 'active',
      subscriptionEndsAt: s.currentPeriodEnd,
    };
  }
  if (ENDED_STATUSES.has(s.status)) {
    return { ...base, subscriptionType: 'free', subscriptionEndsAt: s.endedAt ?? s.currentPeriodEnd };
  }
  return { ...base, subscriptionType: 'cancelled', subscriptionEndsAt: s.currentPeriodStart };
}
