import { expect, type Page, test } from '@playwright/test';
import { COPY, EXAMPLE_PANTRIES, PAGE_TITLES, pageTitle } from '@sous/domain';
import { expectNoSeriousA11yViolations, ownNetwork, signUpByApi, uniqueEmail } from './fixtures.ts';

// Issue #15 part 6 and #20 part 3: a title per route, focus on the new page's heading, the current page
// marked in the header, a way home from the 404 page, robots.txt, a quiet console for a visitor.
test.use(ownNetwork(30));

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** axe at a phone's width and a laptop's, then back to the laptop. */
async function axeAtBothWidths(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousA11yViolations(page);
  }
}

test('a signed-out visitor: no console error, the static shell, example pantries, robots.txt, 404 and its way home', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  // The HTML itself paints the header and the hero before any script runs.
  const shell = await (await page.request.get('/')).text();
  expect(shell).toContain(COPY.home.heroTitle);
  expect(shell).toContain('data-shell');

  const session = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
  await page.goto('/');
  expect((await session).status()).toBe(200);
  await expect(page.getByRole('button', { name: COPY.header.signUp })).toBeVisible();
  await expect(page).toHaveTitle(PAGE_TITLES.home);
  // The brand link is the current page's link on the home page.
  await expect(page.getByRole('link', { name: COPY.header.home })).toHaveAttribute('aria-current', 'page');
  // The first load leaves focus where the browser put it: not on the heading.
  await expect(heading(page, COPY.home.heroTitle)).not.toBeFocused();

  const box = page.getByLabel(COPY.home.ingredientsLabel);
  for (const pantry of [EXAMPLE_PANTRIES[1], EXAMPLE_PANTRIES[0]]) {
    await page.getByRole('button', { name: pantry.label }).click();
    await expect(box).toHaveValue(pantry.ingredients);
  }
  await axeAtBothWidths(page);

  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^Disallow: \/api\/$/m);

  await page.goto('/no-such-page');
  await expect(heading(page, COPY.notFound.title)).toBeVisible();
  await expect(page.getByText(COPY.notFound.hint)).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(PAGE_TITLES.notFound));
  await expect(page.getByRole('link', { name: COPY.header.home })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await axeAtBothWidths(page);
  await page.getByRole('link', { name: COPY.notFound.backHome }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(PAGE_TITLES.home);
  // A navigation: focus moves to the new page's heading.
  await expect(heading(page, COPY.home.heroTitle)).toBeFocused();

  for (const [path, title] of [
    ['/terms', COPY.brand.terms],
    ['/privacy', COPY.brand.privacy],
    ['/admin', COPY.admin.title],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(pageTitle(title));
  }
  expect(errors).toEqual([]);
});

test('a signed-in cook: each page its own title, focus on its heading, the header marks where they are', async ({
  page,
}) => {
  await signUpByApi(page, uniqueEmail('face'), 'a fine password');
  await page.goto('/');
  const generated = await page.request.post('/api/recipes/generate', {
    data: { ingredients: 'chicken thighs, rice, garlic, broccoli', constraints: { servings: 2 } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(generated.status()).toBe(200);
  const { recipes } = (await generated.json()) as { recipes: { id: string; title: string }[] };
  const recipe = recipes[0]!;

  const nav = page.getByRole('navigation', { name: 'Main' });
  const generate = nav.getByRole('link', { name: COPY.header.generate, exact: true });
  const saved = nav.getByRole('link', { name: COPY.header.saved, exact: true });
  await expect(generate).toHaveAttribute('aria-current', 'page');
  await expect(saved).not.toHaveAttribute('aria-current');

  await saved.click();
  await expect(page).toHaveURL(/\/saved-recipes$/);
  await expect(heading(page, COPY.recipes.savedTitle)).toBeFocused();
  await expect(page).toHaveTitle(pageTitle(PAGE_TITLES.saved));
  await expect(saved).toHaveAttribute('aria-current', 'page');
  await expect(generate).not.toHaveAttribute('aria-current');
  // Marked by more than colour: the current link is underlined.
  expect(await saved.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('underline');
  expect(await generate.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('none');
  await axeAtBothWidths(page);

  await page.goto(`/recipe/${recipe.id}`);
  await expect(heading(page, recipe.title)).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(recipe.title));
  // The recipe's drawing, from its dish family.
  await expect(page.locator('article svg[data-dish-family]')).toHaveCount(1);
  await axeAtBothWidths(page);

  await page.getByRole('button', { name: COPY.header.accountMenu }).click();
  await page.getByRole('menuitem', { name: COPY.header.accountSettings }).click();
  await expect(heading(page, COPY.account.title)).toBeFocused();
  await expect(page).toHaveTitle(pageTitle(PAGE_TITLES.account));
  await expect(generate).not.toHaveAttribute('aria-current');
  await expect(saved).not.toHaveAttribute('aria-current');

  await generate.click();
  await expect(heading(page, COPY.home.heroTitle)).toBeFocused();
  await expect(page).toHaveTitle(PAGE_TITLES.home);
});
