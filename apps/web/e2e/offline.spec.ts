import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { COPY, type Recipe } from '@sous/domain';
import { COOK_COPY } from '../src/features/cook/cook-copy.ts';
import { offlineGenerateToast } from '../src/features/generate/generation-error.ts';
import { OFFLINE_COPY } from '../src/features/offline/offline-copy.ts';
import {
  expectNoSeriousA11yViolations,
  grantPremium,
  offlineSavedIds,
  ownNetwork,
  saveOnItsPage,
  signUpByApi,
  toastText,
  uniqueEmail,
} from './fixtures.ts';

test.use(ownNetwork(23));

// Issue 18 part 4 (docs/decisions/099): installable, saved recipes and cook mode with no network, server
// actions that say they need one, and a new version that waits for the cook. The other specs block
// service workers (playwright.config.ts); these run with the real one.
test.use({ serviceWorkers: 'allow' });

/** The worker `vite preview` serves (the built app under test). */
const SERVICE_WORKER_FILE = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

declare global {
  interface Window {
    __persistAsked: number;
    __sameDocument?: boolean;
  }
}

const PASSWORD = 'a fine password';

/** Signs up a premium cook and generates through the API: one recipe with a timed step. */
async function premiumCookWithRecipe(page: Page, email = uniqueEmail('offline')): Promise<Recipe> {
  await page.goto('/terms');
  const userId = await signUpByApi(page, email, PASSWORD);
  await grantPremium(page, userId);
  const response = await page.request.post('/api/recipes/generate', {
    data: {
      ingredients: 'chicken thighs, broccoli, rice, garlic, soy sauce, ginger, lemon',
      constraints: { servings: 2 },
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
  const { recipes } = (await response.json()) as { recipes: Recipe[] };
  const recipe = recipes.find((r) => r.steps.some((step) => step.duration > 0));
  expect(recipe).toBeDefined();
  return recipe!;
}

/** The service worker has installed (the app shell and every chunk precached) and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 30_000 },
  );
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

const offlineStatus = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_COPY.offline });

/** "12:34" or "1:02:03" → seconds. */
const seconds = (clock: string) =>
  clock
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);

test('installable: a linked manifest with name, start URL, standalone display and 192, 512 and maskable icons; a service worker controls the page, over localhost', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ short_name: COPY.brand.name, start_url: '/', display: 'standalone' });
  expect(manifest.name).toContain(COPY.brand.name);

  // Every icon is a PNG of the size it claims (width and height from its IHDR chunk).
  const pngSize = async (src: string) => {
    const icon = await page.request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
    const bytes = await icon.body();
    return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
  };
  for (const icon of manifest.icons) expect(await pngSize(icon.src), icon.src).toBe(icon.sizes);
  const purposes = (size: string) =>
    manifest.icons
      .filter((icon) => icon.sizes === size)
      .flatMap((icon) => (icon.purpose ?? 'any').split(' '));
  expect(purposes('192x192')).toContain('any');
  expect(purposes('512x512')).toContain('any');
  expect(purposes('512x512')).toContain('maskable');
  const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await pngSize(appleTouch!)).toBe('180x180');

  await controlledByServiceWorker(page);
  const registration = await page.evaluate(async () => ({
    scope: (await navigator.serviceWorker.ready).scope,
    script: navigator.serviceWorker.controller?.scriptURL,
  }));
  const origin = new URL(page.url()).origin;
  expect(registration).toEqual({ scope: `${origin}/`, script: `${origin}/sw.js` });
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  expect(new URL(page.url()).hostname).toMatch(/^(127\.0\.0\.1|localhost)$/);

  // The worker's script is revalidated on every update check, and the page's CSP allows it and the manifest.
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");

  // Chromium's own installability checks (what Lighthouse reports) find nothing missing.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito-like, where Chromium never offers to install: that one is the
  // browser's, not the app's.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test('offline: a saved recipe, its page and cook mode open after a reload with no network, timers run, and saving or rating says it needs a connection', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    window.__persistAsked = 0;
    const persist = navigator.storage.persist.bind(navigator.storage);
    navigator.storage.persist = () => {
      window.__persistAsked++;
      return persist();
    };
  });
  const recipe = await premiumCookWithRecipe(page);
  await saveOnItsPage(page, recipe);
  await controlledByServiceWorker(page);
  // Saving read the saved list again, which the app keeps in IndexedDB, and asked to keep it from eviction.
  await expect.poll(() => offlineSavedIds(page)).toEqual([recipe.id]);
  await expect.poll(() => page.evaluate(() => window.__persistAsked)).toBeGreaterThan(0);

  await goOffline(context, page);
  await expect(offlineStatus(page)).toBeVisible();

  // /saved-recipes, reloaded with no network: the signed-in guard keeps the cook, the list comes from the copy.
  await page.goto('/saved-recipes');
  await page.reload();
  await expect(page).toHaveURL(/\/saved-recipes$/);
  await expect(page.getByRole('heading', { level: 1, name: COPY.recipes.savedTitle })).toBeVisible();
  await expect(offlineStatus(page)).toBeVisible();
  const card = page.getByRole('link', { name: recipe.title });
  await expect(card).toBeVisible();

  // Rating needs the server: it says so and changes nothing.
  await page.getByRole('button', { name: COPY.recipes.rateStars(4) }).click();
  await expect(toastText(page, OFFLINE_COPY.rate.description)).toBeVisible();

  // The recipe page, opened from the list and reloaded.
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  const savedToggle = page.getByRole('button', { name: COPY.recipes.saved, exact: true });
  await expect(savedToggle).toHaveAttribute('aria-pressed', 'true');
  await savedToggle.click();
  await expect(toastText(page, OFFLINE_COPY.unsave.description)).toBeVisible();
  await expect(savedToggle).toHaveAttribute('aria-pressed', 'true');

  // Cook mode (its own lazy chunk, precached) and a timer on a timed step, through a reload.
  await page.getByRole('button', { name: COOK_COPY.startCooking }).click();
  await expect(page).toHaveURL(/[?&]cook=true/);
  const total = recipe.steps.length;
  await expect(page.getByText(COPY.recipes.stepOf(1, total), { exact: true })).toBeVisible();
  const timed = recipe.steps.findIndex((step) => step.duration > 0);
  for (let i = 0; i < timed; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByText(COPY.recipes.stepOf(timed + 1, total), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: COPY.recipes.startTimer, exact: true }).click();
  const timer = page.getByRole('main').getByRole('timer').first();
  const startedAt = seconds((await timer.textContent()) ?? '');
  await expect
    .poll(async () => seconds((await timer.textContent()) ?? ''), { timeout: 5_000 })
    .toBeLessThan(startedAt);

  await page.reload();
  await expect(page.getByText(COPY.recipes.stepOf(timed + 1, total), { exact: true })).toBeVisible();
  await expect
    .poll(async () => seconds((await timer.textContent()) ?? ''), { timeout: 5_000 })
    .toBeLessThan(startedAt - 1);
  await expect(offlineStatus(page)).toBeVisible();

  // Back online: the banner goes.
  await context.setOffline(false);
  await expect(offlineStatus(page)).toBeHidden();
});

