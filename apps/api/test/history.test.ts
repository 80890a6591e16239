import type { HistoryEntry, HistoryPage, HistorySession } from '@sous/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { asUser, setPlan, signUpUser } from './helpers/users.ts';

// The recipe history (spec §3): GET /api/history, GET and DELETE /api/history/{sessionId}
// (docs/decisions/110).

const PANTRIES = [
  'chicken thighs, broccoli, rice, garlic',
  'eggs, spinach, potatoes, onion',
  'salmon, lemon, couscous, zucchini',
  'tofu, bell pepper, noodles, ginger',
];

describe('recipe history', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let other: Awaited<ReturnType<typeof signUpUser>>;
  const sessions: { sessionId: string; recipeIds: string[] }[] = [];

  const get = (cookie: string | undefined, url: string) =>
    t.app.inject(asUser(cookie, { method: 'GET', url }));
  const del = (cookie: string | undefined, url: string) =>
    t.app.inject(asUser(cookie, { method: 'DELETE', url }));
  const save = (cookie: string, recipeId: string) =>
    t.app.inject(asUser(cookie, { method: 'POST', url: `/api/recipes/${recipeId}/save` }));

  async function walk(cookie: string, limit: number): Promise<HistoryEntry[]> {
    const entries: HistoryEntry[] = [];
    let cursor: string | null = null;
    for (let n = 0; n < 50; n++) {
      const response = await get(cookie, `/api/history?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as HistoryPage;
      entries.push(...body.items);
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    return entries;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signUpUser(t.app);
    other = await signUpUser(t.app);
    await setPlan(t.db, owner.user.id, 'active', t.clock.now());
    await setPlan(t.db, other.user.id, 'active', t.clock.now());
    for (const ingredients of PANTRIES) {
      t.clock.advance(60_000);
      const response = await t.app.inject(
        asUser(owner.cookie, {
          method: 'POST',
          url: '/api/recipes/generate',
          payload: { ingredients, constraints: { servings: 2 } },
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { sessionId: string; recipes: { id: string }[] };
      sessions.push({ sessionId: body.sessionId, recipeIds: body.recipes.map((r) => r.id) });
    }
  });
  afterAll(async () => t.close());

  it("lists the cook's generations newest first, three recipes each, in pages that hold each once", async () => {
    const entries = await walk(owner.cookie, 3);
    expect(entries.map((e) => e.sessionId)).toEqual(sessions.map((s) => s.sessionId).reverse());
    for (const entry of entries) {
      expect(entry.recipes.map((r) => r.recipeType)).toEqual(['quick', 'zero-waste', 'upgrade']);
      const generated = sessions.find((s) => s.sessionId === entry.sessionId)!;
      expect(entry.recipes.map((r) => r.id).sort()).toEqual([...generated.recipeIds].sort());
      expect(entry.recipes.every((r) => r.saved === false && r.servings === 2)).toBe(true);
    }
    expect(await walk(other.cookie, 3)).toEqual([]);
  });

  it('reopens a past generation with its whole recipes, for its owner only', async () => {
    const { sessionId, recipeIds } = sessions[0]!;
    const response = await get(owner.cookie, `/api/history/${sessionId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as HistorySession;
    expect(body.recipes.map((r) => r.id).sort()).toEqual([...recipeIds].sort());
    expect(body.recipes[0]!.steps.length).toBeGreaterThan(0);
    expect((await get(other.cookie, `/api/history/${sessionId}`)).statusCode).toBe(404);
    expect((await get(undefined, `/api/history/${sessionId}`)).statusCode).toBe(401);
    expect((await get(undefined, '/api/history')).statusCode).toBe(401);
  });

  it('shows which recipes of a generation the cook has saved', async () => {
    const { sessionId, recipeIds } = sessions[2]!;
    expect((await save(owner.cookie, recipeIds[0]!)).statusCode).toBe(201);
    const entry = (await walk(owner.cookie, 10)).find((e) => e.sessionId === sessionId)!;
    expect(entry.recipes.find((r) => r.id === recipeIds[0])!.saved).toBe(true);
  });

  it("deletes an entry and its unsaved recipes, never a saved one (the owner's or another cook's)", async () => {
    const { sessionId, recipeIds } = sessions[1]!;
    const [mine, theirs, unsaved] = recipeIds as [string, string, string];
    expect((await save(owner.cookie, mine)).statusCode).toBe(201);
    expect((await save(other.cookie, theirs)).statusCode).toBe(201);

    // Another cook and a signed-out caller cannot delete it.
    expect((await del(other.cookie, `/api/history/${sessionId}`)).statusCode).toBe(404);
    expect((await del(undefined, `/api/history/${sessionId}`)).statusCode).toBe(401);
    expect((await walk(owner.cookie, 10)).map((e) => e.sessionId)).toContain(sessionId);

    // Read once, so the hot-recipe cache holds it: the delete must reach the cache too.
    expect((await get(owner.cookie, `/api/recipes/${unsaved}`)).statusCode).toBe(200);
    expect((await del(owner.cookie, `/api/history/${sessionId}`)).statusCode).toBe(204);
    expect((await walk(owner.cookie, 10)).map((e) => e.sessionId)).not.toContain(sessionId);
    expect((await get(owner.cookie, `/api/history/${sessionId}`)).statusCode).toBe(404);
    expect((await get(owner.cookie, `/api/recipes/${mine}`)).statusCode).toBe(200);
    expect((await get(other.cookie, `/api/recipes/${theirs}`)).statusCode).toBe(200);
    expect((await get(owner.cookie, `/api/recipes/${unsaved}`)).statusCode).toBe(404);
    const saved = await get(other.cookie, '/api/recipes/saved');
    expect(saved.json().map((s: { recipe: { id: string } }) => s.recipe.id)).toContain(theirs);
    // The generation itself stays (it records the free credit), unlinked.
    const generations = await t.db
      .selectFrom('generations')
      .select(['sessionId', 'outcome'])
      .where('userId', '=', owner.user.id)
      .execute();
    expect(generations).toHaveLength(PANTRIES.length);
    expect(generations.filter((g) => g.sessionId === null)).toHaveLength(1);

    expect((await del(owner.cookie, `/api/history/${sessionId}`)).statusCode).toBe(404);
  });

  it('answers 400 {message, code} to bad input', async () => {
    const bad = [
      ['GET', '/api/history?limit=0'],
      ['GET', '/api/history?limit=31'],
      ['GET', '/api/history?limit=x'],
      ['GET', '/api/history?cursor=%24%24'],
      [
        'GET',
        `/api/history?cursor=${Buffer.from('["recent","2026-01-01T00:00:00.000000Z","x"]').toString('base64url')}`,
      ],
      ['GET', '/api/history?other=1'],
      ['GET', '/api/history/not-a-uuid'],
      ['DELETE', '/api/history/not-a-uuid'],
      ['DELETE', '/api/history/%00'],
    ] as const;
    for (const [method, url] of bad) {
      const response = await t.app.inject(asUser(owner.cookie, { method, url }));
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'bad_request', message: expect.any(String) });
    }
  });
});
