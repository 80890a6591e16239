import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { COPY, TOASTS } from '@sous/domain';
import { E2E_ADMIN_PASSWORD, urls } from '../../../scripts/e2e-servers.mjs';

// Admin stats count each user once, under the state the user sees (issue 15, docs/decisions/101).

const password = 'a fine password';
const web = { origin: urls.web };
const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A signed-in cook in a browser context of their own; returns their id and request context. */
async function cook(browser: Browser, email: string): Promise<{ id: string; request: APIRequestContext }> {
  const context = await browser.newContext();
  const response = await context.request.post(`${urls.web}/api/auth/signup`, {
    data: { email, password },
    headers: web,
  });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { user: { id: string } }).user.id, request: context.request };
}

/** Starts the simulated subscription (a first trial) and cancels it in the simulated portal. */
async function subscribeThenCancel(request: APIRequestContext) {
  const intent = await request.post(`${urls.web}/api/stripe/create-setup-intent`, { data: {}, headers: web });
  expect(intent.status()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const setupIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  const started = await request.post(`${urls.web}/api/stripe/confirm-trial`, {
    data: { setupIntentId },
    headers: web,
  });
  expect(started.status()).toBe(200);
  expect(((await started.json()) as { subscriptionType: string }).subscriptionType).toBe('trial');
  const cancelled = await request.post(`${urls.web}/api/stripe/simulated-portal/cancel`, {
    data: {},
    headers: web,
  });
  expect(cancelled.status()).toBe(200);
}

async function readStats(page: Page) {
  const read = async (key: string) =>
    Number((await page.getByTestId(`stat-${key}`).textContent())?.replace(/\D/g, ''));
  await expect(page.getByTestId('stat-totalUsers')).toHaveText(/\d/);
  return {
    total: await read('totalUsers'),
    premium: await read('premiumUsers'),
    trial: await read('trialUsers'),
    free: await read('freeUsers'),
  };
}

async function showsUnder(page: Page, filter: RegExp, email: string, badge: string) {
  await page.getByLabel('User type').click();
  await page.getByRole('option', { name: filter }).click();
  await page.getByLabel('Search by email').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row.getByText(badge, { exact: true }).filter({ visible: true })).toHaveCount(1);
}

test('admin stats add up across states, each user counted once as they see themselves', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByLabel(COPY.admin.password).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: COPY.admin.login }).click();
  await expect(page.getByText(TOASTS.admin.accessGranted.title, { exact: true }).first()).toBeVisible();
  const before = await readStats(page);
  expect(before.free + before.trial + before.premium).toBe(before.total);

  const admin = page.request;
  const adminHeaders = { origin: urls.admin };
  const grant = async (id: string, what: 'trial' | 'premium') => {
    const response = await admin.patch(`${urls.admin}/api/admin/users/${id}/${what}`, {
      data: what === 'trial' ? { trialDays: 7 } : { isPremium: true, premiumUntil: null },
      headers: adminHeaders,
    });
    expect(response.status()).toBe(200);
  };

  const emails = {
    free: unique('stats-free'),
    trial: unique('stats-trial'),
    gift: unique('stats-gift'),
    trialAndGift: unique('stats-trial-gift'),
    cancelledInTrial: unique('stats-cancelled-in-trial'),
  };
  await cook(browser, emails.free);
  const trial = await cook(browser, emails.trial);
  await grant(trial.id, 'trial');
  const gift = await cook(browser, emails.gift);
  await grant(gift.id, 'premium');
  const trialAndGift = await cook(browser, emails.trialAndGift);
  await grant(trialAndGift.id, 'trial');
  await grant(trialAndGift.id, 'premium');
  const cancelledInTrial = await cook(browser, emails.cancelledInTrial);
  await subscribeThenCancel(cancelledInTrial.request);

  await page.reload();
  const after = await readStats(page);
  expect(after.total - before.total).toBe(5);
  expect(after.free - before.free).toBe(1);
  // The admin's trial, and the trial cancelled before it ended (nothing paid, access ends with it).
  expect(after.trial - before.trial).toBe(2);
  // The gift, and the gift on top of a trial (the user sees Premium).
  expect(after.premium - before.premium).toBe(2);
  expect(after.free + after.trial + after.premium).toBe(after.total);

  await showsUnder(page, /premium/i, emails.trialAndGift, COPY.badge.premium);
  await showsUnder(page, /trial/i, emails.cancelledInTrial, COPY.badge.cancelled);
});
