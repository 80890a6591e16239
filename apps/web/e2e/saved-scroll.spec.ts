// Saved reads its cards a page at a time (docs/decisions/109): the next page comes as the cook scrolls
// (lib/use-load-more.ts), every recipe once; a keyboard user reaches it through "Load more".
import { expect, type Page, test } from '@playwright/test';
import { COLLECTION_COPY, SAVED_PAGE_SIZE, type SavedRecipe } from '@sous/domain';
import { urls } from '../../../scripts/e2e-servers.mjs';
import { generateByApi, ownNetwork, premiumCookByApi } from './fixtures.ts';

test.use(ownNetwork(42));
// One card a row: the first page is several screens tall.
test.use({ viewport: { width: 390, height: 844 } });

const sameOrigin = { origin: urls.web };
/** Three recipes a generation: one page and a few cards more. */
const GENERATIONS = Math.ceil(SAVED_PAGE_SIZE.default / 3) + 1;

/** A premium cook with more saved recipes than one page holds; their recipe ids. */
async function cookWithManySaved(page: Page): Promise<string[]> {
  await page.goto('/terms');
  await premiumCookByApi(page, 'saved-scroll', 'a fine password');
  for (let i = 0; i < GENERATIONS; i++) {
    const { recipes } = await generateByApi(page, 'chicken thighs, broccoli, rice, garlic, lemon');
    for (const recipe of recipes) {
      const saved = await page.request.post(`/api/recipes/${recipe.id}/save`, {
        data: {},
        headers: sameOrigin,
      });
      expect(saved.status()).toBe(201);
    }
  }
  const saved = (await (await page.request.get('/api/recipes/saved')).json()) as SavedRecipe[];
  expect(saved.length).toBeGreaterThan(SAVED_PAGE_SIZE.default);
  return saved.map((entry) => entry.recipe.id);
}

/** The recipe ids of the cards shown, in page order (one title link a card). */
const shownIds = (page: Page): Promise<string[]> =>
  page
    .getByRole('main')
    .locator('a[href^="/recipe/"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split('/').at(-1) ?? ''),
    );

/** Counts the requests for pages of the saved list. */
function countPageRequests(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/recipes/saved/page') counter.count++;
  });
  return counter;
}

const loadMore = (page: Page) => page.getByRole('button', { name: COLLECTION_COPY.saved.loadMore });

test('scrolling to the end of Saved brings the next page, and every saved recipe shows exactly once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const savedIds = await cookWithManySaved(page);
  const requests = countPageRequests(page);

  await page.goto('/saved-recipes');
  const cards = page.getByRole('main').locator('a[href^="/recipe/"]');
  await expect(cards).toHaveCount(SAVED_PAGE_SIZE.default);
  // The end of the list is screens away: nothing more was asked for yet.
  await expect(loadMore(page)).not.toBeInViewport();
  expect(requests.count).toBe(1);

  // The cook scrolls (the wheel, no button pressed) to the end.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(cards).toHaveCount(savedIds.length, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  expect(requests.count).toBe(2);

  const shown = await shownIds(page);
  expect(new Set(shown).size).toBe(shown.length);
  expect([...shown].sort()).toEqual([...savedIds].sort());
  // The last page came: nothing more to load.
  await expect(loadMore(page)).toHaveCount(0);
});

test('without scrolling into view (no IntersectionObserver), a keyboard user reaches the next page through "Load more"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Where the browser has no IntersectionObserver the hook does nothing (lib/use-load-more.ts): the
  // button is the only way on, as for a keyboard user whose focus moves without scrolling events.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
  const savedIds = await cookWithManySaved(page);

  await page.goto('/saved-recipes');
  const cards = page.getByRole('main').locator('a[href^="/recipe/"]');
  await expect(cards).toHaveCount(SAVED_PAGE_SIZE.default);
  await page.mouse.wheel(0, 40_000);
  await expect(loadMore(page)).toBeInViewport();
  await expect(cards).toHaveCount(SAVED_PAGE_SIZE.default);

  // From the last card, Tab reaches "Load more"; Enter loads the next page.
  await cards.last().focus();
  for (let tabs = 0; tabs < 20; tabs++) {
    if (await loadMore(page).evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(loadMore(page)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(cards).toHaveCount(savedIds.length);
  const shown = await shownIds(page);
  expect(new Set(shown).size).toBe(shown.length);
  expect([...shown].sort()).toEqual([...savedIds].sort());
});
