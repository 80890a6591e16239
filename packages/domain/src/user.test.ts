import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AdminNotesBodySchema,
  AdminPremiumBodySchema,
  AdminTrialBodySchema,
  AdminUsersQuerySchema,
} from './admin.ts';
import { ChangePasswordSchema, SignInSchema, SignUpSchema } from './auth.ts';
import { ConfirmTrialBodySchema, SetupIntentBodySchema } from './billing.ts';
import { AdminUserSchema, PublicUserSchema } from './user.ts';

const publicUser = {
  id: 'u1',
  email: 'cook@example.com',
  createdAt: '2025-01-01T00:00:00.000Z',
  isModerator: false,
  isPremium: false,
  premiumUntil: null,
  subscriptionType: 'trial',
  trialEndsAt: '2025-01-04T00:00:00.000Z',
  subscriptionEndsAt: null,
  hasUsedTrial: true,
  freeRecipeGeneratedAt: null,
  lastLogin: null,
  stripeCustomerId: 'cus_1',
  hasPassword: true,
};

describe('user schemas', () => {
  it('accepts a public user, and an admin user with notes', () => {
    expect(v.is(PublicUserSchema, publicUser)).toBe(true);
    expect(
      v.is(AdminUserSchema, { ...publicUser, adminNotes: 'VIP', signInMethods: ['password', 'google'] }),
    ).toBe(true);
    expect(v.is(AdminUserSchema, { ...publicUser, adminNotes: 'VIP', signInMethods: ['facebook'] })).toBe(
      false,
    );
    expect(v.is(AdminUserSchema, publicUser)).toBe(false);
  });

  it('the public view does not carry admin notes', () => {
    const parsed = v.parse(PublicUserSchema, { ...publicUser, adminNotes: 'secret', passwordHash: 'x' });
    expect(parsed).not.toHaveProperty('adminNotes');
    expect(parsed).not.toHaveProperty('passwordHash');
  });

  it.each([
    ['unknown subscription type', { subscriptionType: 'gold' }],
    ['non-ISO date', { trialEndsAt: 'tomorrow' }],
    ['missing hasUsedTrial', { hasUsedTrial: undefined }],
  ])('rejects %s', (_name, patch) => {
    expect(v.is(PublicUserSchema, { ...publicUser, ...patch })).toBe(false);
  });
});

describe('auth payloads (spec §5)', () => {
  it.each([
    ['1234567', false],
    ['12345678', true],
    ['x'.repeat(128), true],
    ['x'.repeat(129), false],
  ])('sign-up password %j → %s (at least 8)', (password, ok) => {
    expect(v.is(SignUpSchema, { email: 'a@b.co', password })).toBe(ok);
    expect(v.is(ChangePasswordSchema, { currentPassword: 'old', newPassword: password })).toBe(ok);
  });

  it('sign-in has no length rule beyond non-empty', () => {
    expect(v.is(SignInSchema, { email: 'a@b.co', password: 'x' })).toBe(true);
    expect(v.is(SignInSchema, { email: 'a@b.co', password: '' })).toBe(false);
  });

  it('email is required and must look like an email; it is trimmed', () => {
    expect(v.is(SignUpSchema, { email: 'not-an-email', password: '12345678' })).toBe(false);
    expect(v.is(SignUpSchema, { password: '12345678' })).toBe(false);
    expect(v.parse(SignInSchema, { email: '  a@b.co ', password: 'x' }).email).toBe('a@b.co');
  });

  it('sign-up shows the spec message for a short password', () => {
    const result = v.safeParse(SignUpSchema, { email: 'a@b.co', password: 'short' });
    expect(result.issues?.[0]?.message).toBe('Password must be at least 8 characters.');
  });
});

describe('admin payloads (spec §5, §6)', () => {
  it.each([
    [{}, 7],
    [{ trialDays: 1 }, 1],
    [{ trialDays: 30 }, 30],
  ])('trial grant %j → %d days', (body, days) => {
    expect(v.parse(AdminTrialBodySchema, body).trialDays).toBe(days);
  });

  it.each([{ trialDays: 0 }, { trialDays: -1 }, { trialDays: 1.5 }, { trialDays: '3' }])(
    'rejects trial grant %j',
    (body) => {
      expect(v.is(AdminTrialBodySchema, body)).toBe(false);
    },
  );

  it('premium grant: optional premiumUntil, null by default', () => {
    expect(v.parse(AdminPremiumBodySchema, { isPremium: true })).toEqual({
      isPremium: true,
      premiumUntil: null,
    });
    expect(v.is(AdminPremiumBodySchema, { isPremium: true, premiumUntil: '2025-02-01T00:00:00.000Z' })).toBe(
      true,
    );
    expect(v.is(AdminPremiumBodySchema, { isPremium: true, premiumUntil: 'next month' })).toBe(false);
  });

  it('user list query: type filter all/free/trial/premium, limit as text', () => {
    expect(v.parse(AdminUsersQuerySchema, {})).toEqual({ type: 'all', search: '', limit: 50 });
    expect(v.parse(AdminUsersQuerySchema, { type: 'trial', search: ' bob ', limit: '10' })).toMatchObject({
      type: 'trial',
      search: 'bob',
      limit: 10,
    });
    expect(v.is(AdminUsersQuerySchema, { type: 'moderator' })).toBe(false);
    expect(v.is(AdminUsersQuerySchema, { limit: '0' })).toBe(false);
    expect(v.is(AdminUsersQuerySchema, { limit: '201' })).toBe(false);
  });

  it('notes have a length limit', () => {
    expect(v.is(AdminNotesBodySchema, { notes: 'x'.repeat(5000) })).toBe(true);
    expect(v.is(AdminNotesBodySchema, { notes: 'x'.repeat(5001) })).toBe(false);
  });
});

describe('billing payloads', () => {
  it('setup intent body defaults to no discount', () => {
    expect(v.parse(SetupIntentBodySchema, undefined)).toEqual({ discount: false });
    expect(v.parse(SetupIntentBodySchema, {})).toEqual({ discount: false });
    expect(v.parse(SetupIntentBodySchema, { discount: true })).toEqual({ discount: true });
  });

  it('confirm-trial needs a plausible setup intent id', () => {
    expect(v.is(ConfirmTrialBodySchema, { setupIntentId: 'seti_123abc' })).toBe(true);
    expect(v.is(ConfirmTrialBodySchema, { setupIntentId: 'seti 123' })).toBe(false);
    expect(v.is(ConfirmTrialBodySchema, { setupIntentId: '' })).toBe(false);
  });
});
