import type { EntitlementUser } from '@sous/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminUserType,
  checkoutButtonLabel,
  displayPlan,
  hasPremiumAccess,
  trialInfo,
  userPlan,
} from './access.ts';
import { isFuture } from './dates.ts';

const NOW = new Date('2025-01-10T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const iso = (offsetMs: number) => at(offsetMs).toISOString();

describe('hasPremiumAccess (spec §4 + admin grant)', () => {
  const cases: [string, EntitlementUser | null | undefined, boolean][] = [
    ['no user (null)', null, false],
    ['no user (undefined)', undefined, false],
    ['empty user: unset subscriptionType is free', {}, false],
    ['subscriptionType null is free', { subscriptionType: null }, false],
    ['free', { subscriptionType: 'free' }, false],
    ['unknown type', { subscriptionType: 'gold' }, false],
    ['active', { subscriptionType: 'active' }, true],
    [
      'active with a past end date still counts',
      { subscriptionType: 'active', subscriptionEndsAt: iso(-DAY) },
      true,
    ],
    ['trial ending tomorrow', { subscriptionType: 'trial', trialEndsAt: iso(DAY) }, true],
    ['trial ending in 1 ms', { subscriptionType: 'trial', trialEndsAt: iso(1) }, true],
    ['trial ending exactly now', { subscriptionType: 'trial', trialEndsAt: iso(0) }, false],
    ['trial expired', { subscriptionType: 'trial', trialEndsAt: iso(-1) }, false],
    ['trial without an end date', { subscriptionType: 'trial', trialEndsAt: null }, false],
    ['trial with an unreadable end date', { subscriptionType: 'trial', trialEndsAt: 'soon' }, false],
    ['trial as Date object', { subscriptionType: 'trial', trialEndsAt: at(HOUR) }, true],
    [
      'trial with hasUsedTrial (access does not care)',
      { subscriptionType: 'trial', trialEndsAt: iso(DAY), hasUsedTrial: true },
      true,
    ],
    [
      'cancelled with access time left',
      { subscriptionType: 'cancelled', subscriptionEndsAt: iso(DAY) },
      true,
    ],
    ['cancelled, access ended', { subscriptionType: 'cancelled', subscriptionEndsAt: iso(-MINUTE) }, false],
    ['cancelled, ending exactly now', { subscriptionType: 'cancelled', subscriptionEndsAt: iso(0) }, false],
    ['cancelled without an end date', { subscriptionType: 'cancelled' }, false],
    [
      'free with trialEndsAt in the future (type decides)',
      { subscriptionType: 'free', trialEndsAt: iso(DAY) },
      false,
    ],
    ['admin premium without end', { subscriptionType: 'free', isPremium: true }, true],
    ['admin premium with null end', { isPremium: true, premiumUntil: null }, true],
    ['admin premium with future end', { isPremium: true, premiumUntil: iso(DAY) }, true],
    ['admin premium with past end', { isPremium: true, premiumUntil: iso(-DAY) }, false],
    ['admin premium with unreadable end', { isPremium: true, premiumUntil: 'never' }, false],
    ['isPremium false with future premiumUntil', { isPremium: false, premiumUntil: iso(DAY) }, false],
    [
      'expired trial rescued by admin grant',
      { subscriptionType: 'trial', trialEndsAt: iso(-DAY), isPremium: true },
      true,
    ],
  ];
  it.each(cases)('%s → %s', (_name, user, expected) => {
    expect(hasPremiumAccess(user, NOW)).toBe(expected);
  });

  it('is monotone in the end dates: moving any end later never removes access', () => {
    const offset = fc.option(fc.integer({ min: -10 * DAY, max: 10 * DAY }), { nil: null });
    const user = fc.record({
      subscriptionType: fc.constantFrom('free', 'trial', 'active', 'cancelled', null),
      trialEndsAt: offset,
      subscriptionEndsAt: offset,
      isPremium: fc.boolean(),
      premiumUntil: offset,
    });
    const later = fc.record({
      trialEndsAt: fc.nat(10 * DAY),
      subscriptionEndsAt: fc.nat(10 * DAY),
      premiumUntil: fc.nat(10 * DAY),
    });
    fc.assert(
      fc.property(user, later, (u, shift) => {
        const toUser = (delta: {
          trialEndsAt: number;
          subscriptionEndsAt: number;
          premiumUntil: number;
        }) => ({
          subscriptionType: u.subscriptionType,
          isPremium: u.isPremium,
          trialEndsAt: u.trialEndsAt === null ? null : at(u.trialEndsAt + delta.trialEndsAt),
          subscriptionEndsAt:
            u.subscriptionEndsAt === null ? null : at(u.subscriptionEndsAt + delta.subscriptionEndsAt),
          premiumUntil: u.premiumUntil === null ? null : at(u.premiumUntil + delta.premiumUntil),
        });
        const before = hasPremiumAccess(
          toUser({ trialEndsAt: 0, subscriptionEndsAt: 0, premiumUntil: 0 }),
          NOW,
        );
        const after = hasPremiumAccess(toUser(shift), NOW);
        return !before || after;
      }),
    );
  });

  it('is antitone in now: a later clock never grants what an earlier one refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('trial', 'cancelled', 'free'),
        fc.integer({ min: -5 * DAY, max: 5 * DAY }),
        fc.nat(5 * DAY),
        (subscriptionType, end, wait) => {
          const user = { subscriptionType, trialEndsAt: at(end), subscriptionEndsAt: at(end) };
          return !hasPremiumAccess(user, at(wait)) || hasPremiumAccess(user, NOW);
        },
      ),
    );
  });
});

