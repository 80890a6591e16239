import { expect, test } from '@playwright/test';
import { COPY, PRICING, TOASTS } from '@sous/domain';
import { toastText, uniqueEmail } from './fixtures.ts';

test('free gate → upsell → sign up → simulated payment → trial → Surprise Me → portal cancel', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel(COPY.home.ingredientsLabel).fill('pasta, tomatoes, basil, garlic');
  await page.getByRole('button', { name: COPY.home.generate }).click();
  await expect(page).toHaveURL(/\/recipes\//, { timeout: 30_000 });
  await page.getByRole('link', { name: COPY.recipes.generateNew }).click();
  await page.getByLabel(COPY.home.ingredientsLabel).fill('pasta, tomatoes, basil, garlic');
  await page.getByRole('button', { name: COPY.home.generate }).click();

  const upsell = page.getByRole('dialog', { name: COPY.upsell.premiumTitle });
  await expect(upsell).toBeVisible();
  await upsell.getByRole('button', { name: COPY.upsell.startTrial }).click();

  // From the upsell, sign-up is step 1 of 2: the dialog is titled Create Account.
  const auth = page.getByRole('dialog', { name: COPY.auth.createAccount });
  await auth.getByLabel(COPY.auth.email).fill(uniqueEmail('trial'));
  await auth.getByLabel(COPY.auth.password, { exact: true }).fill('a fine password');
  await auth.getByLabel(COPY.auth.confirmPassword).fill('a fine password');
  await auth.getByRole('button', { name: COPY.auth.createAccount }).click();

  const payment = page.getByRole('dialog', { name: COPY.upsell.paymentTitle });
  await expect(payment.getByText(COPY.upsell.testMode)).toBeVisible();
  await payment.getByRole('button', { name: COPY.upsell.startTrial }).click();
  await expect(toastText(page, TOASTS.trialStarted.title)).toBeVisible();
  await expect(page.getByText(COPY.badge.trial(3), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: COPY.home.surprise }).click();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 30_000 });

  await page.goto('/account');
  await page.getByRole('button', { name: COPY.account.manageSubscription }).click();
  // The portal gets the cook's time zone, to state times as the app does (decision 107).
  await expect(page).toHaveURL(/\/api\/stripe\/simulated-portal\?tz=/);
  await expect(page.getByText(COPY.upsell.testMode)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your account' }).click();

  await expect(page.getByText(COPY.account.cancelled)).toBeVisible();
  await expect(page.getByText(COPY.account.accessUntil, { exact: false }).first()).toBeVisible();
  const badge = page.getByRole('banner').getByText(COPY.badge.cancelled, { exact: true });
  await expect(badge).toBeVisible();
  await badge.hover();
  await expect(page.getByRole('tooltip')).toContainText('Access until:');
});

test('closing payment setup → retention → decline → discount offer → accept → discounted setup', async ({
  page,
}) => {
  await page.goto('/');
  const signUp = await page.request.post('/api/auth/signup', {
    data: { email: uniqueEmail('offer'), password: 'a fine password' },
  });
  expect(signUp.status()).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: COPY.header.upgrade }).click();
  await page
    .getByRole('dialog', { name: COPY.upsell.premiumTitle })
    .getByRole('button', { name: COPY.upsell.startTrial })
    .click();

  const payment = page.getByRole('dialog', { name: COPY.upsell.paymentTitle });
  await expect(payment.getByText(COPY.upsell.testMode)).toBeVisible();
  await payment.getByRole('button', { name: 'Close' }).click();

  const retention = page.getByRole('dialog', { name: COPY.upsell.retentionTitle });
  await expect(retention).toBeVisible();
  await retention.getByRole('button', { name: COPY.upsell.noThanks }).click();

  const offer = page.getByRole('dialog', { name: COPY.upsell.offerTitle });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: COPY.upsell.offerAccept }).click();

  // The discounted first month comes after the trial, not instead of it (decision 107).
  await expect(payment.getByTestId('checkout-terms')).toContainText(
    `Free for ${PRICING.trialDays} days, then $1.49`,
  );
  const confirm = page.waitForRequest((request) => request.url().endsWith('/api/stripe/confirm-trial'));
  await payment.getByRole('button', { name: COPY.upsell.startTrial }).click();
  expect((await confirm).postDataJSON()).toMatchObject({ discount: true });
  await expect(toastText(page, TOASTS.trialStarted.title)).toBeVisible();
  await expect(page.getByText(COPY.badge.trial(3), { exact: true })).toBeVisible();
});
