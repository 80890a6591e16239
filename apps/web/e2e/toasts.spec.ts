// Spec §5 and §8: every toast text that a journey can trigger, title and text as written in
// @sous/domain. Happy-path toasts ('Account created!', 'Welcome back!', 'Recipe saved!', 'Timer
// Complete!', 'Password changed', ...) are checked in the journeys that reach them; this spec adds
// the failures. Server failures that a healthy API never gives (a 500 on save, sign-out, ...) are
// simulated with page.route; everything else is real.
import { expect, type Page, test } from '@playwright/test';
import { COPY, TOASTS } from '@sous/domain';
import {
  expectNoSeriousA11yViolations,
  grantPremium,
  ownNetwork,
  signUpByApi,
  toastText,
  uniqueEmail,
} from './fixtures.ts';

test.use(ownNetwork(24));

async function expectToast(page: Page, text: { title: string; description?: string }) {
  await expect(toastText(page, text.title)).toBeVisible();
  if (text.description) await expect(toastText(page, text.description)).toBeVisible();
}

/** The next matching request answers 500, as a failing server would. */
const failOnce = (page: Page, url: string, method: string) =>
  page.route(
    url,
    (route) =>
      route.request().method() === method
        ? route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } })
        : route.fallback(),
    { times: 1 },
  );