describe('trialInfo (spec §4 Trial)', () => {
  const trial = (offsetMs: number | null): EntitlementUser => ({
    subscriptionType: 'trial',
    trialEndsAt: offsetMs === null ? null : iso(offsetMs),
  });

  it.each([
    // [name, remaining, isTrial, daysLeft, hoursLeft, isLastDay]
    ['3 days exactly', 3 * DAY, true, 3, 72, false],
    ['2 days and 1 ms', 2 * DAY + 1, true, 3, 49, false],
    ['24 hours and 1 minute', DAY + MINUTE, true, 2, 25, false],
    ['24 hours and 1 ms', DAY + 1, true, 2, 25, false],
    ['exactly 24 hours', DAY, true, 1, 24, true],
    ['23 h 59 m', DAY - MINUTE, true, 1, 24, true],
    ['1 hour', HOUR, true, 1, 1, true],
    ['59 minutes', 59 * MINUTE, true, 1, 1, true],
    ['1 ms', 1, true, 1, 1, true],
    ['0 left', 0, false, 0, 0, false],
    ['expired an hour ago', -HOUR, false, 0, 0, false],
    ['expired 5 days ago', -5 * DAY, false, 0, 0, false],
  ] as const)('%s', (_name, remaining, isTrial, daysLeft, hoursLeft, isLastDay) => {
    const info = trialInfo(trial(remaining), NOW);
    expect(info).toEqual({
      isTrial,
      daysLeft,
      hoursLeft,
      isLastDay,
      endsAt: isTrial ? at(remaining) : null,
    });
  });

  it.each([
    ['no user', null],
    ['unset type', {}],
    ['free', { subscriptionType: 'free', trialEndsAt: iso(DAY) }],
    ['active', { subscriptionType: 'active', trialEndsAt: iso(DAY) }],
    ['trial without end', { subscriptionType: 'trial' }],
    ['trial with unreadable end', { subscriptionType: 'trial', trialEndsAt: 'tomorrow' }],
  ] as const)('%s is no trial', (_name, user) => {
    expect(trialInfo(user, NOW)).toEqual({
      isTrial: false,
      daysLeft: 0,
      hoursLeft: 0,
      isLastDay: false,
      endsAt: null,
    });
  });

  it('never goes below 0 and agrees with hasPremiumAccess', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30 * DAY, max: 30 * DAY }), (remaining) => {
        const user = trial(remaining);
        const info = trialInfo(user, NOW);
        expect(info.daysLeft).toBeGreaterThanOrEqual(0);
        expect(info.hoursLeft).toBeGreaterThanOrEqual(0);
        expect(info.isTrial).toBe(hasPremiumAccess(user, NOW));
        expect(info.isLastDay).toBe(info.isTrial && info.hoursLeft <= 24);
        expect(info.hoursLeft).toBeGreaterThanOrEqual(info.daysLeft);
      }),
    );
  });
});

