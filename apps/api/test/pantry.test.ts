import type { RecipeDraft, ShoppingLine, ShoppingList } from '@sous/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../src/services/auth/sessions.ts';
import { buildTestApp } from './helpers/app.ts';
import { asUser, type PlanState, setPlan, uniqueEmail } from './helpers/users.ts';

// The pantry and shopping list routes (docs/decisions/106): every route × signed out / another user /
// the owner, bad input (400, nothing stored), and the list's merging, aisles and pantry subtraction.

const line = (amount: number | string, unit: string, item: string) => ({ amount, unit, item });

function draft(
  title: string,
  servings: number,
  lines: RecipeDraft['ingredientsList'],
  gap: string[],
): RecipeDraft {
  return {
    title,
    description: 'A test dish.',
    recipeType: 'quick',
    difficulty: 'beginner',
    totalTime: 20,
    prepTime: 5,
    cookTime: 15,
    servings,
    ingredientsList: lines,
    shoppingGap: gap,
    steps: [{ step: 1, instruction: 'Cook it.', appliance: 'stove', duration: 2 }],
    substitutions: {},
    nutrition: { calories: 1, protein: 1, carbs: 1, fat: 1, fiber: 1 },
    costEstimate: { total: 1, perServing: 1, currency: 'USD' },
    leftoverPlan: '',
    applianceSwaps: {},
  } as RecipeDraft;
}

const RISOTTO = draft(
  'Milky rice',
  2,
  [line(200, 'g', 'rice'), line(1, 'cup', 'milk'), line(2, '', 'eggs'), line(1, 'tbsp', 'olive oil')],
  ['milk', 'eggs'],
);
// Two gap items for one food, one of them with no line: the food is listed once.
const SALAD = draft(
  'Onion salad',
  2,
  [line(2, '', 'red onion'), line(50, 'g', 'feta')],
  ['onion', 'onions', 'dill'],
);
const PILAF = draft(
  'Onion pilaf',
  4,
  [line(1, 'lb', 'rice'), line(250, 'ml', 'milk'), line(1, '', 'onion'), line('a pinch', '', 'salt')],
  ['milk', 'onion'],
);

