// Spec §4 "Badge" and the Subscription card of Account Settings (spec §2).
import { COPY, type EntitlementUser } from '@sous/domain';
import { hasAdminPremium, subscriptionTypeOf, trialInfo } from './access.ts';
import {
  type FormatOptions,
  formatDate,
  formatDateTime,
  formatTime,
  isFuture,
  type Locale,
  toDate,
} from './dates.ts';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

export interface SubscriptionBadge {
  label: string;
  variant: BadgeVariant;
  /** Text for the badge's tooltip; null when there is nothing to add. */
  tooltip: string | null;
}

/** The state the badge and the account card show. */
export type DisplayPlan = 'active' | 'trial' | 'cancelled' | 'premium' | 'free';

/**
 * Which row of the spec §4 badge table applies. Keyed on subscriptionType like the table, except that
 * an expired trial is no trial (spec §4 "Trial") and an admin grant shows as premium (decision 010).
 * A cancelled subscription whose access ended, with no admin grant, still reads 'Cancelled'.
 */
export function displayPlan(user: EntitlementUser, now: Date): DisplayPlan {
  const type = subscriptionTypeOf(user);
  if (type === 'active') return 'active';
  if (trialInfo(user, now).isTrial) return 'trial';
  if (type === 'cancelled' && isFuture(user.subscriptionEndsAt, now)) return 'cancelled';
  if (hasAdminPremium(user, now)) return 'premium';
  if (type === 'cancelled') return 'cancelled';
  return 'free';
}

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
        tooltip: until === null ? null : b.cancelledTooltip(...until),
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
  /** 'Manage Subscription' (billing portal): active, trial or cancelled plans with a Stripe customer id. */
  showManageSubscription: boolean;
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
  const showManageSubscription =
    (plan === 'active' || plan === 'trial' || plan === 'cancelled') && Boolean(user.stripeCustomerId);
  const summary = (headline: string, detail: PlanSummary['detail']): PlanSummary => ({
    plan,
    badge,
    headline,
    detail,
    showManageSubscription,
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
    case 'premium':
      return summary(
        a.premiumGranted,
        dated(a.accessUntil, formatDateTime(user.premiumUntil, locale, options)),
      );
    case 'free':
      return summary(a.freeUpsell, null);
  }
}