test('generating offline says it needs a connection, opens no progress dialog and sends nothing', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  await goOffline(context, page);
  await page.goto('/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offlineStatus(page)).toBeVisible();
  const generations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/recipes/generate')) generations.push(request.url());
  });
  await page.getByLabel(COPY.home.ingredientsLabel).fill('eggs, spinach, feta');
  await page.getByRole('button', { name: COPY.home.generate }).click();
  await expect(toastText(page, offlineGenerateToast.description!)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(generations).toEqual([]);
});

test('signing out deletes the offline copy: with no network the next person on the device sees no saved recipes; signing in again through the dialog keeps a new one', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('shared-device');
  const recipe = await premiumCookWithRecipe(page, email);
  const saved = await page.request.post(`/api/recipes/${recipe.id}/save`, {
    data: {},
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/saved-recipes');
  await expect(page.getByRole('link', { name: recipe.title })).toBeVisible();
  await controlledByServiceWorker(page);
  await expect.poll(() => offlineSavedIds(page)).toEqual([recipe.id]);

  await page.goto('/account');
  await page.getByRole('button', { name: COPY.header.signOut }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => offlineSavedIds(page)).toBeNull();

  await goOffline(context, page);
  await page.goto('/saved-recipes');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(recipe.title)).toHaveCount(0);
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toHaveCount(0);

  // Back online, the cook signs in through the dialog (no /api/auth/me read): the copy is theirs again.
  await context.setOffline(false);
  await page.goto('/');
  await page.getByRole('button', { name: COPY.header.signIn }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(COPY.auth.email).fill(email);
  await dialog.getByLabel(COPY.auth.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: COPY.auth.signIn }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: COPY.header.saved }).click();
  await expect(page.getByRole('link', { name: recipe.title })).toBeVisible();
  await expect.poll(() => offlineSavedIds(page)).toEqual([recipe.id]);
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('link', { name: recipe.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a new version waits for "Reload": the tab that asks reloads, a cook mid-recipe in another tab keeps the page', async ({
  page,
  context,
}) => {
  const recipe = await premiumCookWithRecipe(page);
  await page.goto(`/recipe/${recipe.id}?cook=true`);
  await expect(page.getByTestId('cook-step')).toBeVisible();
  await controlledByServiceWorker(page);
  await page.keyboard.press('ArrowRight');
  const secondStep = page.getByText(COPY.recipes.stepOf(2, recipe.steps.length), { exact: true });
  await expect(secondStep).toBeVisible();

  const other = await context.newPage();
  await other.goto('/');
  await controlledByServiceWorker(other);
  for (const tab of [page, other]) await tab.evaluate(() => (window.__sameDocument = true));

  // A deploy: the worker's script changes (any byte does; `vite preview` reads the file on each
  // request), and the next update check finds it.
  const original = await readFile(SERVICE_WORKER_FILE, 'utf8');
  await writeFile(SERVICE_WORKER_FILE, `${original}\n// the next version\n`);
  try {
    await nextVersionWaitsForReload(page, other, secondStep);
  } finally {
    await writeFile(SERVICE_WORKER_FILE, original);
  }
});