describe('pantry and shopping list', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let risotto = '';
  let pilaf = '';
  let salad = '';
  let ipCounter = 0;

  async function makeUser(state: PlanState = 'free') {
    const { id } = await t.db
      .insertInto('users')
      .values({ email: uniqueEmail('pantry'), passwordHash: 'not-a-hash' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setPlan(t.db, id, state, t.clock.now());
    const { token } = await createSession(t.db, id, t.clock.now());
    return { id, cookie: `sous_session=${token}` };
  }

  const call = (cookie: string | undefined, options: InjectOptions) =>
    t.app.inject(asUser(cookie, { remoteAddress: `10.88.0.${++ipCounter % 250}`, ...options }));

  async function insertRecipe(recipe: RecipeDraft) {
    const { id } = await t.db
      .insertInto('recipes')
      .values({
        sessionId: crypto.randomUUID(),
        userId: null,
        visitorId: 'v',
        recipeType: recipe.recipeType,
        title: recipe.title,
        data: JSON.stringify(recipe),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  const rowCounts = async () => ({
    pantry: (await t.db.selectFrom('pantryItems').select('id').execute()).length,
    lines: (await t.db.selectFrom('shoppingListLines').select(['id', 'checked']).execute()).map(
      (r) => r.checked,
    ),
  });

  const allLines = (list: ShoppingList): ShoppingLine[] => list.aisles.flatMap((aisle) => aisle.lines);
  const lineOf = (list: ShoppingList, name: string) => allLines(list).find((l) => l.name === name);

  beforeAll(async () => {
    t = await buildTestApp();
    risotto = await insertRecipe(RISOTTO);
    pilaf = await insertRecipe(PILAF);
    salad = await insertRecipe(SALAD);
  });
  afterAll(async () => t.close());

  describe('authorization: every route × signed out / another user / owner', () => {
    let owner: Awaited<ReturnType<typeof makeUser>>;
    let other: Awaited<ReturnType<typeof makeUser>>;
    let ownersItem = '';

    beforeEach(async () => {
      owner = await makeUser('free');
      other = await makeUser('active');
      const added = await call(owner.cookie, {
        method: 'POST',
        url: '/api/pantry',
        payload: { text: 'rice' },
      });
      expect(added.statusCode, added.body).toBe(201);
      ownersItem = added.json().items[0].id;
      const listed = await call(owner.cookie, {
        method: 'POST',
        url: '/api/shopping-list/recipes',
        payload: { recipeId: risotto, scale: 1 },
      });
      expect(listed.statusCode, listed.body).toBe(201);
    });

    /** The owner's pantry and list, untouched by anyone else. */
    async function ownersData() {
      const pantry = await t.db
        .selectFrom('pantryItems')
        .select(['id', 'text'])
        .where('userId', '=', owner.id)
        .execute();
      const lines = await t.db
        .selectFrom('shoppingListLines')
        .select(['foodKey', 'checked'])
        .where('userId', '=', owner.id)
        .orderBy('foodKey')
        .execute();
      return { pantry, lines };
    }

    const routes: { name: string; request: () => InjectOptions; owner: number; other: number }[] = [
      {
        name: 'read the pantry',
        request: () => ({ method: 'GET', url: '/api/pantry' }),
        owner: 200,
        other: 200,
      },
      {
        name: 'add to the pantry',
        request: () => ({ method: 'POST', url: '/api/pantry', payload: { text: '2 cans chickpeas' } }),
        owner: 201,
        other: 201,
      },
      {
        name: "remove the owner's pantry item",
        request: () => ({ method: 'DELETE', url: `/api/pantry/${ownersItem}` }),
        owner: 204,
        other: 404,
      },
      {
        name: 'read the list',
        request: () => ({ method: 'GET', url: '/api/shopping-list' }),
        owner: 200,
        other: 200,
      },
      {
        name: "add a recipe's missing items",
        request: () => ({
          method: 'POST',
          url: '/api/shopping-list/recipes',
          payload: { recipeId: pilaf, scale: 1 },
        }),
        owner: 201,
        other: 201,
      },
      {
        name: "check the owner's line",
        request: () => ({
          method: 'PUT',
          url: '/api/shopping-list/checks',
          payload: { key: 'milk', checked: true },
        }),
        owner: 200,
        other: 404,
      },
      {
        name: 'clear checked',
        request: () => ({ method: 'DELETE', url: '/api/shopping-list/checked' }),
        owner: 200,
        other: 200,
      },
      {
        name: 'move checked to the pantry',
        request: () => ({ method: 'POST', url: '/api/shopping-list/checked/to-pantry' }),
        owner: 200,
        other: 200,
      },
    ];

    for (const route of routes) {
      it(`${route.name}: signed out 401, another user ${route.other}, owner ${route.owner}`, async () => {
        const before = await ownersData();
        const signedOut = await call(undefined, route.request());
        expect(signedOut.statusCode, signedOut.body).toBe(401);
        expect(Object.keys(signedOut.json()).sort()).toEqual(['code', 'message']);

        const asOther = await call(other.cookie, route.request());
        expect(asOther.statusCode, asOther.body).toBe(route.other);
        // Another user never sees nor changes the owner's pantry or list.
        expect(await ownersData()).toEqual(before);
        if (route.request().method === 'GET') {
          const body = asOther.json();
          if ('items' in body) expect(body.items).toEqual([]);
          else expect(body).toEqual({ aisles: [], covered: [] });
        }

        const asOwner = await call(owner.cookie, route.request());
        expect(asOwner.statusCode, asOwner.body).toBe(route.owner);
      });
    }

    it('refuses a cookie-carrying change from another origin (403), storing nothing', async () => {
      const before = await ownersData();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/pantry',
        headers: { origin: 'https://evil.example', cookie: owner.cookie, 'content-type': 'application/json' },
        payload: { text: 'butter' },
      });
      expect(response.statusCode).toBe(403);
      expect(await ownersData()).toEqual(before);
    });
  });

  describe('bad input: 400 with a clear message, nothing stored', () => {
    const cases: { name: string; request: () => InjectOptions; message: RegExp }[] = [
      {
        name: 'pantry text missing',
        request: () => ({ method: 'POST', url: '/api/pantry', payload: {} }),
        message: /text/,
      },
      {
        name: 'pantry text empty',
        request: () => ({ method: 'POST', url: '/api/pantry', payload: { text: '   ' } }),
        message: /at least one item/,
      },
      {
        name: 'pantry text not a string',
        request: () => ({ method: 'POST', url: '/api/pantry', payload: { text: 42 } }),
        message: /text/,
      },
      {
        name: 'pantry text too long',
        request: () => ({ method: 'POST', url: '/api/pantry', payload: { text: 'rice, '.repeat(400) } }),
        message: /At most 2000 characters/,
      },
      {
        name: 'pantry text with a control character',
        request: () => ({ method: 'POST', url: '/api/pantry', payload: { text: 'rice\u0000' } }),
        message: /characters that cannot be stored/,
      },
      {
        name: 'non-food in the pantry',
        request: () => ({ method: 'POST', url: '/api/pantry', payload: { text: 'rice, bleach' } }),
        message: /bleach/,
      },
      {
        name: 'extra field',
        request: () => ({ method: 'POST', url: '/api/pantry', payload: { text: 'rice', admin: true } }),
        message: /admin/,
      },
      {
        name: 'pantry item id not a uuid',
        request: () => ({ method: 'DELETE', url: '/api/pantry/not-an-id' }),
        message: /pantry item id/,
      },
      {
        name: 'recipe id not a uuid',
        request: () => ({
          method: 'POST',
          url: '/api/shopping-list/recipes',
          payload: { recipeId: 'x', scale: 1 },
        }),
        message: /recipeId/,
      },
      {
        name: 'scale out of range',
        request: () => ({
          method: 'POST',
          url: '/api/shopping-list/recipes',
          payload: { recipeId: risotto, scale: 1000 },
        }),
        message: /between 0.1 and 20/,
      },
      {
        name: 'a picked line the recipe does not have',
        request: () => ({
          method: 'POST',
          url: '/api/shopping-list/recipes',
          payload: { recipeId: risotto, scale: 1, lines: [0, 9] },
        }),
        message: /Line 9 is not in this recipe/,
      },
      {
        name: 'no lines picked',
        request: () => ({
          method: 'POST',
          url: '/api/shopping-list/recipes',
          payload: { recipeId: risotto, scale: 1, lines: [] },
        }),
        message: /Pick at least one line/,
      },
      {
        name: 'check without a boolean',
        request: () => ({
          method: 'PUT',
          url: '/api/shopping-list/checks',
          payload: { key: 'rice', checked: 'yes' },
        }),
        message: /checked/,
      },
      {
        name: 'body not JSON',
        request: () => ({
          method: 'POST',
          url: '/api/pantry',
          payload: '{"text":',
          headers: { 'content-type': 'application/json' },
        }),
        message: /./,
      },
    ];

    for (const c of cases) {
      it(c.name, async () => {
        const user = await makeUser();
        const before = await rowCounts();
        const response = await call(user.cookie, c.request());
        expect(response.statusCode, response.body).toBe(400);
        const body = response.json() as { message: string; code: string };
        expect(Object.keys(body).sort()).toEqual(['code', 'message']);
        expect(body.message).toMatch(c.message);
        expect(await rowCounts()).toEqual(before);
      });
    }

    it('an unknown recipe is 404 and adds nothing', async () => {
      const user = await makeUser();
      const before = await rowCounts();
      const response = await call(user.cookie, {
        method: 'POST',
        url: '/api/shopping-list/recipes',
        payload: { recipeId: crypto.randomUUID(), scale: 1 },
      });
      expect(response.statusCode).toBe(404);
      expect(await rowCounts()).toEqual(before);
    });
  });

  describe('the list', () => {
    it('reads pantry items with what was understood', async () => {
      const user = await makeUser();
      const response = await call(user.cookie, {
        method: 'POST',
        url: '/api/pantry',
        payload: { text: '2 cans chickpeas\nhalf a bag of spinach, zorblax' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const items = response.json().items as { text: string; food: string | null; quantity: number | null }[];
      expect(items.map((i) => [i.text, i.quantity])).toEqual([
        ['2 cans chickpeas', 2],
        ['half a bag of spinach', 0.5],
        ['zorblax', null],
      ]);
      expect(items[0]?.food).toContain('chickpea');
      expect(items[1]?.food).toBe('spinach');
      expect(items[2]?.food).toBeNull();
    });

    it('merges two recipes at their scales, groups by aisle, takes off the pantry, checks, clears and moves', async () => {
      const user = await makeUser();
      // All of the risotto's lines at twice its servings; the pilaf's missing items (milk, onion) as written.
      const first = await call(user.cookie, {
        method: 'POST',
        url: '/api/shopping-list/recipes',
        payload: { recipeId: risotto, scale: 2, lines: [0, 1, 2] },
      });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().added).toBe(3);
      const second = await call(user.cookie, {
        method: 'POST',
        url: '/api/shopping-list/recipes',
        payload: { recipeId: pilaf, scale: 1 },
      });
      expect(second.json().added).toBe(2);
      let list = second.json().list as ShoppingList;

      const milk = lineOf(list, 'milk');
      expect(milk?.amounts).toHaveLength(1);
      expect(milk?.amounts[0]?.unit).toBe('ml');
      expect(milk?.amounts[0]?.amount).toBeCloseTo(2 * 236.588 + 250, 3);
      expect(milk?.recipes.map((r) => r.title).sort()).toEqual(['Milky rice', 'Onion pilaf']);
      expect(lineOf(list, 'rice')?.amounts).toEqual([{ amount: 400, unit: 'g' }]);
      expect(list.aisles.map((a) => a.aisle)).toEqual([
        'Produce',
        'Dairy and eggs',
        'Pasta, rice and grains',
      ]);
      expect(list.aisles[1]?.lines.map((l) => l.name).sort()).toEqual(['egg', 'milk'].sort());

      // Adding the same recipe again replaces its lines rather than doubling them.
      await call(user.cookie, {
        method: 'POST',
        url: '/api/shopping-list/recipes',
        payload: { recipeId: pilaf, scale: 1 },
      });
      // The pantry: 1 cup of milk is taken off; eggs without an amount cover the eggs.
      await call(user.cookie, { method: 'POST', url: '/api/pantry', payload: { text: '1 cup milk, eggs' } });
      list = (await call(user.cookie, { method: 'GET', url: '/api/shopping-list' })).json();
      expect(lineOf(list, 'milk')?.amounts[0]?.amount).toBeCloseTo(236.588 + 250, 3);
      expect(lineOf(list, 'milk')?.inPantry).toBe(true);
      expect(lineOf(list, 'egg')).toBeUndefined();
      expect(list.covered.map((l) => l.name)).toEqual(['egg']);

      // Check two lines, uncheck one; the check is idempotent.
      for (const [key, checked] of [
        ['milk', true],
        ['milk', true],
        [lineOf(list, 'onion')?.key, true],
        [lineOf(list, 'rice')?.key, true],
        [lineOf(list, 'rice')?.key, false],
      ] as const) {
        const response = await call(user.cookie, {
          method: 'PUT',
          url: '/api/shopping-list/checks',
          payload: { key, checked },
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      list = (await call(user.cookie, { method: 'GET', url: '/api/shopping-list' })).json();
      expect(
        allLines(list)
          .filter((l) => l.checked)
          .map((l) => l.name)
          .sort(),
      ).toEqual(['milk', 'onion']);

      const moved = await call(user.cookie, { method: 'POST', url: '/api/shopping-list/checked/to-pantry' });
      expect(moved.json()).toEqual({ moved: 2 });
      const pantry = (await call(user.cookie, { method: 'GET', url: '/api/pantry' })).json().items as {
        text: string;
      }[];
      expect(pantry.map((i) => i.text)).toEqual(expect.arrayContaining(['1 cup milk', 'eggs', '1 onion']));
      expect(pantry.some((i) => /^723\.18 ml milk$/.test(i.text))).toBe(true);
      list = (await call(user.cookie, { method: 'GET', url: '/api/shopping-list' })).json();
      expect(allLines(list).map((l) => l.name)).toEqual(['rice']);

      await call(user.cookie, {
        method: 'PUT',
        url: '/api/shopping-list/checks',
        payload: { key: 'rice', checked: true },
      });
      const cleared = await call(user.cookie, { method: 'DELETE', url: '/api/shopping-list/checked' });
      expect(cleared.json()).toEqual({ removed: 1 });
      list = (await call(user.cookie, { method: 'GET', url: '/api/shopping-list' })).json();
      expect(list).toEqual({ aisles: [], covered: [expect.objectContaining({ name: 'egg' })] });
    });

    it('adds a food the shopping gap names twice once, and a gap item without a line without an amount', async () => {
      const user = await makeUser();
      const response = await call(user.cookie, {
        method: 'POST',
        url: '/api/shopping-list/recipes',
        payload: { recipeId: salad, scale: 1 },
      });
      expect(response.statusCode, response.body).toBe(201);
      const rows = await t.db
        .selectFrom('shoppingListLines')
        .select(['item', 'amount'])
        .where('userId', '=', user.id)
        .orderBy('position')
        .execute();
      expect(rows.map((r) => r.item)).toHaveLength(2);
      expect(rows.find((r) => r.item === 'dill')).toEqual({ item: 'dill', amount: null });
    });

    it('goes with the account (cascade on delete)', async () => {
      const user = await makeUser();
      await call(user.cookie, { method: 'POST', url: '/api/pantry', payload: { text: 'rice' } });
      await call(user.cookie, {
        method: 'POST',
        url: '/api/shopping-list/recipes',
        payload: { recipeId: risotto, scale: 1 },
      });
      await t.db.deleteFrom('users').where('id', '=', user.id).execute();
      expect(
        await t.db.selectFrom('pantryItems').select('id').where('userId', '=', user.id).execute(),
      ).toEqual([]);
      expect(
        await t.db.selectFrom('shoppingListLines').select('id').where('userId', '=', user.id).execute(),
      ).toEqual([]);
    });
  });
});
