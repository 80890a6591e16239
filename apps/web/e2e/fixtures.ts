import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { COPY, type Recipe } from '@sous/domain';
import { E2E_ADMIN_PASSWORD, urls } from '../../../scripts/e2e-servers.mjs';

/** Fails on serious or critical axe violations (spec quality bar). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Let dialog and toast entrance animations finish; half-faded text reads as low contrast.
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** A fresh address per test so runs never collide. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The toast region also announces texts to screen readers; match the visible toast only. */
export const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Creates an account through the API (the page's cookie jar is signed in afterwards); returns its id. */
export async function signUpByApi(page: Page, email: string, password: string): Promise<string> {
  const response = await page.request.post('/api/auth/signup', { data: { email, password } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** A premium cook (signed up through the API, then granted premium); returns their id. */
export async function premiumCookByApi(page: Page, label: string, password: string): Promise<string> {
  const userId = await signUpByApi(page, uniqueEmail(label), password);
  await grantPremium(page, userId);
  return userId;
}

/** One generation through the API for the signed-in cook (2 servings), with the page's origin. */
export async function generateByApi(
  page: Page,
  ingredients: string,
): Promise<{ sessionId: string; recipes: Recipe[] }> {
  const response = await page.request.post('/api/recipes/generate', {
    data: { ingredients, constraints: { servings: 2 } },
    headers: { origin: urls.web },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { sessionId: string; recipes: Recipe[] };
}

/** Opens the recipe's page and saves it with its Save button (the cook must be allowed to save). */
export async function saveOnItsPage(page: Page, recipe: Recipe): Promise<void> {
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await page.getByRole('button', { name: COPY.recipes.save, exact: true }).click();
  await expect(page.getByRole('button', { name: COPY.recipes.saved, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** Grants premium (no end date) through the admin API, as an admin would from the console. */
export async function grantPremium(page: Page, userId: string): Promise<void> {
  await asAdminApi(page, `/api/admin/users/${userId}/premium`, { isPremium: true, premiumUntil: null });
}

/** Grants a trial of `trialDays` through the admin API, as an admin would from the console. */
export async function grantTrial(page: Page, userId: string, trialDays: number): Promise<void> {
  await asAdminApi(page, `/api/admin/users/${userId}/trial`, { trialDays });
}

async function asAdminApi(page: Page, path: string, data: object): Promise<void> {
  const admin = await page.context().browser()!.newContext();
  const headers = { origin: urls.admin };
  const login = await admin.request.post(`${urls.admin}/api/admin/login`, {
    data: { password: E2E_ADMIN_PASSWORD },
    headers,
  });
  expect(login.status()).toBe(200);
  const granted = await admin.request.patch(`${urls.admin}${path}`, { data, headers });
  expect(granted.status()).toBe(200);
  await admin.close();
}

/**
 * Holds the next request to `url` until the returned function is called, so a busy state (a
 * disabled button, a busy label, the progress dialog) can be checked before the answer arrives.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    url,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

/**
 * Browsers of this spec file reach the API from a network address of its own (X-Forwarded-For, which the
 * e2e API trusts for one hop as deployed behind nginx): its sign-ups and sign-ins meet the per-IP auth
 * limit (30 per 15 minutes) on their own, not after every journey from 127.0.0.1 has spent it.
 */
export const ownNetwork = (host: number) => ({
  extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${host}` },
});

/**
 * The recipe ids of the saved list in the offline copy (IndexedDB `sous-offline`), or null when there is
 * no copy. Never creates the database: an upgrade it would start is aborted.
 */
export function offlineSavedIds(page: Page): Promise<string[] | null> {
  return page.evaluate(
    () =>
      new Promise<string[] | null>((resolve) => {
        const open = indexedDB.open('sous-offline');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('account').objectStore('account').get('current');
          read.onsuccess = () => {
            db.close();
            const record = read.result as { saved: { recipe: { id: string } }[] | null } | undefined;
            resolve(record?.saved?.map((entry) => entry.recipe.id) ?? null);
          };
          read.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
  );
}
