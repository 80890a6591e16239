import { DEFAULT_BUDGET, DEFAULT_SKILL_LEVEL, type EntitlementUser } from '@sous/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutTerms, checkoutTermsText, nextCharge, nextChargeText } from './charges.ts';
import { advancedOptionsSet, mayUseAdvancedOptions } from './options.ts';

const NOW = new Date('2025-01-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const UTC = { timeZone: 'UTC' };

describe('checkoutTerms: the three paths of the payment dialog', () => {
  it('trial only: free for 3 days, then $2.99 at the trial end', () => {
    const terms = checkoutTerms({ hasUsedTrial: false }, { discount: false }, NOW);
    expect(terms).toEqual({
      withTrial: true,
      firstCharge: { amount: 2.99, at: at(3 * DAY), discounted: false },
    });
    expect(checkoutTermsText(terms, 'en-US', UTC)).toBe(
      'Free for 3 days, then $2.99 on Jan 13, 2025 at 12:00 PM. Then $2.99/month, cancel anytime.',
    );
  });

  it('trial then the discounted first month: the trial stays, $1.49 at its end', () => {
    const terms = checkoutTerms(null, { discount: true }, NOW);
    expect(terms.withTrial).toBe(true);
    expect(checkoutTermsText(terms, 'en-US', UTC)).toBe(
      'Free for 3 days, then $1.49 on Jan 13, 2025 at 12:00 PM. First month 50% off. Then $2.99/month, cancel anytime.',
    );
  });

  it('subscribe without a trial once the trial is used: charged today, discounted or not', () => {
    const used: EntitlementUser = { hasUsedTrial: true };
    expect(checkoutTermsText(checkoutTerms(used, { discount: false }, NOW), 'en-US', UTC)).toBe(
      '$2.99 today. Then $2.99/month, cancel anytime.',
    );
    expect(checkoutTerms(used, { discount: true }, NOW).firstCharge).toEqual({
      amount: 1.49,
      at: NOW,
      discounted: true,
    });
  });
});

describe('nextCharge: what the account card, badge and portal state', () => {
  const billed = { stripeCustomerId: 'cus_1' };

  it('a trial with the discount charges $1.49 at the trial end, the same instant the dialog promised', () => {
    const promised = checkoutTerms(null, { discount: true }, NOW).firstCharge;
    const user: EntitlementUser = {
      ...billed,
      subscriptionType: 'trial',
      trialEndsAt: at(3 * DAY),
      subscriptionEndsAt: at(3 * DAY),
      discountEndsAt: new Date('2025-02-10T12:00:00.000Z'),
    };
    expect(nextCharge(user, NOW)).toEqual(promised);
    expect(nextChargeText(promised, 'en-US', UTC)).toBe(
      'Next charge: $1.49 on Jan 13, 2025 at 12:00 PM. First month 50% off.',
    );
  });

  it('after the discounted month the renewal is $2.99', () => {
    const user: EntitlementUser = {
      ...billed,
      subscriptionType: 'active',
      subscriptionEndsAt: '2025-02-13T12:00:00.000Z',
      discountEndsAt: '2025-02-10T12:00:00.000Z',
    };
    expect(nextCharge(user, NOW)).toEqual({
      amount: 2.99,
      at: new Date('2025-02-13T12:00:00.000Z'),
      discounted: false,
    });
  });

  it('a trial without the discount charges $2.99; a grant over it does not stop the charge', () => {
    const user: EntitlementUser = { ...billed, subscriptionType: 'trial', trialEndsAt: at(DAY) };
    expect(nextCharge(user, NOW)?.amount).toBe(2.99);
    expect(nextCharge({ ...user, isPremium: true, premiumUntil: null }, NOW)?.at).toEqual(at(DAY));
  });

  it('nothing is charged when cancelled, expired, free, admin-granted (no customer) or signed out', () => {
    const cases: (EntitlementUser | null)[] = [
      null,
      { ...billed, subscriptionType: 'cancelled', subscriptionEndsAt: at(DAY) },
      { ...billed, subscriptionType: 'trial', trialEndsAt: at(-DAY) },
      { ...billed, subscriptionType: 'free' },
      { subscriptionType: 'trial', trialEndsAt: at(DAY) },
      { ...billed, subscriptionType: 'active', subscriptionEndsAt: null },
    ];
    for (const user of cases) expect(nextCharge(user, NOW)).toBeNull();
  });

  it('property: a charge is $1.49 exactly when it falls before the discount ends, else $2.99', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('trial', 'active'),
        fc.integer({ min: 1, max: 60 * DAY }),
        fc.option(fc.integer({ min: -60 * DAY, max: 60 * DAY })),
        (type, chargeIn, discountIn) => {
          const when = at(chargeIn);
          const user: EntitlementUser = {
            ...billed,
            subscriptionType: type,
            trialEndsAt: type === 'trial' ? when : null,
            subscriptionEndsAt: when,
            discountEndsAt: discountIn === null ? null : at(discountIn),
          };
          const charge = nextCharge(user, NOW);
          const discounted = discountIn !== null && chargeIn < discountIn;
          expect(charge).toEqual({ amount: discounted ? 1.49 : 2.99, at: when, discounted });
        },
      ),
    );
  });
});

describe('advanced Customize options (decision 108)', () => {
  it('finds the options set away from their defaults, never allergies, diets, time or servings', () => {
    expect(
      advancedOptionsSet({
        skillLevel: 'advanced',
        appliances: ['Oven'],
        budget: 'high',
        macroFocus: ['Low Carb'],
        diet: ['Vegan'],
        allergies: ['peanut'],
        time: 60,
        servings: 2,
      }),
    ).toEqual(['skillLevel', 'appliances', 'budget', 'macroFocus']);
    expect(
      advancedOptionsSet({
        skillLevel: DEFAULT_SKILL_LEVEL,
        budget: DEFAULT_BUDGET,
        appliances: [],
        macroFocus: [],
        diet: ['Vegan', 'Keto'],
        allergies: ['peanut', 'shellfish'],
      }),
    ).toEqual([]);
    expect(advancedOptionsSet(undefined)).toEqual([]);
  });

  it('never throws on input of any shape', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(Array.isArray(advancedOptionsSet(input as never))).toBe(true);
      }),
    );
  });

  it('premium access (trial, active, grant) may use them; free users and visitors may not', () => {
    expect(mayUseAdvancedOptions(null, NOW)).toBe(false);
    expect(mayUseAdvancedOptions({ subscriptionType: 'free' }, NOW)).toBe(false);
    expect(mayUseAdvancedOptions({ subscriptionType: 'trial', trialEndsAt: at(DAY) }, NOW)).toBe(true);
    expect(mayUseAdvancedOptions({ subscriptionType: 'active' }, NOW)).toBe(true);
    expect(mayUseAdvancedOptions({ isPremium: true }, NOW)).toBe(true);
  });
});
