import { expect, type Page, test } from '@playwright/test';
import { COPY, TOASTS } from '@sous/domain';
import { expectNoSeriousA11yViolations, toastText, uniqueEmail } from './fixtures.ts';

async function openSignUp(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: COPY.header.signUp }).click();
  const dialog = page.getByRole('dialog', { name: COPY.auth.title });
  await expect(dialog.getByRole('tab', { name: COPY.auth.signUpTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return dialog;
}

test('sign-up checks the passwords before sending anything', async ({ page }) => {
  const dialog = await openSignUp(page);
  await expectNoSeriousA11yViolations(page);
  let signUpRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/signup')) signUpRequests++;
  });
  await dialog.getByLabel(COPY.auth.email).fill(uniqueEmail('mismatch'));
  await dialog.getByLabel(COPY.auth.password, { exact: true }).fill('long enough 1');
  await dialog.getByLabel(COPY.auth.confirmPassword).fill('long enough 2');
  await dialog.getByRole('button', { name: COPY.auth.createAccount }).click();
  await expect(toastText(page, TOASTS.passwordsDontMatch.description)).toBeVisible();

  await dialog.getByLabel(COPY.auth.password, { exact: true }).fill('short');
  await dialog.getByLabel(COPY.auth.confirmPassword).fill('short');
  await dialog.getByRole('button', { name: COPY.auth.createAccount }).click();
  await expect(toastText(page, TOASTS.passwordTooShort.description)).toBeVisible();
  expect(signUpRequests).toBe(0);
});

test('sign up, sign out, sign in again; signed-in pages are guarded', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/$/);

  const email = uniqueEmail('journey');
  const password = 'a fine password';
  const dialog = await openSignUp(page);
  await dialog.getByLabel(COPY.auth.email).fill(email);
  await dialog.getByLabel(COPY.auth.password, { exact: true }).fill(password);
  await dialog.getByLabel(COPY.auth.confirmPassword).fill(password);
  await dialog.getByRole('button', { name: COPY.auth.createAccount }).click();
  await expect(toastText(page, TOASTS.signUpSuccess.title)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: COPY.header.accountMenu }).click();
  await page.getByRole('menuitem', { name: COPY.header.accountSettings }).click();
  await expect(page.getByRole('heading', { level: 1, name: COPY.account.title })).toBeVisible();
  await expect(page.getByText(COPY.account.freeUpsell)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: COPY.account.logOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: COPY.header.signIn })).toBeVisible();

  await page.getByRole('button', { name: COPY.header.signIn }).click();
  const signIn = page.getByRole('dialog', { name: COPY.auth.title });
  await signIn.getByLabel(COPY.auth.email).fill(email);
  await signIn.getByLabel(COPY.auth.password).fill('not the password');
  await signIn.getByRole('button', { name: COPY.auth.signIn }).click();
  await expect(toastText(page, TOASTS.signInFailed().title)).toBeVisible();

  await signIn.getByLabel(COPY.auth.password).fill(password);
  await signIn.getByRole('button', { name: COPY.auth.signIn }).click();
  await expect(toastText(page, TOASTS.signInSuccess.title)).toBeVisible();
  await expect(page.getByRole('link', { name: COPY.header.saved })).toBeVisible();
});
