import { expect, type Page, test } from '@playwright/test';
import { COPY, type Recipe, SHARE_COPY } from '@sous/domain';
import { grantPremium, signUpByApi, uniqueEmail } from './fixtures.ts';

// Issue 18 parts 1–3: the recipe page carries schema.org JSON-LD and downloads it, prints every step
// without the app around it, and its owner's share links open signed out until revoked.

async function generate(page: Page): Promise<[Recipe, string]> {
  await page.goto('/terms');
  const userId = await signUpByApi(page, uniqueEmail('travel'), 'a fine password');
  const response = await page.request.post('/api/recipes/generate', {
    data: { ingredients: 'chicken thighs, broccoli, rice, garlic, lemon', constraints: { servings: 2 } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
  return [((await response.json()) as { recipes: Recipe[] }).recipes[0]!, userId];
}

test('the recipe page carries Recipe JSON-LD and downloads it as .json', async ({ page }) => {
  const [recipe] = await generate(page);
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('Recipe');
  expect(jsonLd.name).toBe(recipe.title);
  expect(jsonLd.recipeIngredient).toHaveLength(recipe.ingredientsList.length);
  expect(jsonLd.recipeInstructions).toHaveLength(recipe.steps.length);
  expect(jsonLd.totalTime).toMatch(/^PT/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: SHARE_COPY.downloadJson }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(jsonLd);
});

test('print hides the navigation, buttons, tabs and dock, and shows every numbered step', async ({
  page,
}) => {
  const [recipe] = await generate(page);
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await expect(page.getByRole('button', { name: SHARE_COPY.print })).toBeVisible();
  await expect(page.getByTestId('print-recipe')).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('button', { name: SHARE_COPY.print })).toBeHidden();
  await expect(page.getByRole('button', { name: COPY.recipes.back })).toBeHidden();
  await expect(page.getByRole('button', { name: COPY.recipes.nextStep })).toBeHidden();
  const printed = page.getByTestId('print-recipe');
  await expect(printed).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  const steps = printed.locator('ol > li');
  await expect(steps).toHaveCount(recipe.steps.length);
  for (let index = 0; index < recipe.steps.length; index++) await expect(steps.nth(index)).toBeVisible();
  await expect(printed.locator('ul > li')).toHaveCount(recipe.ingredientsList.length);
  expect(await page.locator('button:visible').count()).toBe(0);
});

test('a share link opens in a fresh signed-out context and answers 404 after revoke', async ({
  page,
  browser,
}) => {
  const [recipe, userId] = await generate(page);
  await grantPremium(page, userId);
  await page.goto(`/recipe/${recipe.id}`);
  await page.getByRole('button', { name: COPY.recipes.save, exact: true }).click();
  await expect(page.getByRole('button', { name: COPY.recipes.saved, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const panel = page.getByTestId('share-links');
  await panel.getByRole('button', { name: SHARE_COPY.createLink }).click();
  const shareUrl = (await panel.getByTestId('share-url').textContent()) ?? '';
  expect(shareUrl).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);

  const stranger = await browser.newContext();
  const reader = await stranger.newPage();
  const opened = await reader.goto(shareUrl);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(reader.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await expect(reader.getByRole('link', { name: SHARE_COPY.makeYourOwn })).toBeVisible();
  await expect(reader.locator('meta[property="og:title"]')).toHaveAttribute('content', recipe.title);

  await panel.getByRole('button', { name: SHARE_COPY.revoke }).click();
  await expect(panel.getByTestId('share-url')).toHaveCount(0);
  const after = await reader.goto(shareUrl);
  expect(after?.status()).toBe(404);
  await stranger.close();
});
