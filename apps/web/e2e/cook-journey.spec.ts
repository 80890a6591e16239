import { expect, type Page, test } from '@playwright/test';
import { COPY, type Recipe, type SavedRecipe, stepMinutes, TOASTS } from '@sous/domain';
import { presentIngredient } from '@sous/units';
import { COOK_COPY } from '../src/features/cook/cook-copy.ts';
import { expectNoSeriousA11yViolations, grantPremium, toastText, uniqueEmail } from './fixtures.ts';

const PANTRY = 'chicken thighs, broccoli, rice, garlic, soy sauce, ginger';

const recipeIdOf = (page: Page) => /\/recipe\/([0-9a-f-]{36})/.exec(page.url())![1]!;

async function fetchRecipe(page: Page, id: string): Promise<Recipe> {
  const response = await page.request.get(`/api/recipes/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Recipe;
}

async function fetchSaved(page: Page): Promise<SavedRecipe[]> {
  return (await (await page.request.get('/api/recipes/saved')).json()) as SavedRecipe[];
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a cook generates, scales to ×2 metric, runs a step timer, saves, finds, rates and unsaves a recipe', async ({
  page,
}) => {
  // The longest journey of the suite (sign-up to unsave, with a generation): three times the usual
  // limit, so a busy machine does not cut it short.
  test.slow();
  // Fake timers from the first page load on; time still flows until the test runs the clock.
  await page.clock.install();
  await page.goto('/');

  // Sign up in the UI; the admin API makes the account premium (saving needs premium).
  const email = uniqueEmail('cook');
  await page.getByRole('button', { name: COPY.header.signUp }).click();
  const dialog = page.getByRole('dialog', { name: COPY.auth.title });
  await dialog.getByLabel(COPY.auth.email).fill(email);
  await dialog.getByLabel(COPY.auth.password, { exact: true }).fill('a fine password');
  await dialog.getByLabel(COPY.auth.confirmPassword).fill('a fine password');
  const signedUp = page.waitForResponse((response) => response.url().endsWith('/api/auth/signup'));
  await dialog.getByRole('button', { name: COPY.auth.createAccount }).click();
  const { user } = (await (await signedUp).json()) as { user: { id: string } };
  await expect(toastText(page, TOASTS.signUpSuccess.title)).toBeVisible();
  await expect(toastText(page, TOASTS.signUpSuccess.description)).toBeVisible();
  await expect(dialog).toBeHidden();
  await grantPremium(page, user.id);
  await page.reload();
  await expect(page.getByRole('button', { name: COPY.header.upgrade })).toBeHidden();

  await page.getByLabel(COPY.home.ingredientsLabel).fill(PANTRY);
  await page.getByRole('button', { name: COPY.home.generate }).click();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const sessionUrl = page.url();
  await page.getByRole('link', { name: new RegExp(COPY.recipes.quickWin) }).click();
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}/);
  const quick = await fetchRecipe(page, recipeIdOf(page));
  expect(quick.recipeType).toBe('quick');
  await expect(page.getByRole('heading', { level: 1, name: quick.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Ingredients ×2 in metric, exactly as @sous/units shows them (metric amounts are spec §5's decimals).
  await page.getByRole('group', { name: COPY.recipes.scale }).getByRole('button', { name: '2×' }).click();
  await page
    .getByRole('group', { name: COPY.header.units })
    .getByRole('button', { name: COPY.header.unitMetric })
    .click();
  const shown = page.getByRole('tabpanel').getByRole('listitem');
  await expect(shown).toHaveCount(quick.ingredientsList.length);
  for (const [index, line] of quick.ingredientsList.entries()) {
    const expected = presentIngredient(line, 2, 'metric');
    await expect(shown.nth(index)).toContainText(expected.quantity);
    await expect(shown.nth(index)).toContainText(expected.item);
  }
  expect(await page.evaluate(() => localStorage.getItem('measurementSystem'))).toBe('metric');

  // The first step with a timer: nothing at one second before zero, 'Timer Complete!' at zero.
  await page.getByRole('tab', { name: COPY.recipes.tabs.steps }).click();
  const timed = quick.steps.findIndex((step) => step.duration > 0);
  expect(timed).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < timed; i++) await page.getByRole('button', { name: COPY.recipes.nextStep }).click();
  await expect(page.getByText(COPY.recipes.stepOf(timed + 1, quick.steps.length))).toBeVisible();
  const totalMs = stepMinutes(quick.steps[timed]!.duration) * 60_000;
  const clock = page.getByRole('tabpanel').getByRole('timer');
  await page.getByRole('button', { name: COPY.recipes.startTimer, exact: true }).click();
  await page.clock.runFor(totalMs - 1500);
  await expect(clock).toHaveText('00:02');
  await expect(toastText(page, TOASTS.timerComplete.title)).toBeHidden();
  await page.clock.runFor(2000);
  await expect(toastText(page, TOASTS.timerComplete.title)).toBeVisible();
  await expect(clock).toHaveText('00:00');
  // The finished timer's alert stays in the timer bar until the cook dismisses it.
  const timers = page.getByRole('region', { name: COOK_COPY.timers.region });
  await expect(timers.getByRole('alert')).toBeVisible();
  await timers.getByRole('button', { name: COOK_COPY.timers.dismiss }).click();
  await expect(timers).toBeHidden();

  // Next Step stops at the last step.
  const next = page.getByRole('button', { name: COPY.recipes.nextStep });
  for (let i = timed + 1; i < quick.steps.length; i++) await next.click();
  await expect(page.getByText(COPY.recipes.stepOf(quick.steps.length, quick.steps.length))).toBeVisible();
  await expect(next).toBeDisabled();

  // Save the Quick Win; Back returns to the session; save the Zero-Waste option too.
  await page.getByRole('button', { name: COPY.recipes.save, exact: true }).click();
  await expect(toastText(page, TOASTS.recipeSaved.title)).toBeVisible();
  await expect(page.getByRole('button', { name: COPY.recipes.saved, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: COPY.recipes.back }).click();
  await expect(page).toHaveURL(sessionUrl);
  await page.getByRole('link', { name: new RegExp(COPY.recipes.zeroWaste) }).click();
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}/);
  const zeroWaste = await fetchRecipe(page, recipeIdOf(page));
  await page.getByRole('button', { name: COPY.recipes.save, exact: true }).click();
  await expect(page.getByRole('button', { name: COPY.recipes.saved, exact: true })).toBeVisible();

  // Saved: search, type filter, sort, list view.
  await page.getByRole('link', { name: COPY.header.saved, exact: true }).click();
  await expect(page).toHaveURL(/\/saved-recipes$/);
  // Every link in the list is a saved card's title.
  const titles = page.getByRole('main').getByRole('link');
  await expect(titles).toHaveText([zeroWaste.title, quick.title]); // most recent first
  await expectNoSeriousA11yViolations(page);

  const search = page.getByLabel(COPY.recipes.searchSaved);
  await search.fill(quick.title.toLowerCase());
  await expect(titles).toHaveText([quick.title]);
  await search.fill('no such recipe at all');
  await expect(page.getByText(COPY.recipes.noMatches)).toBeVisible();
  await search.fill('');

  await choose(page, COPY.recipes.typeFilter, COPY.recipes.zeroWaste);
  await expect(titles).toHaveText([zeroWaste.title]);
  await choose(page, COPY.recipes.typeFilter, COPY.recipes.quickWin);
  await expect(titles).toHaveText([quick.title]);
  await choose(page, COPY.recipes.typeFilter, COPY.recipes.allTypes);
  await expect(titles).toHaveCount(2);

  await choose(page, COPY.recipes.sortBy, COPY.recipes.sortLabels.title);
  await expect(titles).toHaveText(
    [quick.title, zeroWaste.title].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })),
  );
  await choose(page, COPY.recipes.sortBy, COPY.recipes.sortLabels.time);
  await expect(titles).toHaveText(
    quick.totalTime < zeroWaste.totalTime ? [quick.title, zeroWaste.title] : [zeroWaste.title, quick.title],
  );
  await page.getByRole('button', { name: COPY.recipes.listView }).click();
  await expect(page.getByRole('button', { name: COPY.recipes.listView })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Rate the Quick Win five stars: five stars shown, the fifth pressed, stored, first by rating.
  const quickCard = page.getByRole('main').getByRole('listitem').filter({ hasText: quick.title });
  const stars = quickCard.getByRole('group', { name: COPY.recipes.rating }).getByRole('button');
  await expect(stars).toHaveCount(5);
  await stars.nth(4).click();
  await expect(quickCard.getByRole('button', { name: COPY.recipes.rateStars(5) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () => (await fetchSaved(page)).find((entry) => entry.recipe.id === quick.id)?.rating)
    .toBe(5);
  await choose(page, COPY.recipes.sortBy, COPY.recipes.sortLabels.rating);
  await expect(titles).toHaveText([quick.title, zeroWaste.title]);
  await page.reload();
  await expect(quickCard.getByRole('button', { name: COPY.recipes.rateStars(5) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Opened from Saved, Back goes to Saved. Unsave the Quick Win from its page.
  await page.getByRole('link', { name: quick.title }).click();
  await page.getByRole('button', { name: COPY.recipes.back }).click();
  await expect(page).toHaveURL(/\/saved-recipes$/);
  await page.getByRole('link', { name: quick.title }).click();
  await page.getByRole('button', { name: COPY.recipes.saved, exact: true }).click();
  await expect(toastText(page, TOASTS.recipeUnsaved.title)).toBeVisible();
  await expect(page.getByRole('button', { name: COPY.recipes.save, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect((await fetchSaved(page)).map((entry) => entry.recipe.id)).toEqual([zeroWaste.id]);
  await page.getByRole('button', { name: COPY.recipes.back }).click();
  await expect(titles).toHaveText([zeroWaste.title]);
});
