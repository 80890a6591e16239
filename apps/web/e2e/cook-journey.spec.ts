import { expect, type Page, test } from '@playwright/test';
import { COPY, PROGRESS_STEPS, type Recipe, TOASTS } from '@sous/domain';
import { displayIngredient } from '@sous/units';
import { E2E_ADMIN_PASSWORD, urls } from '../../../scripts/e2e-servers.mjs';
import { expectNoSeriousA11yViolations, toastText, uniqueEmail } from './fixtures.ts';

const PANTRY = 'chicken thighs, broccoli, rice, garlic, soy sauce, ginger';

async function generateFromHome(page: Page, ingredients = PANTRY) {
  await page.getByLabel(COPY.home.ingredientsLabel).fill(ingredients);
  await page.getByRole('button', { name: COPY.home.generate }).click();
}

async function signUpInUi(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: COPY.header.signUp }).click();
  const dialog = page.getByRole('dialog', { name: COPY.auth.title });
  await dialog.getByLabel(COPY.auth.email).fill(email);
  await dialog.getByLabel(COPY.auth.password, { exact: true }).fill(password);
  await dialog.getByLabel(COPY.auth.confirmPassword).fill(password);
  await dialog.getByRole('button', { name: COPY.auth.createAccount }).click();
  await expect(toastText(page, TOASTS.signUpSuccess.title)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Grants premium through the admin API, as an admin would from the console. */
async function grantPremium(page: Page, email: string) {
  const admin = await page.context().browser()!.newContext();
  const headers = { origin: urls.admin };
  const login = await admin.request.post(`${urls.admin}/api/admin/login`, {
    data: { password: E2E_ADMIN_PASSWORD },
    headers,
  });
  expect(login.status()).toBe(200);
  const users = await admin.request.get(`${urls.admin}/api/admin/users?search=${encodeURIComponent(email)}`);
  const [user] = (await users.json()).users as { id: string }[];
  const granted = await admin.request.patch(`${urls.admin}/api/admin/users/${user!.id}/premium`, {
    data: { isPremium: true, premiumUntil: null },
    headers,
  });
  expect(granted.status()).toBe(200);
  await admin.close();
}

test('a visitor generates once, then the free-use gate opens the premium upsell', async ({ page }) => {
  await page.goto('/');
  await generateFromHome(page);
  await expect(page.getByText(PROGRESS_STEPS[0])).toBeVisible();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  for (const label of [COPY.recipes.quickWin, COPY.recipes.zeroWaste, COPY.recipes.upgradePath]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: COPY.recipes.generateNew }).click();
  await expect(page).toHaveURL(/\/$/);
  await generateFromHome(page, 'eggs, spinach, feta');
  await expect(page.getByRole('dialog', { name: COPY.upsell.premiumTitle })).toBeVisible();
});

test('a cook generates, scales to ×2 metric, runs a step timer, saves, finds, rates and unsaves a recipe', async ({
  page,
}) => {
  await page.clock.install();
  const email = uniqueEmail('cook');
  await page.goto('/');
  await signUpInUi(page, email, 'a fine password');
  await grantPremium(page, email);
  await page.reload();

  await generateFromHome(page);
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await page.getByRole('link', { name: new RegExp(COPY.recipes.quickWin) }).click();
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}/);
  const recipeId = /\/recipe\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const recipe = (await (await page.request.get(`/api/recipes/${recipeId}`)).json()) as Recipe;
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Ingredients ×2 in metric, exactly as @sous/units shows them.
  await page.getByRole('group', { name: COPY.recipes.scale }).getByRole('button', { name: '2×' }).click();
  await page
    .getByRole('group', { name: COPY.header.units })
    .getByRole('button', { name: COPY.header.unitMetric })
    .click();
  const shown = page.getByRole('tabpanel').getByRole('listitem');
  await expect(shown).toHaveCount(recipe.ingredientsList.length);
  for (const [index, line] of recipe.ingredientsList.entries()) {
    const expected = displayIngredient(line, 2, 'metric');
    await expect(shown.nth(index)).toContainText(`${expected.amount} ${expected.unit}`.trim());
    await expect(shown.nth(index)).toContainText(expected.item);
  }
  expect(await page.evaluate(() => localStorage.getItem('measurementSystem'))).toBe('metric');

  // The first step with a timer: start it and let the fake clock run it out.
  await page.getByRole('tab', { name: COPY.recipes.tabs.steps }).click();
  const timed = recipe.steps.findIndex((step) => step.duration > 0);
  expect(timed).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < timed; i++) await page.getByRole('button', { name: COPY.recipes.nextStep }).click();
  await page.getByRole('button', { name: COPY.recipes.startTimer }).click();
  await page.clock.runFor(recipe.steps[timed]!.duration * 5 * 60_000 + 2000);
  await expect(toastText(page, TOASTS.timerComplete.title)).toBeVisible();

  // Save, then find it in Saved with search, type filter and sort.
  await page.getByRole('button', { name: COPY.recipes.save, exact: true }).click();
  await expect(toastText(page, TOASTS.recipeSaved.title)).toBeVisible();
  await expect(page.getByRole('button', { name: COPY.recipes.saved, exact: true })).toBeVisible();

  await page.goto('/saved-recipes');
  await expect(page.getByRole('link', { name: recipe.title })).toBeVisible();
  await page.getByLabel(COPY.recipes.searchSaved).fill(recipe.title.slice(0, 12));
  await expect(page.getByRole('link', { name: recipe.title })).toBeVisible();
  await page.getByLabel(COPY.recipes.searchSaved).fill('no such recipe at all');
  await expect(page.getByText(COPY.recipes.noMatches)).toBeVisible();
  await page.getByLabel(COPY.recipes.searchSaved).fill('');
  await page.getByLabel(COPY.recipes.typeFilter).click();
  await page.getByRole('option', { name: COPY.recipes.zeroWaste }).click();
  await expect(page.getByRole('link', { name: recipe.title })).toBeHidden();
  await page.getByLabel(COPY.recipes.typeFilter).click();
  await page.getByRole('option', { name: COPY.recipes.quickWin }).click();
  await expect(page.getByRole('link', { name: recipe.title })).toBeVisible();
  await page.getByLabel(COPY.recipes.sortBy).click();
  await page.getByRole('option', { name: COPY.recipes.sortLabels.title }).click();
  await expect(page.getByRole('link', { name: recipe.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Rate it five stars: the rating is stored.
  await page.getByRole('button', { name: COPY.recipes.rateStars(5) }).click();
  await expect
    .poll(async () => {
      const saved = (await (await page.request.get('/api/recipes/saved')).json()) as {
        rating: number | null;
      }[];
      return saved[0]?.rating;
    })
    .toBe(5);

  // Open it from Saved and unsave it.
  await page.getByRole('link', { name: recipe.title }).click();
  await page.getByRole('button', { name: COPY.recipes.saved, exact: true }).click();
  await expect(toastText(page, TOASTS.recipeUnsaved.title)).toBeVisible();
  const after = (await (await page.request.get('/api/recipes/saved')).json()) as unknown[];
  expect(after).toEqual([]);
});
