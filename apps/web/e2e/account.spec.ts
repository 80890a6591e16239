import { expect, type Page, test } from '@playwright/test';
import { API_MESSAGES, COPY, TOASTS } from '@sous/domain';
import {
  expectNoSeriousA11yViolations,
  holdRequests,
  signUpByApi,
  toastText,
  uniqueEmail,
} from './fixtures.ts';

/** Signs in through the header's Sign In button and the auth dialog. */
async function signInInUi(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: COPY.header.signIn }).click();
  const dialog = page.getByRole('dialog', { name: COPY.auth.title });
  await dialog.getByLabel(COPY.auth.email).fill(email);
  await dialog.getByLabel(COPY.auth.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: COPY.auth.signIn, exact: true }).click();
  return dialog;
}

test('change the password with its checks, then sign in with the new one', async ({ page }) => {
  const email = uniqueEmail('password');
  const first = 'the first password';
  const second = 'the second password';
  await signUpByApi(page, email, first);

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: COPY.account.title })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText(COPY.account.freeUpsell)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  let changeRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/change-password')) changeRequests++;
  });
  const current = page.getByLabel(COPY.account.currentPassword);
  const next = page.getByLabel(COPY.account.newPassword, { exact: true });
  const confirm = page.getByLabel(COPY.account.confirmNewPassword);
  const submit = page.getByRole('button', { name: COPY.account.updatePassword });

  // All three fields are required: the browser refuses an empty form.
  await submit.click();
  expect(await current.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

  await current.fill(first);
  await next.fill('a new password 1');
  await confirm.fill('a new password 2');
  await submit.click();
  await expect(toastText(page, TOASTS.newPasswordsDontMatch.title)).toBeVisible();
  await expect(toastText(page, TOASTS.newPasswordsDontMatch.description)).toBeVisible();

  await next.fill('short');
  await confirm.fill('short');
  await submit.click();
  await expect(toastText(page, TOASTS.passwordTooShort.title)).toBeVisible();
  await expect(toastText(page, TOASTS.passwordTooShort.description)).toBeVisible();
  expect(changeRequests).toBe(0);

  // A wrong current password: the server's message under the §8 title.
  await current.fill('not my password');
  await next.fill(second);
  await confirm.fill(second);
  await submit.click();
  await expect(toastText(page, TOASTS.changePasswordFailed().title)).toBeVisible();
  await expect(toastText(page, API_MESSAGES.wrongCurrentPassword)).toBeVisible();

  // Busy label while the request is in flight, then 'Password changed' and an emptied form.
  await current.fill(first);
  await next.fill(second);
  await confirm.fill(second);
  const release = await holdRequests(page, '**/api/auth/change-password');
  await submit.click();
  await expect(page.getByRole('button', { name: COPY.account.updating })).toBeDisabled();
  release();
  await expect(toastText(page, TOASTS.passwordChanged.title)).toBeVisible();
  await expect(current).toHaveValue('');

  // Log out, then only the new password signs in.
  await page.getByRole('button', { name: COPY.account.logOut }).click();
  await expect(page).toHaveURL(/\/$/);
  const dialog = await signInInUi(page, email, first);
  await expect(toastText(page, TOASTS.signInFailed().title)).toBeVisible();
  await expect(toastText(page, COPY.auth.invalidCredentials)).toBeVisible();
  await dialog.getByLabel(COPY.auth.password, { exact: true }).fill(second);
  await dialog.getByRole('button', { name: COPY.auth.signIn, exact: true }).click();
  await expect(toastText(page, TOASTS.signInSuccess.title)).toBeVisible();
  await expect(toastText(page, TOASTS.signInSuccess.description)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: COPY.header.saved })).toBeVisible();
});

test('delete the account through the §2 dialog; the user can no longer sign in', async ({ page }) => {
  const email = uniqueEmail('delete');
  const password = 'a fine password';
  await signUpByApi(page, email, password);
  await page.goto('/account');

  const open = page.getByRole('button', { name: COPY.account.deleteAccount });
  const dialog = page.getByRole('alertdialog', { name: COPY.account.deleteTitle });
  await open.click();
  await expect(dialog.getByText(COPY.account.deleteText, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: COPY.account.deleteAccount })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Cancel keeps everything.
  await dialog.getByRole('button', { name: COPY.account.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/account$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  await open.click();
  const release = await holdRequests(page, '**/api/auth/delete-account');
  await dialog.getByRole('button', { name: COPY.account.deleteAccount }).click();
  await expect(dialog.getByRole('button', { name: COPY.account.deleting })).toBeDisabled();
  release();
  await expect(toastText(page, TOASTS.accountDeleted.title)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: COPY.header.signIn })).toBeVisible();

  await signInInUi(page, email, password);
  await expect(toastText(page, TOASTS.signInFailed().title)).toBeVisible();
  await expect(toastText(page, COPY.auth.invalidCredentials)).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});
