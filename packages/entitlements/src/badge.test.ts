import type { EntitlementUser } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { planSummary, subscriptionBadge, trialDaysLeftText } from './badge.ts';

const NOW = new Date('2025-01-10T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const UTC = { timeZone: 'UTC' };
// NOW + 2 days + 3 h 5 min = Jan 12, 2025, 15:05 UTC
const LATER = 2 * DAY + 3 * HOUR + 5 * MINUTE;

describe('subscriptionBadge (spec §4 table)', () => {
  const cases: [string, EntitlementUser | null, string, string, string | null][] = [
    ['not signed in', null, 'Not signed in', 'outline', null],
    ['active without an end date', { subscriptionType: 'active' }, 'Premium ⭐', 'default', null],
    [
      'active with an end date',
      { subscriptionType: 'active', subscriptionEndsAt: iso(LATER) },
      'Premium ⭐',
      'default',
      'Next billing: Jan 12, 2025',
    ],
    [
      'trial, 3 days',
      { subscriptionType: 'trial', trialEndsAt: iso(3 * DAY) },
      'Trial: 3d left',
      'secondary',
      'Trial ends: Jan 13, 2025 at 12:00 PM',
    ],
    [
      'trial, 2 days 3 hours → 3d',
      { subscriptionType: 'trial', trialEndsAt: iso(LATER) },
      'Trial: 3d left',
      'secondary',
      'Trial ends: Jan 12, 2025 at 3:05 PM',
    ],
    [
      'trial, 24 h 1 min → 2d',
      { subscriptionType: 'trial', trialEndsAt: iso(DAY + MINUTE) },
      'Trial: 2d left',
      'secondary',
      'Trial ends: Jan 11, 2025 at 12:01 PM',
    ],
    [
      'trial, exactly 24 h → last day',
      { subscriptionType: 'trial', trialEndsAt: iso(DAY) },
      'Trial ends soon',
      'destructive',
      'Trial ends: Jan 11, 2025 at 12:00 PM',
    ],
    [
      'trial, 23 h 59 m → last day',
      { subscriptionType: 'trial', trialEndsAt: iso(DAY - MINUTE) },
      'Trial ends soon',
      'destructive',
      'Trial ends: Jan 11, 2025 at 11:59 AM',
    ],
    ['trial, 0 left → free', { subscriptionType: 'trial', trialEndsAt: iso(0) }, 'Free', 'outline', null],
    ['trial, expired → free', { subscriptionType: 'trial', trialEndsAt: iso(-DAY) }, 'Free', 'outline', null],
    [
      'trial with hasUsedTrial',
      { subscriptionType: 'trial', trialEndsAt: iso(2 * DAY), hasUsedTrial: true },
      'Trial: 2d left',
      'secondary',
      'Trial ends: Jan 12, 2025 at 12:00 PM',
    ],
    [
      'cancelled with an end date',
      { subscriptionType: 'cancelled', subscriptionEndsAt: iso(LATER) },
      'Cancelled',
      'outline',
      'Access until: Jan 12, 2025 at 3:05 PM',
    ],
    ['cancelled without an end date', { subscriptionType: 'cancelled' }, 'Cancelled', 'outline', null],
    [
      'cancelled, access ended',
      { subscriptionType: 'cancelled', subscriptionEndsAt: iso(-DAY) },
      'Cancelled',
      'outline',
      'Access until: Jan 9, 2025 at 12:00 PM',
    ],
    ['free', { subscriptionType: 'free' }, 'Free', 'outline', null],
    ['unset subscriptionType', {}, 'Free', 'outline', null],
    ['null subscriptionType', { subscriptionType: null }, 'Free', 'outline', null],
    ['unknown subscriptionType', { subscriptionType: 'platinum' }, 'Free', 'outline', null],
    ['admin grant, no end', { subscriptionType: 'free', isPremium: true }, 'Premium ⭐', 'default', null],
    [
      'admin grant with end',
      { isPremium: true, premiumUntil: iso(LATER) },
      'Premium ⭐',
      'default',
      'Premium (gift) until Jan 12, 2025 at 3:05 PM',
    ],
    [
      'trial with an admin grant on top (no end) reads Premium',
      { subscriptionType: 'trial', trialEndsAt: iso(3 * DAY), isPremium: true },
      'Premium ⭐',
      'default',
      null,
    ],
    [
      'trial with an admin grant outlasting it reads Premium (gift) until …',
      { subscriptionType: 'trial', trialEndsAt: iso(DAY), isPremium: true, premiumUntil: iso(LATER) },
      'Premium ⭐',
      'default',
      'Premium (gift) until Jan 12, 2025 at 3:05 PM',
    ],
    [
      'trial outlasting a grant reads Trial',
      { subscriptionType: 'trial', trialEndsAt: iso(3 * DAY), isPremium: true, premiumUntil: iso(LATER) },
      'Trial: 3d left',
      'secondary',
      'Trial ends: Jan 13, 2025 at 12:00 PM',
    ],
    ['admin grant expired', { isPremium: true, premiumUntil: iso(-1) }, 'Free', 'outline', null],
  ];

  it.each(cases)('%s', (_name, user, label, variant, tooltip) => {
    expect(subscriptionBadge(user, NOW, 'en-US', UTC)).toEqual({ label, variant, tooltip });
  });

  it('formats tooltips for the locale and time zone given', () => {
    const user = { subscriptionType: 'trial', trialEndsAt: iso(LATER) };
    expect(subscriptionBadge(user, NOW, 'en-GB', { timeZone: 'Asia/Singapore' }).tooltip).toBe(
      'Trial ends: 12 Jan 2025 at 23:05',
    );
  });
});

describe('planSummary (Account Settings subscription card, spec §2)', () => {
  it.each([
    [1, '1 day left in trial'],
    [2, '2 days left in trial'],
    [3, '3 days left in trial'],
  ])('trialDaysLeftText(%d)', (days, text) => {
    expect(trialDaysLeftText(days)).toBe(text);
  });

  it('trial: days left, end date and time', () => {
    const summary = planSummary(
      { subscriptionType: 'trial', trialEndsAt: iso(LATER), stripeCustomerId: 'cus_123' },
      NOW,
      'en-US',
      UTC,
    );
    expect(summary).toEqual({
      plan: 'trial',
      badge: {
        label: 'Trial: 3d left',
        variant: 'secondary',
        tooltip: 'Trial ends: Jan 12, 2025 at 3:05 PM',
      },
      headline: '3 days left in trial',
      detail: { label: 'Trial ends', value: 'Jan 12, 2025 at 3:05 PM' },
      showManageSubscription: true,
      canSubscribe: false,
    });
  });

  it('trial on its last day says 1 day', () => {
    const summary = planSummary({ subscriptionType: 'trial', trialEndsAt: iso(HOUR) }, NOW, 'en-US', UTC);
    expect(summary.headline).toBe('1 day left in trial');
    expect(summary.badge.variant).toBe('destructive');
  });

  it('active: price line and next billing date when known', () => {
    const known = planSummary(
      { subscriptionType: 'active', subscriptionEndsAt: iso(LATER), stripeCustomerId: 'cus_1' },
      NOW,
      'en-US',
      UTC,
    );
    expect(known.headline).toBe('$2.99/month - Billed monthly');
    expect(known.detail).toEqual({ label: 'Next billing date', value: 'Jan 12, 2025' });
    expect(known.badge).toMatchObject({ label: 'Premium ⭐', variant: 'default' });
    expect(known.showManageSubscription).toBe(true);

    const unknown = planSummary({ subscriptionType: 'active' }, NOW, 'en-US', UTC);
    expect(unknown.detail).toBeNull();
    expect(unknown.showManageSubscription).toBe(false);
  });

  it('cancelled: message and access-until date and time', () => {
    const summary = planSummary(
      { subscriptionType: 'cancelled', subscriptionEndsAt: iso(LATER), stripeCustomerId: 'cus_1' },
      NOW,
      'en-US',
      UTC,
    );
    expect(summary).toMatchObject({
      plan: 'cancelled',
      headline: 'Your subscription has been cancelled',
      detail: { label: 'Access until', value: 'Jan 12, 2025 at 3:05 PM' },
      showManageSubscription: true,
    });
    expect(summary.badge).toMatchObject({ label: 'Cancelled', variant: 'outline' });
  });

  it('cancelled without an end date has no date line', () => {
    expect(planSummary({ subscriptionType: 'cancelled' }, NOW, 'en-US', UTC).detail).toBeNull();
  });

  it.each([
    ['free', { subscriptionType: 'free', stripeCustomerId: 'cus_1' }],
    ['unset', {}],
    ['expired trial', { subscriptionType: 'trial', trialEndsAt: iso(-HOUR), stripeCustomerId: 'cus_1' }],
  ] as const)('%s: upgrade line, no portal', (_name, user) => {
    expect(planSummary(user, NOW, 'en-US', UTC)).toEqual({
      plan: 'free',
      badge: { label: 'Free', variant: 'outline', tooltip: null },
      headline: 'Upgrade to unlock unlimited recipes',
      detail: null,
      showManageSubscription: false,
      canSubscribe: true,
    });
  });

  it('admin grant: Premium (gift) until its end, no portal, may subscribe before it ends', () => {
    const summary = planSummary(
      { subscriptionType: 'free', isPremium: true, premiumUntil: iso(LATER), stripeCustomerId: 'cus_1' },
      NOW,
      'en-US',
      UTC,
    );
    expect(summary).toMatchObject({
      plan: 'premium',
      headline: 'Premium (gift) until Jan 12, 2025 at 3:05 PM',
      detail: null,
      showManageSubscription: false,
      canSubscribe: true,
    });
  });

  it('admin grant with no end: Premium (gift), nothing to subscribe to', () => {
    expect(planSummary({ isPremium: true }, NOW, 'en-US', UTC)).toMatchObject({
      plan: 'premium',
      headline: 'Premium (gift)',
      detail: null,
      canSubscribe: false,
    });
  });

  it('a trial with Premium granted on top reads Premium, and keeps the portal of its subscription', () => {
    const summary = planSummary(
      { subscriptionType: 'trial', trialEndsAt: iso(DAY), isPremium: true, stripeCustomerId: 'cus_1' },
      NOW,
      'en-US',
      UTC,
    );
    expect(summary).toMatchObject({
      plan: 'premium',
      headline: 'Premium (gift)',
      showManageSubscription: true,
      canSubscribe: false,
    });
    expect(summary.badge.label).toBe('Premium ⭐');
  });

  it.each([
    [
      'an admin-granted trial (no billing customer)',
      { subscriptionType: 'trial', trialEndsAt: iso(DAY) },
      true,
    ],
    [
      'a trial started with a card',
      { subscriptionType: 'trial', trialEndsAt: iso(DAY), stripeCustomerId: 'cus_1' },
      false,
    ],
    ['active', { subscriptionType: 'active', stripeCustomerId: 'cus_1' }, false],
    ['cancelled, time left', { subscriptionType: 'cancelled', subscriptionEndsAt: iso(DAY) }, false],
  ] as const)('subscribe early: %s → %s', (_name, user, expected) => {
    expect(planSummary(user, NOW).canSubscribe).toBe(expected);
  });

  it.each([
    ['active', { subscriptionType: 'active' }, true],
    ['trial', { subscriptionType: 'trial', trialEndsAt: iso(DAY) }, true],
    ['cancelled', { subscriptionType: 'cancelled', subscriptionEndsAt: iso(DAY) }, true],
    ['free', { subscriptionType: 'free' }, false],
    ['admin grant', { isPremium: true }, false],
  ] as const)('Manage Subscription for %s needs a customer id', (_name, user, withId) => {
    expect(planSummary({ ...user, stripeCustomerId: 'cus_9' }, NOW).showManageSubscription).toBe(withId);
    expect(planSummary({ ...user, stripeCustomerId: null }, NOW).showManageSubscription).toBe(false);
    expect(planSummary({ ...user, stripeCustomerId: '' }, NOW).showManageSubscription).toBe(false);
  });
});