test('a visitor: unknown session and recipe, missing ingredients, voice input, sign-in and sign-up failures', async ({
  page,
  request,
}) => {
  await page.goto(`/recipes/${crypto.randomUUID()}`);
  await expectToast(page, TOASTS.noRecipesFound);
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/recipe/${crypto.randomUUID()}`);
  await expectToast(page, TOASTS.recipeLoadFailed);
  await expect(page).toHaveURL(/\/$/);

  // Whitespace only is no ingredient.
  await page.getByLabel(COPY.home.ingredientsLabel).fill('  \n ');
  await page.getByRole('button', { name: COPY.home.generate }).click();
  await expectToast(page, TOASTS.missingIngredients);
  await expectNoSeriousA11yViolations(page);

  // Voice input: a browser without speech recognition, one that fails, one that hears something.
  const voice = page.getByRole('button', { name: COPY.home.voiceInput, exact: true });
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
  await voice.click();
  await expectToast(page, TOASTS.voiceUnsupported);
  await page.evaluate(() => {
    class FailingRecognition {
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          this.onerror?.({ error: 'network' });
          this.onend?.();
        }, 50);
      }
      stop() {}
    }
    (window as unknown as Record<string, unknown>).SpeechRecognition = FailingRecognition;
  });
  await voice.click();
  await expectToast(page, TOASTS.voiceError);
  await page.evaluate(() => {
    class HearingRecognition {
      onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: 'eggs and spinach' }]] });
          this.onend?.();
        }, 50);
      }
      stop() {}
    }
    (window as unknown as Record<string, unknown>).SpeechRecognition = HearingRecognition;
  });
  await voice.click();
  await expect(page.getByLabel(COPY.home.ingredientsLabel)).toHaveValue(/eggs and spinach/);

  // Sign-in with an unknown account: the server's message under 'Sign in failed'.
  await page.getByRole('button', { name: COPY.header.signIn }).click();
  const dialog = page.getByRole('dialog', { name: COPY.auth.title });
  await dialog.getByLabel(COPY.auth.email).fill(uniqueEmail('nobody'));
  await dialog.getByLabel(COPY.auth.password, { exact: true }).fill('not a password');
  await dialog.getByRole('button', { name: COPY.auth.signIn, exact: true }).click();
  await expectToast(page, TOASTS.signInFailed(COPY.auth.invalidCredentials));

  // Sign-up with an address that already has an account (made in another cookie jar).
  const taken = uniqueEmail('taken');
  expect(
    (
      await request.post('/api/auth/signup', { data: { email: taken, password: 'a fine password' } })
    ).status(),
  ).toBe(201);
  await dialog.getByRole('tab', { name: COPY.auth.signUpTab }).click();
  await dialog.getByLabel(COPY.auth.email).fill(taken);
  await dialog.getByLabel(COPY.auth.password, { exact: true }).fill('another fine password');
  await dialog.getByLabel(COPY.auth.confirmPassword).fill('another fine password');
  await dialog.getByRole('button', { name: COPY.auth.createAccount }).click();
  await expectToast(page, TOASTS.signUpFailed(COPY.auth.emailTaken));
  await expect(dialog).toBeVisible();
});

test('a premium cook: failed generation, save, unsave, saved list, rating, sign-out and deletion', async ({
  page,
}) => {
  const userId = await signUpByApi(page, uniqueEmail('failures'), 'a fine password');
  await grantPremium(page, userId);
  await page.goto('/');

  // The chef refuses non-food (422): the dialog closes and the chef's reason shows.
  await page.getByLabel(COPY.home.ingredientsLabel).fill('rice, bleach');
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/recipes/generate'));
  await page.getByRole('button', { name: COPY.home.generate }).click();
  const { message } = (await (await refused).json()) as { message: string };
  await expectToast(page, TOASTS.cannotCook(message));
  await expect(page.getByRole('dialog', { name: COPY.progress.title })).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // A failing server (5xx): the dialog closes and the §8 generation error shows.
  await failOnce(page, '**/api/recipes/generate', 'POST');
  await page.getByLabel(COPY.home.ingredientsLabel).fill('pasta, tomatoes, basil, garlic');
  await page.getByRole('button', { name: COPY.home.generate }).click();
  await expectToast(page, TOASTS.generationFailed);
  await expect(page.getByRole('dialog', { name: COPY.progress.title })).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.getByLabel(COPY.home.ingredientsLabel).fill('pasta, tomatoes, basil, garlic');
  await page.getByRole('button', { name: COPY.home.generate }).click();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await page.getByRole('link', { name: new RegExp(COPY.recipes.quickWin) }).click();
  const save = page.getByRole('button', { name: COPY.recipes.save, exact: true });
  const saved = page.getByRole('button', { name: COPY.recipes.saved, exact: true });

  await failOnce(page, '**/api/recipes/*/save', 'POST');
  await save.click();
  await expectToast(page, TOASTS.saveFailed);
  await expect(save).toBeEnabled();
  await save.click();
  await expectToast(page, TOASTS.recipeSaved);

  await failOnce(page, '**/api/recipes/*/save', 'DELETE');
  await saved.click();
  await expectToast(page, TOASTS.removeFailed);
  await expect(saved).toBeEnabled();

  // One failed read, one toast: spec §7 reads are never retried (not even when the page mounts
  // after its route loader's fetch has already failed).
  // The Saved page reads its cards a page at a time (docs/decisions/109).
  let savedReads = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/recipes/saved/page') savedReads++;
  });
  await failOnce(page, '**/api/recipes/saved/page?*', 'GET');
  await page.goto('/saved-recipes');
  await expectToast(page, TOASTS.savedLoadFailed);
  expect(savedReads).toBe(1);
  await page.reload();
  await expect(page.getByRole('button', { name: COPY.recipes.rateStars(4) })).toBeVisible();
  await failOnce(page, '**/api/recipes/*/rating', 'PUT');
  await page.getByRole('button', { name: COPY.recipes.rateStars(4) }).click();
  await expectToast(page, TOASTS.ratingFailed);
  await expect(page.getByRole('button', { name: COPY.recipes.rateStars(4) })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.goto('/account');
  await failOnce(page, '**/api/auth/signout', 'POST');
  await page.getByRole('button', { name: COPY.account.logOut }).click();
  await expectToast(page, TOASTS.signOutFailed);
  await expect(page).toHaveURL(/\/account$/);

  await failOnce(page, '**/api/auth/delete-account', 'DELETE');
  await page.getByRole('button', { name: COPY.account.deleteAccount }).click();
  const dialog = page.getByRole('alertdialog', { name: COPY.account.deleteTitle });
  await dialog.getByRole('button', { name: COPY.account.deleteAccount }).click();
  await expectToast(page, TOASTS.deleteAccountFailed);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
});
