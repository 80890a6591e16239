import { expect, type Page, test } from '@playwright/test';
import { COPY } from '@sous/domain';
import { expectNoSeriousA11yViolations, uniqueEmail } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('at 360 px the home, recipe and legal pages fit without sideways scrolling and pass axe', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: COPY.home.generate })).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  const signUp = await page.request.post('/api/auth/signup', {
    data: { email: uniqueEmail('narrow'), password: 'a fine password' },
  });
  expect(signUp.status()).toBe(201);
  const generated = await page.request.post('/api/recipes/generate', {
    data: { ingredients: 'salmon, potatoes, green beans, lemon, dill', constraints: { servings: 2 } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(generated.status()).toBe(200);
  const { recipes } = (await generated.json()) as { recipes: { id: string; title: string }[] };
  await page.goto(`/recipe/${recipes[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipes[0]!.title })).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  // The account menu offers the unit switch on small screens.
  await page.getByRole('button', { name: COPY.header.accountMenu }).click();
  await expect(page.getByRole('menuitem', { name: COPY.header.switchToMetric })).toBeVisible();
  await page.keyboard.press('Escape');

  for (const path of ['/terms', '/privacy']) {
    await page.goto(path);
    await noSidewaysScroll(page);
  }
});

test('keyboard only: generate, open a recipe card and move between tabs', async ({ page }) => {
  await page.goto('/');
  const email = uniqueEmail('keys');
  const signUp = await page.request.post('/api/auth/signup', {
    data: { email, password: 'a fine password' },
  });
  expect(signUp.status()).toBe(201);
  await page.reload();
  await page.getByLabel(COPY.home.ingredientsLabel).focus();
  await page.keyboard.type('tofu, bok choy, rice, garlic');
  // Tab forward to the Generate button and press Enter.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused.includes(COPY.home.generate)) break;
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await page.getByRole('link', { name: new RegExp(COPY.recipes.quickWin) }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recipe\//);
  await page.getByRole('tab', { name: COPY.recipes.tabs.ingredients }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: COPY.recipes.tabs.steps })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
