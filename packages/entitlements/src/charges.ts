// What the cook will be charged, and when (issue 15 part 2, docs/decisions/107): one rule for the
// payment dialog, the account card, the badge tooltip, the simulated portal and the admin console.
// Imported as `@sous/entitlements/charges`, outside the index, so the home route does not carry it.
import { type EntitlementUser, PRICING } from '@sous/domain';
import { PRICE_COPY } from '@sous/domain/price';
import { displayPlan } from './access.ts';
import { type FormatOptions, formatDateTime, type Locale, toDate } from './dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Charge {
  /** Dollars, e.g. 1.49 or 2.99. */
  amount: number;
  at: Date;
  /** True when the first-month discount applies to this charge. */
  discounted: boolean;
}

export interface CheckoutTerms {
  /** A first-time subscriber starts with the free trial (spec §4); the button reads 'Start Free Trial'. */
  withTrial: boolean;
  /** The first charge: at the trial's end, or now without a trial. */
  firstCharge: Charge;
}

const amountFor = (discounted: boolean) => (discounted ? PRICING.discountPrice : PRICING.monthlyPrice);

/**
 * The terms of a subscription set up now: the trial for a first-time subscriber, then the first
 * charge, discounted ($1.49) when the offer was claimed. The discount is on the first *paid* month
 * (decision 071), so with a trial it is charged when the trial ends, not dropped.
 */
export function checkoutTerms(
  user: EntitlementUser | null | undefined,
  options: { discount: boolean },
  now: Date,
): CheckoutTerms {
  const withTrial = user?.hasUsedTrial !== true;
  const at = withTrial ? new Date(now.getTime() + PRICING.trialDays * DAY_MS) : now;
  return {
    withTrial,
    firstCharge: { amount: amountFor(options.discount), at, discounted: options.discount },
  };
}

/**
 * The next charge of the user's subscription, as billing has it (an admin grant shown over it does not
 * stop it): a running trial charges at its end, an active subscription at its period's end
 * (subscriptionEndsAt); a cancelled subscription, an admin-granted trial (no billing customer) or no
 * subscription charge nothing. The charge is discounted when it falls before `discountEndsAt`.
 */
export function nextCharge(user: EntitlementUser | null | undefined, now: Date): Charge | null {
  if (!user?.stripeCustomerId) return null;
  const billed = displayPlan({ ...user, isPremium: false }, now);
  const at = toDate(
    billed === 'trial' ? user.trialEndsAt : billed === 'active' ? user.subscriptionEndsAt : null,
  );
  if (at === null) return null;
  const discountEnds = toDate(user.discountEndsAt);
  const discounted = discountEnds !== null && at.getTime() < discountEnds.getTime();
  return { amount: amountFor(discounted), at, discounted };
}

/** "Free for 3 days, then $1.49 on Dec 2, 2026 at 3:00 PM. First month 50% off. Then $2.99/month, cancel anytime." */
export function checkoutTermsText(
  terms: CheckoutTerms,
  locale?: Locale,
  options: FormatOptions = {},
): string {
  const { firstCharge } = terms;
  return [
    terms.withTrial
      ? PRICE_COPY.trialThenCharge(firstCharge.amount, formatDateTime(firstCharge.at, locale, options))
      : PRICE_COPY.chargedToday(firstCharge.amount),
    firstCharge.discounted ? PRICE_COPY.discountNote : null,
    PRICE_COPY.thenMonthly,
  ]
    .filter((part) => part !== null)
    .join(' ');
}

/** "Next charge: $1.49 on Dec 2, 2026 at 3:00 PM. First month 50% off." */
export function nextChargeText(charge: Charge, locale?: Locale, options: FormatOptions = {}): string {
  const line = PRICE_COPY.nextCharge(charge.amount, formatDateTime(charge.at, locale, options));
  return charge.discounted ? `${line} ${PRICE_COPY.discountNote}` : line;
}
