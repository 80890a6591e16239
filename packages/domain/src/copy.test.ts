import { describe, expect, it } from 'vitest';
import { COPY, httpErrorText, TOASTS } from './copy.ts';

// Spec texts are requirements word for word; these are copied from the spec, not from copy.ts.
describe('badge copy (spec §4)', () => {
  it.each([
    [COPY.badge.notSignedIn, 'Not signed in'],
    [COPY.badge.premium, 'Premium ⭐'],
    [COPY.badge.trial(2), 'Trial: 2d left'],
    [COPY.badge.trialEndsSoon, 'Trial ends soon'],
    [COPY.badge.cancelled, 'Cancelled'],
    [COPY.badge.free, 'Free'],
    [COPY.badge.trialTooltip('Jan 5, 2025', '3:00 PM'), 'Trial ends: Jan 5, 2025 at 3:00 PM'],
    [COPY.badge.cancelledTooltip('Jan 5, 2025', '3:00 PM'), 'Access until: Jan 5, 2025 at 3:00 PM'],
    [COPY.badge.activeTooltip('Jan 5, 2025'), 'Next billing: Jan 5, 2025'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('account copy (spec §2)', () => {
  it.each([
    [COPY.account.activeBilling, '$2.99/month - Billed monthly'],
    [COPY.account.cancelled, 'Your subscription has been cancelled'],
    [COPY.account.accessUntil, 'Access until'],
    [COPY.account.freeUpsell, 'Upgrade to unlock unlimited recipes'],
    [COPY.account.leftInTrial, 'left in trial'],
    [COPY.account.manageSubscription, 'Manage Subscription'],
    [COPY.account.deleteTitle, 'Are you absolutely sure?'],
    [
      COPY.account.deleteText,
      'This action cannot be undone. This will permanently delete your account and remove all your data from our servers, including all saved recipes and subscription information.',
    ],
    [COPY.upsell.startTrial, 'Start Free Trial'],
    [COPY.upsell.subscribeNow, 'Subscribe Now'],
    [COPY.upsell.retentionTitle, 'Wait! Are You Sure?'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('toasts (spec §5, §8)', () => {
  it('validation toasts', () => {
    expect(TOASTS.missingIngredients).toMatchObject({
      title: 'Missing ingredients',
      description: 'Please enter at least one ingredient.',
    });
    expect(TOASTS.passwordsDontMatch).toMatchObject({
      title: "Passwords don't match",
      description: 'Please make sure your passwords match.',
      variant: 'destructive',
    });
    expect(TOASTS.newPasswordsDontMatch.description).toBe('Please make sure your new passwords match.');
    expect(TOASTS.passwordTooShort).toMatchObject({
      title: 'Password too short',
      description: 'Password must be at least 8 characters.',
    });
  });

  it('fall back to the spec text when the server sends no message', () => {
    expect(TOASTS.signInFailed()).toEqual({
      title: 'Sign in failed',
      description: 'Failed to sign in',
      variant: 'destructive',
    });
    expect(TOASTS.signInFailed('Invalid email or password').description).toBe('Invalid email or password');
    expect(TOASTS.signUpFailed().description).toBe('Failed to create account');
    expect(TOASTS.setupIntentError(401).description).toBe('Failed to create setup intent (401)');
    expect(TOASTS.setupIntentError().description).toBe('Unknown error');
    expect(TOASTS.paymentFailed().description).toBe('Failed to start trial');
  });

  it('admin toasts with numbers', () => {
    expect(TOASTS.admin.trialGranted(7).title).toBe('7-day trial granted');
    expect(TOASTS.admin.premiumChanged(true).title).toBe('Premium granted');
    expect(TOASTS.admin.premiumChanged(false).title).toBe('Premium revoked');
  });

  it('sign-up success names the product', () => {
    expect(TOASTS.signUpSuccess.description).toBe(
      `Welcome to ${COPY.brand.name}! You can now access our premium recipes.`,
    );
  });
});

describe('httpErrorText (spec §8)', () => {
  it('is status, colon, space, then the body or status text', () => {
    expect(httpErrorText(404, 'Not Found')).toBe('404: Not Found');
    expect(httpErrorText(500, '{"message":"x"}')).toBe('500: {"message":"x"}');
  });
});

describe('pantry note and refusal toast (not in the spec)', () => {
  it('say plainly what was left out and how words were read', () => {
    const note = COPY.recipes.pantryNote;
    expect(note.unrecognized(['zorblax', 'quuxberry'])).toBe('Not recognised, left out: zorblax, quuxberry.');
    expect(note.understood([{ typed: 'brocoli', as: 'broccoli' }])).toBe('Read as: brocoli → broccoli.');
    expect(note.leftOut([{ item: 'peanut butter', reason: 'contains peanuts' }])).toBe(
      'Left out for you: peanut butter (contains peanuts).',
    );
  });

  it("the refusal toast carries the chef's message", () => {
    expect(TOASTS.cannotCook("We can't cook with bleach.")).toEqual({
      title: "We can't cook with that",
      description: "We can't cook with bleach.",
      variant: 'destructive',
    });
  });
});
