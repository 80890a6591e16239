import { expect, test } from '@playwright/test';
import { COPY, TOASTS } from '@sous/domain';
import { urls } from '../../../scripts/e2e-servers.mjs';
import { expectNoSeriousA11yViolations, toastText, uniqueEmail } from './fixtures.ts';

const signIn = (request: import('@playwright/test').APIRequestContext, email: string, password: string) =>
  request.post(`${urls.web}/api/auth/signin`, { data: { email, password }, headers: { origin: urls.web } });

test('change the password (with its checks), sign in with the new one, then delete the account', async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail('account');
  const password = 'the first password';
  const signUp = await page.request.post('/api/auth/signup', { data: { email, password } });
  expect(signUp.status()).toBe(201);

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: COPY.account.title })).toBeVisible();
  await expect(page.getByText(COPY.account.freeUpsell)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const current = page.getByLabel(COPY.account.currentPassword);
  const next = page.getByLabel(COPY.account.newPassword, { exact: true });
  const confirm = page.getByLabel(COPY.account.confirmNewPassword);
  const submit = page.getByRole('button', { name: COPY.account.updatePassword });

  await current.fill(password);
  await next.fill('a new password 1');
  await confirm.fill('a new password 2');
  await submit.click();
  await expect(toastText(page, TOASTS.newPasswordsDontMatch.description)).toBeVisible();

  await next.fill('short');
  await confirm.fill('short');
  await submit.click();
  await expect(toastText(page, TOASTS.passwordTooShort.description)).toBeVisible();

  await next.fill('the second password');
  await confirm.fill('the second password');
  await submit.click();
  await expect(toastText(page, TOASTS.passwordChanged.title)).toBeVisible();

  const fresh = await playwright.request.newContext();
  expect((await signIn(fresh, email, 'the second password')).status()).toBe(200);
  expect((await signIn(fresh, email, password)).status()).toBe(401);

  await page.getByRole('button', { name: COPY.account.deleteAccount }).click();
  const dialog = page.getByRole('alertdialog', { name: COPY.account.deleteTitle });
  await expect(dialog.getByText(COPY.account.deleteText)).toBeVisible();
  await expect(dialog.getByRole('button', { name: COPY.account.cancel })).toBeVisible();
  await dialog.getByRole('button', { name: COPY.account.deleteAccount }).click();
  await expect(toastText(page, TOASTS.accountDeleted.title)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const afterDelete = await signIn(fresh, email, 'the second password');
  expect(afterDelete.status()).toBe(401);
  await fresh.dispose();
});

test('§8 texts the app shows for an unknown session and an unknown recipe', async ({ page }) => {
  await page.goto(`/recipes/${crypto.randomUUID()}`);
  await expect(toastText(page, TOASTS.noRecipesFound.title)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/recipe/${crypto.randomUUID()}`);
  await expect(toastText(page, TOASTS.recipeLoadFailed.title)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: COPY.home.generate }).click();
  await expect(toastText(page, TOASTS.missingIngredients.description)).toBeVisible();

  await page.getByRole('button', { name: COPY.header.signIn }).click();
  const dialog = page.getByRole('dialog', { name: COPY.auth.title });
  await dialog.getByLabel(COPY.auth.email).fill(uniqueEmail('nobody'));
  await dialog.getByLabel(COPY.auth.password, { exact: true }).fill('not a password');
  await dialog.getByRole('button', { name: COPY.auth.signIn, exact: true }).click();
  await expect(toastText(page, TOASTS.signInFailed().title)).toBeVisible();
  await expect(toastText(page, COPY.auth.invalidCredentials)).toBeVisible();
});
