import { expect, type Locator, type Page, test } from '@playwright/test';
import { COPY } from '@sous/domain';
import { expectNoSeriousA11yViolations, signUpByApi, uniqueEmail } from './fixtures.ts';

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

/** Presses Tab until `target` has focus (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('keyboard only: generate, open a recipe card, move between tabs and steps', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpByApi(page, uniqueEmail('keys'), 'a fine password');
  await page.goto('/');

  await tabTo(page, page.getByLabel(COPY.home.ingredientsLabel));
  await page.keyboard.type('tofu, bok choy, rice, garlic');
  await tabTo(page, page.getByRole('button', { name: COPY.home.generate }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 30_000 });

  // The Upgrade Path card: its recipe always has several steps (a Zero-Waste stir-fry can be one).
  const card = page.getByRole('link', { name: new RegExp(COPY.recipes.upgradePath) });
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recipe\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The tab list is one Tab stop; arrows move between tabs and activate them.
  const tab = (name: string) => page.getByRole('tab', { name });
  await tabTo(page, tab(COPY.recipes.tabs.ingredients));
  const { ingredients, steps, tips } = COPY.recipes.tabs;
  for (const [key, selected] of [
    ['ArrowRight', steps],
    ['End', tips],
    ['ArrowRight', ingredients], // wraps around
    ['ArrowLeft', tips],
    ['Home', ingredients],
    ['ArrowRight', steps],
  ] as const) {
    await page.keyboard.press(key);
    await expect(tab(selected)).toBeFocused();
    await expect(tab(selected)).toHaveAttribute('aria-selected', 'true');
  }

  // Into the Steps panel: Next Step with Enter.
  await tabTo(page, page.getByRole('button', { name: COPY.recipes.nextStep }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(new RegExp(`^${COPY.recipes.stepOf(2, 0).replace('0', '\\d+')}$`)),
  ).toBeVisible();
});
