// Spec §4 "Badge" and the Subscription card of Account Settings (spec §2).
import { COPY, type EntitlementUser, GRANT_COPY } from '@sous/domain';
import { type DisplayPlan, displayPlan, trialInfo } from './access.ts';
import { type FormatOptions, formatDate, formatDateTime, formatTime, type Locale, toDate } from './dates.ts';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

export interface SubscriptionBadge {
  label: string;
  variant: BadgeVariant;
  /** Text for the badge's tooltip; null when there is nothing to add. */
  tooltip: string | null;
}

export type { DisplayPlan };

/**
 * The header's subscription badge (spec §4 table and tooltip texts). Dates in tooltips are formatted
 * for `locale` (default: the runtime's) in `options.timeZone` (default: the runtime's).
 */
export function subscriptionBadge(
  user: EntitlementUser | null | undefined,
  now: Date,
  locale?: Locale,
  options: FormatOptions = {},
): SubscriptionBadge {
  const b = COPY.badge;
  if (!user) return { label: b.notSignedIn, variant: 'outline', tooltip: null };
  const dateAndTime = (value: Date | string | null | undefined): [string, string] | null =>
    toDate(value) === null ? null : [formatDate(value, locale, options), formatTime(value, locale, options)];

  switch (displayPlan(user, now)) {
    case 'active': {
      const next = toDate(user.subscriptionEndsAt);
      return {
        label: b.premium,
        variant: 'default',
        tooltip: next === null ? null : b.activeTooltip(formatDate(next, locale, options)),
      };
    }
    case 'trial': {
      const trial = trialInfo(user, now);
      const ends = dateAndTime(trial.endsAt);
      return {
        label: trial.isLastDay ? b.trialEndsSoon : b.trial(trial.daysLeft),
        variant: trial.isLastDay ? 'destructive' : 'secondary',
        tooltip: ends === null ? null : b.trialTooltip(...ends),
      };
    }
    case 'cancelled': {
      const until = dateAndTime(user.subscriptionEndsAt);
      return {
        label: b.cancelled,
        variant: 'outline',
        tooltip: until === null ? null : b.cancelledTooltip(...until),
      };
    }
    case 'premium': {
      const until = dateAndTime(user.premiumUntil);
      return {
        label: b.premium,
        variant: 'default',
        tooltip: until === null ? null : b.giftTooltip(...until),
      };
    }
    case 'free':
      return { label: b.free, variant: 'outline', tooltip: null };
  }
}

export interface PlanSummary {
  plan: DisplayPlan;
  /** The plan badge: same label and variant as the header badge. */
  badge: SubscriptionBadge;
  /** The card's main line, e.g. '2 days left in trial' or '$2.99/month - Billed monthly'. */
  headline: string;
  /** A labelled date line, e.g. { label: 'Trial ends', value: 'Jan 5, 2025 at 3:00 PM' }; null when unknown. */
  detail: { label: string; value: string } | null;
  /**
   * 'Manage Subscription' (billing portal): active, trial or cancelled plans with a Stripe customer id,
   * also when an admin grant shows over them (the subscription under it still bills or ends).
   */
  showManageSubscription: boolean;
  /**
   * Whether the card offers to subscribe: a free user (upgrade), or one whose access is an admin's gift
   * that ends (a trial with no billing customer, a dated premium grant) and may subscribe before it does.
   */
  canSubscribe: boolean;
}

/** "1 day left in trial", "3 days left in trial" (spec §2). */
export function trialDaysLeftText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} ${COPY.account.leftInTrial}`;
}

/** What the Account Settings Subscription card shows (spec §2), for a signed-in user. */
export function planSummary(
  user: EntitlementUser,
  now: Date,
  locale?: Locale,
  options: FormatOptions = {},
): PlanSummary {
  const a = COPY.account;
  const plan = displayPlan(user, now);
  const badge = subscriptionBadge(user, now, locale, options);
  const dated = (label: string, value: string) => (value === '' ? null : { label, value });
  // The subscription as billing has it, whatever grant shows over it.
  const billed = displayPlan({ ...user, isPremium: false }, now);
  const showManageSubscription =
    (billed === 'active' || billed === 'trial' || billed === 'cancelled') && Boolean(user.stripeCustomerId);
  const canSubscribe =
    plan === 'free' ||
    (plan === 'trial' && !user.stripeCustomerId) ||
    (plan === 'premium' && billed === 'free' && toDate(user.premiumUntil) !== null);
  const summary = (headline: string, detail: PlanSummary['detail']): PlanSummary => ({
    plan,
    badge,
    headline,
    detail,
    showManageSubscription,
    canSubscribe,
  });

  switch (plan) {
    case 'trial': {
      const trial = trialInfo(user, now);
      return summary(
        trialDaysLeftText(trial.daysLeft),
        dated(a.trialEnds, formatDateTime(trial.endsAt, locale, options)),
      );
    }
    case 'active':
      return summary(
        a.activeBilling,
        dated(a.nextBilling, formatDate(user.subscriptionEndsAt, locale, options)),
      );
    case 'cancelled':
      return summary(
        a.cancelled,
        dated(a.accessUntil, formatDateTime(user.subscriptionEndsAt, locale, options)),
      );
    case 'premium': {
      const until = formatDateTime(user.premiumUntil, locale, options);
      return summary(GRANT_COPY.premiumGift(until === '' ? null : until), null);
    }
    case 'free':
      return summary(a.freeUpsell, null);
  }
}
