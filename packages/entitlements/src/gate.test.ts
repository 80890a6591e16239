import type { EntitlementUser } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { freeGenerationGate } from './gate.ts';

const NOW = new Date('2025-01-10T12:00:00.000Z');
const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

describe('freeGenerationGate (spec §4 free-use gate)', () => {
  it.each([
    ['no flag', undefined, true, 'first-free'],
    ['null flag (storage has no key)', null, true, 'first-free'],
    ['empty string', '', true, 'first-free'],
    ["'false'", 'false', true, 'first-free'],
    ['false', false, true, 'first-free'],
    ["'true'", 'true', false, 'used'],
    ['true', true, false, 'used'],
    ['a timestamp', '2025-01-09T10:00:00.000Z', false, 'used'],
  ] as const)('visitor with %s', (_name, localFlag, allowed, reason) => {
    expect(freeGenerationGate({ user: null, localFlag, now: NOW })).toEqual({ allowed, reason });
  });

  const users: [string, EntitlementUser, string | boolean | null, boolean, string][] = [
    [
      'free user, never generated',
      { subscriptionType: 'free', freeRecipeGeneratedAt: null },
      null,
      true,
      'first-free',
    ],
    ['unset type, never generated', {}, null, true, 'first-free'],
    [
      'free user who generated',
      { subscriptionType: 'free', freeRecipeGeneratedAt: iso(-DAY) },
      null,
      false,
      'used',
    ],
    ['generated, Date object', { freeRecipeGeneratedAt: new Date(NOW.getTime() - DAY) }, null, false, 'used'],
    ['local flag ignored once signed in', { subscriptionType: 'free' }, 'true', true, 'first-free'],
    [
      'trial',
      { subscriptionType: 'trial', trialEndsAt: iso(DAY), freeRecipeGeneratedAt: iso(-DAY) },
      'true',
      true,
      'premium',
    ],
    [
      'expired trial who generated',
      { subscriptionType: 'trial', trialEndsAt: iso(-1), freeRecipeGeneratedAt: iso(-DAY) },
      null,
      false,
      'used',
    ],
    ['active', { subscriptionType: 'active', freeRecipeGeneratedAt: iso(-DAY) }, null, true, 'premium'],
    [
      'cancelled with time left',
      { subscriptionType: 'cancelled', subscriptionEndsAt: iso(DAY) },
      null,
      true,
      'premium',
    ],
    [
      'cancelled, ended, who generated',
      { subscriptionType: 'cancelled', subscriptionEndsAt: iso(-DAY), freeRecipeGeneratedAt: iso(-DAY) },
      null,
      false,
      'used',
    ],
    ['admin grant', { isPremium: true, freeRecipeGeneratedAt: iso(-DAY) }, null, true, 'premium'],
  ];
  it.each(users)('%s', (_name, user, localFlag, allowed, reason) => {
    expect(freeGenerationGate({ user, localFlag, now: NOW })).toEqual({ allowed, reason });
  });
});