describe('userPlan and adminUserType', () => {
  it.each([
    ['null user', null, 'free', 'free'],
    ['unset', {}, 'free', 'free'],
    ['free', { subscriptionType: 'free' }, 'free', 'free'],
    ['running trial', { subscriptionType: 'trial', trialEndsAt: iso(HOUR) }, 'trial', 'trial'],
    [
      'running trial with an admin grant with no end reads premium',
      { subscriptionType: 'trial', trialEndsAt: iso(HOUR), isPremium: true },
      'premium',
      'premium',
    ],
    [
      'running trial with a grant that outlasts it reads premium',
      { subscriptionType: 'trial', trialEndsAt: iso(HOUR), isPremium: true, premiumUntil: iso(DAY) },
      'premium',
      'premium',
    ],
    [
      'running trial with a grant ending first stays trial',
      { subscriptionType: 'trial', trialEndsAt: iso(DAY), isPremium: true, premiumUntil: iso(HOUR) },
      'trial',
      'trial',
    ],
    [
      'cancelled during the trial counts as trial (its access ends with the trial)',
      { subscriptionType: 'cancelled', trialEndsAt: iso(DAY), subscriptionEndsAt: iso(DAY) },
      'cancelled',
      'trial',
    ],
    [
      'cancelled after paying (trial long over) counts as premium',
      { subscriptionType: 'cancelled', trialEndsAt: iso(-30 * DAY), subscriptionEndsAt: iso(DAY) },
      'cancelled',
      'premium',
    ],
    [
      'cancelled during the trial, with a gift outlasting it, reads premium',
      {
        subscriptionType: 'cancelled',
        trialEndsAt: iso(DAY),
        subscriptionEndsAt: iso(DAY),
        isPremium: true,
      },
      'premium',
      'premium',
    ],
    [
      'cancelled during the trial, access ended',
      { subscriptionType: 'cancelled', trialEndsAt: iso(-HOUR), subscriptionEndsAt: iso(-HOUR) },
      'free',
      'free',
    ],
    [
      'active with an admin grant stays active',
      { subscriptionType: 'active', isPremium: true },
      'active',
      'premium',
    ],
    ['expired trial', { subscriptionType: 'trial', trialEndsAt: iso(-HOUR) }, 'free', 'free'],
    ['active', { subscriptionType: 'active' }, 'active', 'premium'],
    [
      'cancelled, time left',
      { subscriptionType: 'cancelled', subscriptionEndsAt: iso(DAY) },
      'cancelled',
      'premium',
    ],
    ['cancelled, ended', { subscriptionType: 'cancelled', subscriptionEndsAt: iso(-DAY) }, 'free', 'free'],
    ['cancelled without end', { subscriptionType: 'cancelled' }, 'free', 'free'],
    ['admin grant', { subscriptionType: 'free', isPremium: true }, 'premium', 'premium'],
    [
      'ended cancellation with admin grant',
      {
        subscriptionType: 'cancelled',
        subscriptionEndsAt: iso(-DAY),
        isPremium: true,
        premiumUntil: iso(DAY),
      },
      'premium',
      'premium',
    ],
    ['expired admin grant', { isPremium: true, premiumUntil: iso(-1) }, 'free', 'free'],
  ] as const)('%s → %s / %s', (_name, user, plan, adminType) => {
    expect(userPlan(user, NOW)).toBe(plan);
    expect(adminUserType(user, NOW)).toBe(adminType);
  });

  it('premium types are exactly the users with access', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('free', 'trial', 'active', 'cancelled', null, undefined),
        fc.option(fc.integer({ min: -DAY, max: DAY })),
        fc.option(fc.integer({ min: -DAY, max: DAY })),
        fc.boolean(),
        (subscriptionType, end, premiumEnd, isPremium) => {
          const user = {
            subscriptionType,
            trialEndsAt: end === null ? null : at(end),
            subscriptionEndsAt: end === null ? null : at(end),
            isPremium,
            premiumUntil: premiumEnd === null ? null : at(premiumEnd),
          };
          expect(adminUserType(user, NOW) !== 'free').toBe(hasPremiumAccess(user, NOW));
        },
      ),
    );
  });

  it('each user counts once, under the state they see: trial and premium follow displayPlan', () => {
    const moment = fc.option(fc.integer({ min: -2 * DAY, max: 2 * DAY }));
    const atOrNull = (offset: number | null) => (offset === null ? null : at(offset));
    fc.assert(
      fc.property(
        fc.constantFrom('free', 'trial', 'active', 'cancelled', null, undefined),
        moment,
        moment,
        moment,
        fc.boolean(),
        (subscriptionType, trialEnd, subscriptionEnd, premiumEnd, isPremium) => {
          const user = {
            subscriptionType,
            trialEndsAt: atOrNull(trialEnd),
            subscriptionEndsAt: atOrNull(subscriptionEnd),
            isPremium,
            premiumUntil: atOrNull(premiumEnd),
          };
          const seen = displayPlan(user, NOW);
          const type = adminUserType(user, NOW);
          if (seen === 'trial') expect(type).toBe('trial');
          if (seen === 'active' || seen === 'premium') expect(type).toBe('premium');
          if (seen === 'free') expect(type).toBe('free');
          // A cancelled row is trial while the trial it cut short runs, premium after paying, free once over.
          if (seen === 'cancelled' && hasPremiumAccess(user, NOW)) {
            expect(type).toBe(isFuture(user.trialEndsAt, NOW) ? 'trial' : 'premium');
          }
        },
      ),
    );
  });
});

describe('checkoutButtonLabel', () => {
  it.each([
    [null, 'Start Free Trial'],
    [{}, 'Start Free Trial'],
    [{ hasUsedTrial: false }, 'Start Free Trial'],
    [{ hasUsedTrial: null }, 'Start Free Trial'],
    [{ hasUsedTrial: true }, 'Subscribe Now'],
    [{ subscriptionType: 'trial', trialEndsAt: iso(DAY), hasUsedTrial: true }, 'Subscribe Now'],
  ] as const)('%j → %s', (user, label) => {
    expect(checkoutButtonLabel(user)).toBe(label);
  });
});
