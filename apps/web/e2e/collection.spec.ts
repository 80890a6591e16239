import { expect, type Page, test } from '@playwright/test';
import { COLLECTION_COPY, COPY, type Recipe, type SavedRecipe, TOASTS } from '@sous/domain';
import { urls } from '../../../scripts/e2e-servers.mjs';
import {
  expectNoSeriousA11yViolations,
  grantPremium,
  ownNetwork,
  signUpByApi,
  toastText,
  uniqueEmail,
} from './fixtures.ts';

// Issue 15 part 3 (docs/decisions/109, 110): Saved as a collection, and the recipe history.

const PASSWORD = 'correct horse battery';
/** API mutations made outside the page carry the web app's origin, as the browser's would. */
const sameOrigin = { origin: urls.web };

async function premiumCook(page: Page, label: string): Promise<void> {
  const userId = await signUpByApi(page, uniqueEmail(label), PASSWORD);
  await grantPremium(page, userId);
}

async function generate(page: Page, ingredients: string): Promise<{ sessionId: string; recipes: Recipe[] }> {
  const response = await page.request.post('/api/recipes/generate', {
    data: { ingredients, constraints: { servings: 2 } },
    headers: sameOrigin,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { sessionId: string; recipes: Recipe[] };
}

const savedIds = async (page: Page) =>
  ((await (await page.request.get('/api/recipes/saved')).json()) as SavedRecipe[]).map((e) => e.recipe.id);

test.describe('saved collection', () => {
  test.use(ownNetwork(28));

  test('a card shows its summary; unsave from the card, then Undo brings it back; filters in a sheet on a phone', async ({
    page,
  }) => {
    await premiumCook(page, 'collection');
    const { recipes } = await generate(page, 'chicken thighs, broccoli, rice, garlic');
    const [quick, zeroWaste] = recipes as [Recipe, Recipe];
    for (const recipe of [quick, zeroWaste])
      expect(
        (
          await page.request.post(`/api/recipes/${recipe.id}/save`, { data: {}, headers: sameOrigin })
        ).status(),
      ).toBe(201);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/saved-recipes');
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: quick.title }).first();
    await expect(card.getByRole('link', { name: quick.title })).toBeVisible();
    await expect(card.getByText(COPY.recipes.servings(quick.servings))).toBeVisible();
    await expect(card.getByText(COPY.home.skillLabels[quick.difficulty])).toBeVisible();
    await expect(card.getByText(COLLECTION_COPY.saved.calories(quick.nutrition.calories))).toBeVisible();
    await expect(card.getByText(/^Saved /)).toBeVisible();
    await expect(page.getByRole('button', { name: COPY.recipes.listView })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Unsave from the card: it leaves the list and the server; Undo saves it again.
    await card.getByRole('button', { name: COLLECTION_COPY.saved.unsave(quick.title) }).click();
    await expect(toastText(page, TOASTS.recipeUnsaved.title)).toBeVisible();
    await expect(page.getByRole('link', { name: quick.title })).toHaveCount(0);
    await expect.poll(() => savedIds(page)).toEqual([zeroWaste.id]);
    await page.getByRole('button', { name: COLLECTION_COPY.saved.undo }).click();
    await expect(page.getByRole('link', { name: quick.title })).toBeVisible();
    await expect.poll(async () => (await savedIds(page)).sort()).toEqual([quick.id, zeroWaste.id].sort());

    // A phone: the grid/list toggle is gone (both look the same there); type and sort open in a sheet.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('button', { name: COPY.recipes.listView })).toBeHidden();
    await expect(page.getByRole('combobox', { name: COPY.recipes.sortBy })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: COLLECTION_COPY.saved.filters }).click();
    const sheet = page.getByRole('dialog', { name: COLLECTION_COPY.saved.filtersTitle });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('combobox', { name: COPY.recipes.typeFilter }).click();
    await page.getByRole('option', { name: COPY.recipes.zeroWaste }).click();
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole('button', { name: COLLECTION_COPY.saved.showResults }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('main').getByRole('link')).toHaveText([zeroWaste.title]);
  });
});

test.describe('recipe history', () => {
  test.use(ownNetwork(29));

  test('History lists past generations, reopens an earlier one to save from it, and deletes one', async ({
    page,
  }) => {
    await premiumCook(page, 'history');
    const earlier = await generate(page, 'eggs, spinach, potatoes, onion');
    const later = await generate(page, 'salmon, lemon, couscous, zucchini');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: COPY.header.accountMenu }).click();
    await page.getByRole('menuitem', { name: COLLECTION_COPY.history.title }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: COLLECTION_COPY.history.title })).toBeVisible();
    const entries = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(entries).toHaveCount(2);
    // Newest first, three recipes each.
    for (const [n, generation] of [later, earlier].entries())
      for (const recipe of generation.recipes)
        await expect(entries.nth(n).getByRole('link', { name: recipe.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Reopen the earlier generation (not in this tab's storage: it comes from the history) and save one.
    await entries
      .nth(1)
      .getByRole('link', { name: /^Open the recipes generated/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/recipes/${earlier.sessionId}$`));
    const first = earlier.recipes[0]!;
    await page.getByRole('main').getByRole('link').filter({ hasText: first.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await page.getByRole('button', { name: COPY.recipes.save, exact: true }).click();
    await expect(toastText(page, TOASTS.recipeSaved.title)).toBeVisible();
    await page.getByRole('button', { name: COPY.recipes.back }).click();
    await expect(page).toHaveURL(new RegExp(`/recipes/${earlier.sessionId}$`));

    // Back on History: the saved recipe says so. Delete the later generation.
    await page.goto('/history');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(1).getByText(COLLECTION_COPY.history.saved, { exact: true })).toBeVisible();
    await entries
      .nth(0)
      .getByRole('button', { name: /^Delete the generation of/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: COLLECTION_COPY.history.deleteTitle });
    await confirm.getByRole('button', { name: COLLECTION_COPY.history.delete }).click();
    await expect(toastText(page, COLLECTION_COPY.history.deleted.title)).toBeVisible();
    await expect(entries).toHaveCount(1);
    await page.reload();
    await expect(entries).toHaveCount(1);
    await expect(entries.first().getByRole('link', { name: first.title })).toBeVisible();
    // Its unsaved recipes are gone; the saved one from the other generation stays saved.
    expect((await page.request.get(`/api/recipes/${later.recipes[0]!.id}`)).status()).toBe(404);
    expect(await savedIds(page)).toEqual([first.id]);

    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSeriousA11yViolations(page);
  });
});
