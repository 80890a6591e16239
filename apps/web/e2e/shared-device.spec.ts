// A shared device: what the browser keeps of one cook (the shopping list's copy, cook states, the
// generation of the tab, the offline copy of the saved recipes) is gone when they sign out, when another
// cook signs in, and when their session has ended; the next person sees none of it (lib/cook-storage.ts).
import { expect, type Page, test } from '@playwright/test';
import { COPY, PANTRY_COPY, type Recipe, TOASTS } from '@sous/domain';
import { urls } from '../../../scripts/e2e-servers.mjs';
import {
  generateByApi,
  offlineSavedIds,
  ownNetwork,
  premiumCookByApi,
  saveOnItsPage,
  signUpByApi,
  toastText,
  uniqueEmail,
} from './fixtures.ts';

test.use(ownNetwork(41));

const PASSWORD = 'a fine password';
/** API mutations made outside the page carry the web app's origin, as the browser's would. */
const sameOrigin = { origin: urls.web };

interface Stores {
  local: Record<string, string | null>;
  session: string[];
  databases: string[];
}

/** Everything in this browser's storage, as the page sees it. */
const browserStores = (page: Page): Promise<Stores> =>
  page.evaluate(async () => ({
    local: Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).flatMap((db) => (db.name ? [db.name] : [])),
  }));

/** The keys that hold something of a cook's: its id in a key, or one of the per-cook stores. */
const cookKeysOf = (stores: Stores, userId: string, recipe: Recipe, sessionId: string) => [
  ...Object.keys(stores.local).filter(
    (key) => key.includes(userId) || key.includes(recipe.id) || key === 'sous:share-tokens',
  ),
  ...stores.session.filter((key) => key.includes(sessionId)),
];

/** Cook B's account, made from this browser and signed out again: B signs in later, here. */
async function laterCook(page: Page, label: string): Promise<{ email: string; userId: string }> {
  await page.goto('/terms');
  const email = uniqueEmail(label);
  const userId = await signUpByApi(page, email, PASSWORD);
  const signedOut = await page.request.post('/api/auth/signout', {
    headers: { ...sameOrigin, 'content-type': 'application/json' },
  });
  expect(signedOut.status()).toBe(204);
  return { email, userId };
}

/** A premium cook with a generation, one recipe of it saved, scaled and on the shopping list. */
async function cookWithThings(page: Page, label: string) {
  await page.goto('/terms');
  const userId = await premiumCookByApi(page, label, PASSWORD);
  const { sessionId, recipes } = await generateByApi(page, 'chicken thighs, broccoli, rice, garlic, lemon');
  const recipe = recipes[0]!;
  const added = await page.request.post('/api/shopping-list/recipes', {
    data: { recipeId: recipe.id, scale: 1 },
    headers: sameOrigin,
  });
  expect(added.status()).toBe(201);

  // The options of the generation (kept for the tab), then the recipe: saved (the offline copy) and
  // scaled (its cook state), then the shopping list (its copy for a shop without signal).
  await page.goto(`/recipes/${sessionId}`);
  await expect(page.getByRole('link', { name: new RegExp(recipe.title) })).toBeVisible();
  await saveOnItsPage(page, recipe);
  await page.getByRole('group', { name: COPY.recipes.scale }).getByRole('button', { name: '2×' }).click();
  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { level: 1, name: PANTRY_COPY.list.title })).toBeVisible();

  await expect.poll(() => offlineSavedIds(page)).toEqual([recipe.id]);
  await expect
    .poll(async () => Object.keys((await browserStores(page)).local).sort())
    .toEqual(['sous.owner', `sous.cook.${recipe.id}`, `sous.shopping.copy.${userId}`].sort());
  const stores = await browserStores(page);
  expect(stores.local['sous.owner']).toBe(userId);
  expect(stores.session).toContain(`generatedRecipes:${sessionId}`);
  return { userId, sessionId, recipe };
}

