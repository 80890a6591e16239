// Issue 17 (docs/decisions/106): a saved pantry drives the ingredients box; two recipes' items become
// one shopping list, merged by food and grouped by aisle; checks made offline are sent when the
// connection is back; checked items move into the pantry.
import { expect, type Page, test } from '@playwright/test';
import { COPY, PANTRY_COPY, type ShoppingList, USE_PANTRY_COPY } from '@sous/domain';
import {
  expectNoSeriousA11yViolations,
  ownNetwork,
  signUpByApi,
  toastText,
  uniqueEmail,
} from './fixtures.ts';

test.use(ownNetwork(25));
test.use({ viewport: { width: 390, height: 844 } });

/** The checkbox of one list line, found by the food's name as shown. */
const lineBox = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByRole('checkbox');

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Picks every line of the recipe open in the page and adds them to the list at the page's scale. */
async function addAllLines(page: Page): Promise<void> {
  await page.getByRole('button', { name: PANTRY_COPY.addToList.open }).click();
  const dialog = page.getByRole('dialog', { name: PANTRY_COPY.addToList.title });
  await expect(dialog).toBeVisible();
  const boxes = dialog.getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = boxes.nth(i);
    if ((await box.getAttribute('aria-checked')) !== 'true') await box.click();
    await expect(box).toHaveAttribute('aria-checked', 'true');
  }
  await expectNoSeriousA11yViolations(page);
  const added = page.waitForResponse((r) => r.url().endsWith('/api/shopping-list/recipes'));
  await dialog.getByRole('button', { name: PANTRY_COPY.addToList.submit }).click();
  expect((await added).status()).toBe(201);
  await expect(toastText(page, PANTRY_COPY.addToList.added(count))).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a pantry fills the ingredients box; two recipes make one list, checked offline and moved to the pantry', async ({
  page,
  context,
}) => {
  // A long journey (a generation, two recipes, the list offline and back) on a loaded machine.
  test.setTimeout(180_000);
  await page.goto('/terms');
  await signUpByApi(page, uniqueEmail('pantry-list'), 'a fine password');
  await page.goto('/');

  // The pantry, from the header: typed items read with amounts, and a quick-add staple.
  await nav(page).getByRole('link', { name: PANTRY_COPY.nav.pantry }).click();
  await expect(page).toHaveURL(/\/pantry$/);
  await expect(page.getByRole('heading', { level: 1, name: PANTRY_COPY.pantry.title })).toBeVisible();
  await page.getByLabel(PANTRY_COPY.pantry.addLabel).fill('chicken thighs, 2 cups rice, broccoli');
  await page.getByRole('button', { name: PANTRY_COPY.pantry.add, exact: true }).click();
  const pantry = page.getByRole('list', { name: PANTRY_COPY.pantry.title });
  await expect(pantry.getByRole('listitem')).toHaveCount(3);
  await expect(pantry.getByRole('listitem').nth(1)).toContainText('2 cups rice');
  await expect(pantry.getByRole('listitem').nth(1)).toContainText(PANTRY_COPY.pantry.understoodAs('rice'));
  await page.getByRole('button', { name: 'garlic', exact: true }).click();
  await expect(pantry.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'garlic', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // "Use my pantry" fills the box; the cook adds one more food before generating.
  await nav(page).getByRole('link', { name: COPY.header.generate }).click();
  const ingredients = page.getByLabel(COPY.home.ingredientsLabel);
  await page.getByRole('button', { name: USE_PANTRY_COPY.label }).click();
  await expect(ingredients).toHaveValue('chicken thighs, 2 cups rice, broccoli, garlic');
  await ingredients.fill('chicken thighs, 2 cups rice, broccoli, garlic, soy sauce, lemon');
  await page.getByRole('button', { name: COPY.home.generate }).click();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const sessionUrl = page.url();

  // Two recipes' lines, each at its page's scale (the second at 2×).
  const titles: string[] = [];
  for (const [name, scale] of [
    [COPY.recipes.quickWin, null],
    [COPY.recipes.zeroWaste, '2×'],
  ] as const) {
    await page.goto(sessionUrl);
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}/);
    const id = /\/recipe\/([0-9a-f-]{36})/.exec(page.url())?.[1];
    const { title } = (await (await page.request.get(`/api/recipes/${id}`)).json()) as { title: string };
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    titles.push(title);
    if (scale)
      await page
        .getByRole('group', { name: COPY.recipes.scale })
        .getByRole('button', { name: scale })
        .click();
    await addAllLines(page);
  }

  // One list: lines by aisle, and a food both recipes use on one line naming both.
  await nav(page).getByRole('link', { name: PANTRY_COPY.nav.shoppingList }).click();
  await expect(page).toHaveURL(/\/shopping-list$/);
  await expect(page.getByRole('heading', { level: 1, name: PANTRY_COPY.list.title })).toBeVisible();
  const list = (await (await page.request.get('/api/shopping-list')).json()) as ShoppingList;
  expect(list.aisles.length).toBeGreaterThan(0);
  for (const aisle of list.aisles) {
    const shown = page.getByRole('list', { name: aisle.aisle, exact: true });
    await expect(shown.getByRole('listitem')).toHaveCount(aisle.lines.length);
  }
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText(list.aisles[0]!.aisle);
  const both = [...list.aisles.flatMap((a) => a.lines), ...list.covered].find(
    (line) => line.recipes.length === 2,
  );
  expect(both, 'a food both recipes need is one line').toBeDefined();
  await expect(
    page
      .getByRole('main')
      .getByText(PANTRY_COPY.list.forRecipes(both!.recipes.map((r) => r.title)))
      .first(),
  ).toBeVisible();
  expect(both!.recipes.map((r) => r.title).sort()).toEqual([...titles].sort());
  // What the pantry holds without an amount (chicken, broccoli, garlic) is not to buy.
  expect(list.aisles.flatMap((a) => a.lines).map((l) => l.name)).not.toContain('garlic');
  await expectNoSeriousA11yViolations(page);

  // Check two lines with no connection: they stay checked and wait on the device.
  const lines = list.aisles.flatMap((a) => a.lines).slice(0, 2);
  expect(lines).toHaveLength(2);
  await context.setOffline(true);
  for (const line of lines) {
    const box = lineBox(page, line.name);
    await box.click();
    await expect(box).toHaveAttribute('aria-checked', 'true');
  }
  await expect(page.getByRole('status').filter({ hasText: PANTRY_COPY.list.offlineChecks(2) })).toBeVisible();

  // Back online: the checks are sent, and a reload shows them from the server.
  await context.setOffline(false);
  await expect(page.getByText(PANTRY_COPY.list.offlineChecks(2))).toBeHidden({ timeout: 15_000 });
  await page.reload();
  for (const line of lines) await expect(lineBox(page, line.name)).toHaveAttribute('aria-checked', 'true');

  // Move the checked lines into the pantry.
  await page.getByRole('button', { name: PANTRY_COPY.list.moveChecked }).click();
  await expect(toastText(page, PANTRY_COPY.list.moved(2))).toBeVisible();
  for (const line of lines) await expect(lineBox(page, line.name)).toHaveCount(0);
  await nav(page).getByRole('link', { name: PANTRY_COPY.nav.pantry }).click();
  for (const line of lines) await expect(pantry.getByText(line.name).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