/** `page` is a cook on `secondStep` of cook mode, `other` another tab; a new worker is on the server. */
async function nextVersionWaitsForReload(page: Page, other: Page, secondStep: Locator) {
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

  for (const tab of [page, other]) {
    // Installing the new version precaches every chunk first.
    await expect(tab.getByTestId('update-prompt'), tab.url()).toContainText(OFFLINE_COPY.newVersion, {
      timeout: 20_000,
    });
    expect(await tab.evaluate(() => window.__sameDocument)).toBe(true);
  }

  // The other tab asks: it reloads under the new version; the cook's tab keeps its step and its prompt.
  const otherReloaded = other.waitForEvent('load');
  await other.getByRole('button', { name: OFFLINE_COPY.reload }).click();
  await otherReloaded;
  expect(await other.evaluate(() => window.__sameDocument)).toBeUndefined();
  await expect(other.getByTestId('update-prompt')).toHaveCount(0);
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
  await expect(secondStep).toBeVisible();
  await expect(page.getByTestId('update-prompt')).toBeVisible();

  // The cook chooses when: Reload there keeps cook mode and the step (they live with the recipe).
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: OFFLINE_COPY.reload }).click();
  await reloaded;
  expect(await page.evaluate(() => window.__sameDocument)).toBeUndefined();
  await expect(page).toHaveURL(/[?&]cook=true/);
  await expect(secondStep).toBeVisible();
}