test('a cook signs out: the browser keeps none of their things, and the next cook to sign in sees none of them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const b = await laterCook(page, 'shared-b');
  const a = await cookWithThings(page, 'shared-a');
  // A pantry too (kept on the server; the page shows it from the signed-in answer).
  await page.goto('/pantry');
  await page.getByLabel(PANTRY_COPY.pantry.addLabel).fill('saffron, 2 cups rice');
  await page.getByRole('button', { name: PANTRY_COPY.pantry.add, exact: true }).click();
  await expect(page.getByRole('list', { name: PANTRY_COPY.pantry.title }).getByRole('listitem')).toHaveCount(
    2,
  );
  // Not the cook's own: the unit preference stays (spec: kept in local storage, persisted on each change).
  await page.evaluate(() => localStorage.setItem('measurementSystem', 'metric'));

  await page.getByRole('button', { name: COPY.header.accountMenu }).click();
  await page.getByRole('menuitem', { name: COPY.header.signOut }).click();
  await expect(page.getByRole('button', { name: COPY.header.signIn })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const after = await browserStores(page);
  expect(after.local).toEqual({ measurementSystem: 'metric' });
  expect(after.session.filter((key) => key.startsWith('generatedRecipes:'))).toEqual([]);
  expect(after.databases).not.toContain('sous-offline');
  // Still nothing after a reload (nothing waited in memory to be written back).
  await page.reload();
  await expect(page.getByRole('button', { name: COPY.header.signIn })).toBeVisible();
  expect(cookKeysOf(await browserStores(page), a.userId, a.recipe, a.sessionId)).toEqual([]);

  // Cook B signs in on the same browser.
  await page.getByRole('button', { name: COPY.header.signIn }).click();
  const dialog = page.getByRole('dialog', { name: COPY.auth.title });
  await dialog.getByLabel(COPY.auth.email).fill(b.email);
  await dialog.getByLabel(COPY.auth.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: COPY.auth.signIn }).click();
  await expect(toastText(page, TOASTS.signInSuccess.title)).toBeVisible();
  await expect.poll(async () => (await browserStores(page)).local['sous.owner']).toBe(b.userId);

  await page.goto('/pantry');
  await expect(page.getByText(PANTRY_COPY.pantry.empty)).toBeVisible();
  await expect(page.getByText('saffron')).toHaveCount(0);
  await page.goto('/shopping-list');
  await expect(page.getByText(PANTRY_COPY.list.empty)).toBeVisible();
  await page.goto('/saved-recipes');
  await expect(page.getByRole('heading', { name: COPY.recipes.emptySavedTitle })).toBeVisible();
  await expect(page.getByText(a.recipe.title)).toHaveCount(0);
  // A's generation is neither kept in the tab nor B's to read.
  await page.goto(`/recipes/${a.sessionId}`);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/recipe/${a.recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: a.recipe.title })).toBeVisible();
  await expect(page.getByRole('button', { name: COPY.recipes.save, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // The recipe opens at its own scale: A's 2× went with A.
  await expect(
    page.getByRole('group', { name: COPY.recipes.scale }).getByRole('button', { name: '1×' }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(cookKeysOf(await browserStores(page), a.userId, a.recipe, a.sessionId)).toEqual([]);
  expect(await offlineSavedIds(page)).not.toEqual([a.recipe.id]);
});

test("another cook signs in where a cook never signed out: the first cook's things go before the second's page shows", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const b = await laterCook(page, 'shared-next');
  const a = await cookWithThings(page, 'shared-left');
  // B signs in from this browser's cookie jar: A's session cookie is replaced, A never signed out.
  const signedIn = await page.request.post('/api/auth/signin', {
    data: { email: b.email, password: PASSWORD },
    headers: sameOrigin,
  });
  expect(signedIn.status()).toBe(200);

  await page.goto('/');
  await expect(page.getByRole('button', { name: COPY.header.accountMenu })).toBeVisible();
  await expect
    .poll(async () => cookKeysOf(await browserStores(page), a.userId, a.recipe, a.sessionId))
    .toEqual([]);
  await expect.poll(() => offlineSavedIds(page)).toBeNull();
  expect((await browserStores(page)).local['sous.owner']).toBe(b.userId);
});

test("a cook's session ended (never signed out here): the next visitor's first page erases their things", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const a = await cookWithThings(page, 'shared-ended');
  await context.clearCookies();

  await page.goto('/');
  await expect(page.getByRole('button', { name: COPY.header.signIn })).toBeVisible();
  await expect
    .poll(async () => cookKeysOf(await browserStores(page), a.userId, a.recipe, a.sessionId))
    .toEqual([]);
  await expect.poll(async () => (await browserStores(page)).databases).not.toContain('sous-offline');
  expect((await browserStores(page)).local['sous.owner']).toBeUndefined();
});
