import type { SavedCard, SavedPage, SavedSortKey } from '@sous/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { asUser, setPlan, signUpUser } from './helpers/users.ts';

// GET /api/recipes/saved/page: card summaries a page at a time, keyset-paged in the database
// (docs/decisions/109).

const TYPES = ['quick', 'zero-waste', 'upgrade'] as const;
const INGREDIENTS = 'chicken thighs, broccoli, rice, garlic';

describe('saved list, paged by cursor', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let other: Awaited<ReturnType<typeof signUpUser>>;
  let template: Record<string, unknown>;
  let counter = 0;

  /** A recipe of the owner's, stored directly (the engine is not what is tested here), then saved. */
  async function savedRecipe(options: {
    title: string;
    totalTime: number;
    rating: number | null;
    savedAt: Date;
  }) {
    counter += 1;
    const type = TYPES[counter % 3]!;
    const data = {
      ...template,
      title: options.title,
      totalTime: options.totalTime,
      recipeType: type,
      ingredientsList: [{ item: `marker${counter}z`, amount: 1, unit: 'cup' }],
    };
    const recipe = await t.db
      .insertInto('recipes')
      .values({
        sessionId: crypto.randomUUID(),
        userId: owner.user.id,
        recipeType: type,
        title: options.title,
        data: JSON.stringify(data),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('savedRecipes')
      .values({
        userId: owner.user.id,
        recipeId: recipe.id,
        savedAt: options.savedAt,
        rating: options.rating,
      })
      .execute();
    return { id: recipe.id, type, marker: `marker${counter}z` };
  }

  const page = (cookie: string | undefined, query: string) =>
    t.app.inject(asUser(cookie, { method: 'GET', url: `/api/recipes/saved/page${query}` }));

  async function walk(cookie: string, query: string, between?: (n: number) => Promise<void>) {
    const cards: SavedCard[] = [];
    let cursor: string | null = null;
    for (let n = 0; n < 100; n++) {
      const response = await page(cookie, `?${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as SavedPage;
      cards.push(...body.items);
      cursor = body.nextCursor;
      if (!cursor) break;
      await between?.(n);
    }
    return cards;
  }

  const seeded: Awaited<ReturnType<typeof savedRecipe>>[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signUpUser(t.app);
    other = await signUpUser(t.app);
    await setPlan(t.db, owner.user.id, 'active', t.clock.now());
    await setPlan(t.db, other.user.id, 'active', t.clock.now());
    const generated = await t.app.inject(
      asUser(owner.cookie, {
        method: 'POST',
        url: '/api/recipes/generate',
        payload: { ingredients: INGREDIENTS, constraints: { servings: 2 } },
      }),
    );
    expect(generated.statusCode, generated.body).toBe(200);
    const { id: _, ...draft } = generated.json().recipes[0];
    template = draft;
    // 40 saved recipes; ties on purpose: every saved date is shared by two entries, times and
    // ratings repeat, two titles differ only in case.
    const base = Date.parse('2026-11-20T10:00:00.000Z');
    for (let i = 0; i < 40; i++) {
      seeded.push(
        await savedRecipe({
          title:
            i === 1
              ? 'ALPHA soup'
              : i === 2
                ? 'alpha soup'
                : `Dish ${String.fromCharCode(65 + (i % 26))}${i}`,
          totalTime: 10 + (i % 7) * 5,
          rating: i % 4 === 0 ? null : (i % 5) + 1,
          savedAt: new Date(base + Math.floor(i / 2) * 60_000),
        }),
      );
    }
  });
  afterAll(async () => t.close());

  it('walks every sort in pages that together hold each saved recipe exactly once, in order', async () => {
    const all = new Set(seeded.map((s) => s.id));
    const checks: Record<SavedSortKey, (a: SavedCard, b: SavedCard) => boolean> = {
      recent: (a, b) => a.savedAt >= b.savedAt,
      title: () => true, // the database's collation decides; completeness is what matters here
      time: (a, b) => a.totalTime <= b.totalTime,
      rating: (a, b) => (a.rating ?? 0) >= (b.rating ?? 0),
    };
    for (const sort of Object.keys(checks) as SavedSortKey[]) {
      const cards = await walk(owner.cookie, `sort=${sort}&limit=7`);
      expect(cards.map((c) => c.recipeId).sort(), sort).toEqual([...all].sort());
      for (let i = 1; i < cards.length; i++) expect(checks[sort](cards[i - 1]!, cards[i]!), sort).toBe(true);
    }
  });

  it('sends card summaries, not whole recipes', async () => {
    const response = await page(owner.cookie, '?limit=3');
    const body = response.json() as SavedPage;
    expect(body.items).toHaveLength(3);
    const card = body.items[0]!;
    expect(Object.keys(card).sort()).toEqual(
      [
        'calories',
        'cookTime',
        'description',
        'difficulty',
        'id',
        'prepTime',
        'rating',
        'recipeId',
        'recipeType',
        'savedAt',
        'servings',
        'title',
        'totalTime',
      ].sort(),
    );
    expect(card.calories).toBe((template.nutrition as { calories: number }).calories);
    expect(card.servings).toBe(template.servings);
    expect(body.version).toBe(0); // seeded directly; the API's saves move it
    expect(response.body).not.toContain('"steps"');
  });

  it('stays complete and without repeats while recipes are saved between pages', async () => {
    const before = new Set(seeded.map((s) => s.id));
    for (const sort of ['recent', 'title', 'time'] as const) {
      const added: string[] = [];
      const cards = await walk(owner.cookie, `sort=${sort}&limit=6`, async (n) => {
        // A newer save, and one whose title and time land among the pages already read.
        const recipe = await savedRecipe({
          title: `Dish A${n}x`,
          totalTime: 10,
          rating: 5,
          savedAt: new Date(t.clock.now().getTime() + n * 1000 + added.length),
        });
        added.push(recipe.id);
        seeded.push(recipe);
      });
      const ids = cards.map((c) => c.recipeId);
      expect(new Set(ids).size, `${sort}: no card twice`).toBe(ids.length);
      for (const id of before) expect(ids, `${sort}: nothing skipped`).toContain(id);
      for (const s of added) before.add(s);
    }
  });

  it('filters by type and searches title, description and ingredients in the database', async () => {
    const quick = await walk(owner.cookie, 'type=quick&limit=60');
    expect(quick.length).toBe(seeded.filter((s) => s.type === 'quick').length);
    expect(quick.every((c) => c.recipeType === 'quick')).toBe(true);

    const target = seeded[5]!;
    const byIngredient = await walk(owner.cookie, `q=${target.marker.toUpperCase()}`);
    expect(byIngredient.map((c) => c.recipeId)).toEqual([target.id]);

    const byTitle = await walk(owner.cookie, `q=${encodeURIComponent('alpha SOUP')}&sort=title`);
    expect(byTitle).toHaveLength(2);

    const none = await walk(owner.cookie, `q=${encodeURIComponent('alpha zzzz')}`);
    expect(none).toEqual([]);
    // LIKE wildcards are plain characters.
    expect(await walk(owner.cookie, 'q=%25')).toEqual([]);
  });

  it('shows each cook only their own saved recipes, and nobody signed out', async () => {
    expect((await page(undefined, '')).statusCode).toBe(401);
    const others = await page(other.cookie, '?limit=60');
    expect(others.statusCode).toBe(200);
    expect(others.json().items).toEqual([]);
    // A cursor from the owner's list reveals nothing of theirs to another cook.
    const first = (await page(owner.cookie, '?limit=2')).json() as SavedPage;
    const followed = await page(other.cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect(followed.statusCode).toBe(200);
    expect(followed.json().items).toEqual([]);
  });

  it('answers 400 {message, code} to bad input', async () => {
    const first = (await page(owner.cookie, '?limit=2&sort=title')).json() as SavedPage;
    const bad = [
      '?limit=0',
      '?limit=61',
      '?limit=abc',
      '?limit=1&limit=2',
      '?sort=newest',
      '?type=dessert',
      '?cursor=not!base64',
      `?cursor=${Buffer.from('["recent","yesterday","x"]').toString('base64url')}`,
      `?cursor=${Buffer.from('{}').toString('base64url')}`,
      `?cursor=${first.nextCursor}&sort=time`, // a cursor of another sort
      `?q=${'a'.repeat(201)}`,
      '?q=a%00b',
      '?unknown=1',
    ];
    for (const query of bad) {
      const response = await page(owner.cookie, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'bad_request', message: expect.any(String) });
    }
  });

  it('keeps the recipe order of ties stable on every database (the id breaks them)', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from saved_recipes`.execute(t.db);
    expect(rows[0]!.n).toBeGreaterThan(40);
    const a = await walk(owner.cookie, 'sort=rating&limit=5');
    const b = await walk(owner.cookie, 'sort=rating&limit=9');
    expect(a.map((c) => c.id)).toEqual(b.map((c) => c.id));
  });
});
