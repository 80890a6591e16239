import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { asUser, setPlan, signUpUser } from './helpers/users.ts';

describe('GET /api/recipes/{id}: a strong ETag and conditional 304s', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof signUpUser>>;
  let other: Awaited<ReturnType<typeof signUpUser>>;
  let recipeIds: string[];
  const read = (id: string, cookie?: string, ifNoneMatch?: string) =>
    t.app.inject(
      asUser(cookie, {
        method: 'GET',
        url: `/api/recipes/${id}`,
        headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
      }),
    );

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signUpUser(t.app);
    other = await signUpUser(t.app);
    await setPlan(t.db, owner.user.id, 'active', t.clock.now());
    const generated = await t.app.inject(
      asUser(owner.cookie, {
        method: 'POST',
        url: '/api/recipes/generate',
        payload: { ingredients: 'chicken thighs, broccoli, rice, garlic' },
      }),
    );
    expect(generated.statusCode, generated.body).toBe(200);
    recipeIds = (generated.json().recipes as { id: string }[]).map((recipe) => recipe.id);
  });
  afterAll(async () => t.close());

  it('answers 200 with a strong ETag, then an empty 304 to a matching If-None-Match', async () => {
    const first = await read(recipeIds[0]!, owner.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().id).toBe(recipeIds[0]);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/); // strong: no W/
    // Private (the request carries a session) and revalidated every time.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await read(recipeIds[0]!, owner.cookie)).headers.etag).toBe(etag);

    const notModified = await read(recipeIds[0]!, owner.cookie, etag);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe('private, no-cache');
    // A list of tags, and the weak form of the same tag, match too (If-None-Match compares weakly).
    expect((await read(recipeIds[0]!, owner.cookie, `"stale", W/${etag}`)).statusCode).toBe(304);

    const changed = await read(recipeIds[0]!, owner.cookie, '"not-this-one"');
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it('tags each recipe by its own content: one recipe’s tag never answers 304 for another', async () => {
    const first = await read(recipeIds[0]!, owner.cookie);
    const second = await read(recipeIds[1]!, owner.cookie);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const crossed = await read(recipeIds[1]!, owner.cookie, String(first.headers.etag));
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().id).toBe(recipeIds[1]);
  });

  it('keeps its tag when the cook saves or rates: the answer holds neither', async () => {
    const before = await read(recipeIds[0]!, owner.cookie);
    const etag = String(before.headers.etag);
    for (const request of [
      { method: 'POST' as const, url: `/api/recipes/${recipeIds[0]}/save` },
      { method: 'PUT' as const, url: `/api/recipes/${recipeIds[0]}/rating`, payload: { rating: 4 } },
    ]) {
      const response = await t.app.inject(asUser(owner.cookie, request));
      expect(response.statusCode, `${request.url} ${response.body}`).toBeLessThan(300);
    }
    const after = await read(recipeIds[0]!, owner.cookie);
    expect(after.body).toBe(before.body);
    expect(after.json()).not.toHaveProperty('isSaved');
    expect(after.json()).not.toHaveProperty('rating');
    expect((await read(recipeIds[0]!, owner.cookie, etag)).statusCode).toBe(304);
    // The per-cook state stays behind its own uncached route.
    const isSaved = await t.app.inject(
      asUser(owner.cookie, { method: 'GET', url: `/api/recipes/${recipeIds[0]}/is-saved` }),
    );
    expect(isSaved.json()).toEqual({ isSaved: true });
    expect(isSaved.headers['cache-control']).toBe('no-store');
  });

  it('gives no 304 for a recipe that cannot be read, whatever tag is sent', async () => {
    const etag = String((await read(recipeIds[0]!, owner.cookie)).headers.etag);
    // The id is the capability: another cook and a visitor read the same representation.
    for (const cookie of [other.cookie, undefined]) {
      const response = await read(recipeIds[0]!, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe(etag);
      expect((await read(recipeIds[0]!, cookie, etag)).statusCode).toBe(304);
    }
    // An unknown or malformed id is answered as such, never with a 304, even to `*`.
    for (const [id, status] of [
      [crypto.randomUUID(), 404],
      ['not-a-recipe-id', 400],
    ] as const) {
      for (const ifNoneMatch of [etag, '*']) {
        const response = await read(id, other.cookie, ifNoneMatch);
        expect(response.statusCode, `${id} ${ifNoneMatch}`).toBe(status);
        expect(response.headers.etag).toBeUndefined();
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });
});
