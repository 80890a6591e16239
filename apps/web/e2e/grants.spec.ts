import { expect, test } from '@playwright/test';
import { COPY, GRANT_COPY } from '@sous/domain';
import {
  expectNoSeriousA11yViolations,
  grantPremium,
  grantTrial,
  ownNetwork,
  signUpByApi,
  uniqueEmail,
} from './fixtures.ts';

test.use(ownNetwork(22));

// Admin grants as the cook reads them (issue 15, docs/decisions/101).

test('a trial + admin premium user sees Premium, in the header and on the account card', async ({ page }) => {
  const userId = await signUpByApi(page, uniqueEmail('trial-gift'), 'a fine password');
  await grantTrial(page, userId, 7);
  await page.goto('/account');
  const header = page.getByRole('banner');
  await expect(header.getByText(COPY.badge.trial(7), { exact: true })).toBeVisible();

  await grantPremium(page, userId);
  await page.reload();
  await expect(header.getByText(COPY.badge.premium, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(COPY.account.leftInTrial, { exact: false })).toHaveCount(0);
  await expect(page.getByText(GRANT_COPY.premiumGift(null), { exact: true })).toBeVisible();
  // Premium without an end: nothing to subscribe to.
  await expect(page.getByRole('button', { name: GRANT_COPY.subscribeEarly })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('an admin-granted trial can subscribe before it ends', async ({ page }) => {
  const userId = await signUpByApi(page, uniqueEmail('trial-early'), 'a fine password');
  await grantTrial(page, userId, 3);
  await page.goto('/account');
  await expect(page.getByRole('banner').getByText(COPY.badge.trial(3), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: GRANT_COPY.subscribeEarly }).click();
  const upsell = page.getByRole('dialog', { name: COPY.upsell.premiumTitle });
  await expect(upsell).toBeVisible();
  // An admin's trial does not spend the cook's own first trial (decision 081).
  await upsell.getByRole('button', { name: COPY.upsell.startTrial }).click();
  await expect(page.getByRole('dialog', { name: COPY.upsell.paymentTitle })).toBeVisible({ timeout: 30_000 });
});
