import { expect, type Page, test } from '@playwright/test';
import { COPY, TOASTS } from '@sous/domain';
import { E2E_ADMIN_PASSWORD, urls } from '../../../scripts/e2e-servers.mjs';

const password = 'a fine password';
const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function signUp(page: Page, email: string) {
  const response = await page.request.post(`${urls.web}/api/auth/signup`, {
    data: { email, password },
    headers: { origin: urls.web },
  });
  expect(response.status()).toBe(201);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function manage(page: Page, email: string) {
  await page.getByLabel('Search by email').fill(email);
  await page.getByRole('button', { name: `Manage ${email}` }).click();
  return page.getByRole('dialog', { name: email });
}

test('an admin logs in, reads stats, filters and searches, and acts on users', async ({ page, browser }) => {
  const trialUser = unique('trial');
  const resetUser = unique('reset');
  const doomedUser = unique('doomed');
  for (const email of [trialUser, resetUser, doomedUser]) await signUp(page, email);

  await page.goto('/');
  await page.getByLabel(COPY.admin.password).fill('not the password');
  await page.getByRole('button', { name: COPY.admin.login }).click();
  await expect(toast(page, TOASTS.admin.accessDenied.description)).toBeVisible();

  await page.getByLabel(COPY.admin.password).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: COPY.admin.login }).click();
  await expect(toast(page, TOASTS.admin.accessGranted.title)).toBeVisible();
  await expect(page.getByTestId('stat-totalUsers')).not.toHaveText('0');
  const total = Number(await page.getByTestId('stat-totalUsers').textContent());
  expect(total).toBeGreaterThanOrEqual(3);

  // Grant a 7-day trial (the default), then find the user under the trial filter.
  let dialog = await manage(page, trialUser);
  await expect(dialog.getByLabel('Trial days')).toHaveValue('7');
  await dialog.getByRole('button', { name: 'Grant trial' }).click();
  await expect(toast(page, TOASTS.admin.trialGranted(7).title!)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search by email').fill('');
  await page.getByLabel('User type').click();
  await page.getByRole('option', { name: /trial/i }).click();
  await expect(page.getByRole('button', { name: `Manage ${trialUser}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Manage ${resetUser}` })).toBeHidden();
  await page.getByLabel('User type').click();
  await page.getByRole('option', { name: /all/i }).click();

  // The user's own web app now shows the trial badge.
  const cook = await browser.newPage({ baseURL: urls.web });
  const signIn = await cook.request.post(`${urls.web}/api/auth/signin`, {
    data: { email: trialUser, password },
    headers: { origin: urls.web },
  });
  expect(signIn.status()).toBe(200);
  await cook.goto('/');
  await expect(cook.getByText(COPY.badge.trial(7), { exact: true })).toBeVisible();
  await cook.close();

  // Reset a password: the submit stays disabled below 8 characters; the user signs in with the new one.
  dialog = await manage(page, resetUser);
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset password' });
  await reset.getByLabel('New password').fill('short');
  await expect(reset.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  await reset.getByLabel('New password').fill('a brand new password');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(toast(page, TOASTS.admin.passwordReset.title)).toBeVisible();
  const withNew = await page.request.post(`${urls.web}/api/auth/signin`, {
    data: { email: resetUser, password: 'a brand new password' },
    headers: { origin: urls.web },
  });
  expect(withNew.status()).toBe(200);

  // Moderator flag and notes.
  const moderatorsBefore = Number(await page.getByTestId('stat-moderators').textContent());
  await dialog.getByLabel('Moderator').click();
  await expect(dialog.getByLabel('Moderator')).toBeChecked();
  await expect(page.getByTestId('stat-moderators')).toHaveText(String(moderatorsBefore + 1));
  await dialog.getByLabel('Admin notes').fill('Asked about the vegan options.');
  await dialog.getByRole('button', { name: 'Save notes' }).click();
  await expect(toast(page, TOASTS.admin.notesUpdated.title)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Delete a user after confirming.
  dialog = await manage(page, doomedUser);
  await dialog.getByRole('button', { name: 'Delete user' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete user' }).click();
  await expect(toast(page, TOASTS.admin.userDeleted.title)).toBeVisible();
  await expect(page.getByRole('button', { name: `Manage ${doomedUser}` })).toBeHidden();
  const gone = await page.request.post(`${urls.web}/api/auth/signin`, {
    data: { email: doomedUser, password },
    headers: { origin: urls.web },
  });
  expect(gone.status()).toBe(401);
});
