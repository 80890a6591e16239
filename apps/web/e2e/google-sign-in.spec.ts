import { expect, type Page, test } from '@playwright/test';
import { COPY, GOOGLE_COPY, GOOGLE_ERROR_MESSAGES, TOASTS } from '@sous/domain';
import { urls } from '../../../scripts/e2e-servers.mjs';
import {
  expectNoSeriousA11yViolations,
  ownNetwork,
  signUpByApi,
  toastText,
  uniqueEmail,
} from './fixtures.ts';

test.use(ownNetwork(21));

// The whole redirect journey in Chromium: the web app → the API's start route → the fake Google
// (scripts/e2e-servers.mjs starts it; it consents at once) → the API's callback → back to the app.

let subjects = 0;

/** The Google account the fake provider signs in as next. */
async function asGoogleAccount(page: Page, account: { email: string; email_verified?: boolean }) {
  const sub = `2${Date.now()}${++subjects}`;
  const response = await page.request.post(`${urls.google}/__fake/account`, {
    data: { sub, email_verified: true, ...account },
  });
  expect(response.ok()).toBe(true);
  return sub;
}

async function signOutByApi(page: Page) {
  const response = await page.request.post('/api/auth/signout', {
    headers: { origin: urls.web, 'content-type': 'application/json' },
  });
  expect(response.status()).toBe(204);
}

async function continueWithGoogle(page: Page, from = '/') {
  await page.goto(from);
  await page.getByRole('button', { name: COPY.header.signIn }).click();
  const dialog = page.getByRole('dialog', { name: COPY.auth.title });
  const google = dialog.getByRole('link', { name: GOOGLE_COPY.continueWithGoogle });
  await expect(google).toBeVisible();
  await google.click();
}

test('first Google sign-in: the Terms step, an account, then a password added in Account Settings', async ({
  page,
}) => {
  const email = uniqueEmail('google-first');
  await asGoogleAccount(page, { email });
  await page.goto('/');
  await page.getByRole('button', { name: COPY.header.signIn }).click();
  const dialog = page.getByRole('dialog', { name: COPY.auth.title });
  const button = dialog.getByRole('link', { name: GOOGLE_COPY.continueWithGoogle });
  // Google's branding: a white button with a grey border and the multicolour G.
  await expect(button).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(button).toHaveCSS('border-top-color', 'rgb(116, 119, 117)');
  await expect(button.locator('svg path')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
  await button.click();

  // Back from Google: 18+ and the Terms, as the email sign-up form states them, before anything is made.
  const confirm = page.getByRole('dialog', { name: GOOGLE_COPY.confirmTitle });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(GOOGLE_COPY.confirmDescription(email))).toBeVisible();
  await expect(confirm.getByText(COPY.auth.agreePrefix, { exact: false })).toBeVisible();
  await expect(confirm.getByRole('link', { name: COPY.brand.terms })).toHaveAttribute('href', '/terms');
  await expect(page).toHaveURL(`${urls.web}/`);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: COPY.auth.createAccount }).click();
  await expect(toastText(page, TOASTS.signUpSuccess.title)).toBeVisible();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: COPY.header.accountMenu }).click();
  await page.getByRole('menuitem', { name: COPY.header.accountSettings }).click();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText(COPY.account.changePassword, { exact: true })).toHaveCount(0);
  const password = 'a google cook password';
  await page.getByLabel(COPY.account.newPassword, { exact: true }).fill(password);
  await page.getByLabel(COPY.account.confirmNewPassword).fill(password);
  await page.getByRole('button', { name: GOOGLE_COPY.addPassword.submit }).click();
  await expect(toastText(page, GOOGLE_COPY.addPassword.added.title)).toBeVisible();
  // Now it is Change Password, which works with the password just added.
  await expect(page.getByLabel(COPY.account.currentPassword)).toBeVisible();

  await page.getByRole('button', { name: COPY.account.logOut }).click();
  await expect(page.getByRole('button', { name: COPY.header.signIn })).toBeVisible();
  const signIn = await page.request.post('/api/auth/signin', { data: { email, password } });
  expect(signIn.status()).toBe(200);
  await signOutByApi(page);

  // The next Google sign-in goes straight in, back to the page it started from.
  await continueWithGoogle(page, '/terms');
  await expect(toastText(page, TOASTS.signInSuccess.title)).toBeVisible();
  await expect(page).toHaveURL(`${urls.web}/terms`);
  await expect(page.getByRole('button', { name: COPY.header.accountMenu })).toBeVisible();
});

test('an email account is linked when Google has verified the email, and the cook is told', async ({
  page,
}) => {
  const email = uniqueEmail('google-link');
  await signUpByApi(page, email, 'an email password');
  await signOutByApi(page);
  await asGoogleAccount(page, { email });
  await continueWithGoogle(page);
  await expect(toastText(page, GOOGLE_COPY.linkedToast.title)).toBeVisible();
  await expect(page.getByRole('button', { name: COPY.header.accountMenu })).toBeVisible();
});

test('an unverified Google email is refused with a clear message and no session', async ({ page }) => {
  const email = uniqueEmail('google-unverified');
  await signUpByApi(page, email, 'an email password');
  await signOutByApi(page);
  await asGoogleAccount(page, { email, email_verified: false });
  await continueWithGoogle(page);
  await expect(toastText(page, GOOGLE_ERROR_MESSAGES.email_unverified)).toBeVisible();
  await expect(page.getByRole('button', { name: COPY.header.signIn })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});
