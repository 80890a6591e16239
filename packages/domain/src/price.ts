import * as v from 'valibot';
import { PRICING } from './constants.ts';

// What the cook will be charged, and when (issue 15 part 2, docs/decisions/107). Apart from COPY so the
// home route does not carry it: only the payment dialog, the account card, the badge and the portal do.

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

/** An IANA time zone the runtime knows, e.g. 'Europe/Paris' (the cook's, sent for the simulated portal). */
export const TimeZoneSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone.'),
);

/** POST /api/stripe/create-portal-session: optional, so the simulated portal can show the cook's local time. */
export const PortalSessionBodySchema = v.optional(
  v.object({ timeZone: v.optional(TimeZoneSchema) }),
  {},
);

/** GET of the simulated portal page. */
export const SimulatedPortalQuerySchema = v.object({ tz: v.optional(TimeZoneSchema) });

/**
 * The Customize options that are Premium ("advanced customization", spec §1 and §6; docs/decisions/108).
 * Allergies and diets are safety information and are never among them.
 */
export const ADVANCED_OPTION_COPY = {
  lockLabel: 'Premium',
  lockedHint: 'Skill level, equipment, budget and nutritional focus are Premium options.',
  unlock: 'Unlock with Premium',
  /** The API's message for `premium_option`. */
  apiMessage:
    'Skill level, equipment, budget and nutritional focus are Premium options. Allergies, diets, time and servings are free.',
} as const;
