import { PRICING } from './constants.ts';

// What the cook will be charged, and when (issue 15 part 2, docs/decisions/107), and the advanced-options
// lock (decision 108). A subpath of its own (`@sous/domain/price`), not in the index, so the home route's
// JavaScript does not carry it: only the lazily loaded dialogs, cards and panel, the API and admin do.

const money = (amount: number) => `$${amount.toFixed(2)}`;

export const PRICE_COPY = {
  /** Beside the payment dialog's title in the upsell flow. */
  stepTwoOfTwo: 'Step 2 of 2',
  /** The first charge of a subscription set up now; `when` is "{date} at {time}" in the cook's time zone. */
  trialThenCharge: (amount: number, when: string) =>
    `Free for ${PRICING.trialDays} days, then ${money(amount)} on ${when}.`,
  chargedToday: (amount: number) => `${money(amount)} today.`,
  /** The charge after a subscription has started. */
  nextCharge: (amount: number, when: string) => `Next charge: ${money(amount)} on ${when}.`,
  discountNote: `First month ${PRICING.discountPercent}% off.`,
  thenMonthly: `Then ${money(PRICING.monthlyPrice)}/month, cancel anytime.`,
  /** The simulated portal names the time zone its dates are in. */
  timesIn: (timeZone: string) => `Times in ${timeZone}.`,
} as const;

/**
 * The Customize options that are Premium ("advanced customization", spec §1 and §6; docs/decisions/108).
 * Allergies and diets are safety information and are never among them.
 */
export const ADVANCED_OPTION_COPY = {
  lockedHint: 'Skill level, equipment, budget and nutritional focus are Premium options.',
  unlock: 'Unlock with Premium',
  /** The API's message for `premium_option`. */
  apiMessage:
    'Skill level, equipment, budget and nutritional focus are Premium options. Allergies, diets, time and servings are free.',
} as const;
