import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_READS_PER_MINUTE } from '../src/routes/shared/index.ts';
import { createSession } from '../src/services/auth/sessions.ts';
import { shareTokenHash } from '../src/services/sharing/share-tokens.ts';
import { buildTestApp } from './helpers/app.ts';
import { asUser, setPlan, uniqueEmail } from './helpers/users.ts';

const ingredients = { ingredients: 'chicken thighs, broccoli, rice, garlic', constraints: { servings: 2 } };

describe('share links', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner = { id: '', cookie: '' };
  let other = { id: '', cookie: '' };
  let recipeId = '';
  let ipCounter = 0;
  const freshIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  async function makeUser() {
    const { id } = await t.db
      .insertInto('users')
      .values({ email: uniqueEmail('share'), passwordHash: 'not-a-hash' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setPlan(t.db, id, 'active', t.clock.now());
    const { token } = await createSession(t.db, id, t.clock.now());
    return { id, cookie: `sous_session=${token}` };
  }

  const create = (cookie: string | undefined, id = recipeId, payload?: object) =>
    t.app.inject(
      asUser(cookie, {
        method: 'POST',
        url: `/api/recipes/${id}/share-links`,
        payload,
        remoteAddress: freshIp(),
      }),
    );
  const read = (path: string, ip = freshIp()) =>
    t.app.inject({ method: 'GET', url: path, remoteAddress: ip });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await makeUser();
    other = await makeUser();
    const generated = await t.app.inject(
      asUser(owner.cookie, { method: 'POST', url: '/api/recipes/generate', payload: ingredients }),
    );
    expect(generated.statusCode, generated.body).toBe(200);
    recipeId = (generated.json().recipes as { id: string }[])[0]!.id;
    const saved = await t.app.inject(
      asUser(owner.cookie, { method: 'POST', url: `/api/recipes/${recipeId}/save` }),
    );
    expect(saved.statusCode).toBe(201);
    await t.app.inject(
      asUser(owner.cookie, { method: 'PUT', url: `/api/recipes/${recipeId}/rating`, payload: { rating: 4 } }),
    );
  });
  afterAll(async () => t.close());

  it('creates a link whose token is 32 random bytes, stores only its SHA-256, and lists it without the token', async () => {
    const created = await create(owner.cookie);
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/r/${link.token}`);
    expect(link.indexable).toBe(false);
    const row = await t.db
      .selectFrom('shareLinks')
      .selectAll()
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(shareTokenHash(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);

    const listed = await t.app.inject(
      asUser(owner.cookie, { method: 'GET', url: `/api/recipes/${recipeId}/share-links` }),
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual({ id: link.id, indexable: false, createdAt: link.createdAt });
    expect(listed.body).not.toContain(link.token);
  });

  it('reads a link signed out: the recipe only, not indexable by default', async () => {
    const { token } = (await create(owner.cookie)).json();
    const answer = await read(`/api/shared/${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    const body = answer.json();
    expect(Object.keys(body).sort()).toEqual(['publishedAt', 'recipe']);
    expect(body.recipe.title).toBeTruthy();
    const text = answer.body;
    for (const secret of [owner.id, recipeId, '"rating"', 'savedAt', '@example.com']) {
      expect(text).not.toContain(secret);
    }
  });

  it('serves /r/{token} as escaped HTML with Open Graph, JSON-LD, a call to action and its own CSP', async () => {
    const { token } = (await create(owner.cookie)).json();
    const recipe = await t.db
      .selectFrom('recipes')
      .select('data')
      .where('id', '=', recipeId)
      .executeTakeFirstOrThrow();
    // A hostile title must come out as text.
    await t.db
      .updateTable('recipes')
      .set({ data: JSON.stringify({ ...recipe.data, title: '</script><img src=x onerror=alert(1)> "pie"' }) })
      .where('id', '=', recipeId)
      .execute();
    try {
      const page = await read(`/r/${token}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.headers['cache-control']).toBe('no-store');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toContain('script-src');
      const html = page.body;
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('</script><img');
      expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &quot;pie&quot;');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<meta property="og:title" content="&lt;/script&gt;');
      expect(html).toContain('<meta property="og:url" content="http://127.0.0.1:5173/r/');
      expect(html).toContain('<meta name="twitter:card" content="summary">');
      expect(html).toContain('>Make your own with Sous</a>');
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      const parsed = JSON.parse(jsonLd ?? 'null');
      expect(parsed['@type']).toBe('Recipe');
      expect(parsed.name).toBe('</script><img src=x onerror=alert(1)> "pie"');
      expect(parsed.recipeInstructions[0]['@type']).toBe('HowToStep');
      for (const secret of [owner.id, recipeId, 'example.com']) expect(html).not.toContain(secret);
    } finally {
      await t.db
        .updateTable('recipes')
        .set({ data: JSON.stringify(recipe.data) })
        .where('id', '=', recipeId)
        .execute();
    }
  });

  it('is indexable only when the owner chooses so', async () => {
    const created = await create(owner.cookie, recipeId, { indexable: true });
    expect(created.json().indexable).toBe(true);
    const page = await read(`/r/${created.json().token}`);
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(page.body).not.toContain('name="robots"');
  });

  it('answers 404 at once after revoking', async () => {
    const link = (await create(owner.cookie)).json();
    expect((await read(`/api/shared/${link.token}`)).statusCode).toBe(200);
    const revoked = await t.app.inject(
      asUser(owner.cookie, { method: 'DELETE', url: `/api/recipes/${recipeId}/share-links/${link.id}` }),
    );
    expect(revoked.statusCode).toBe(204);
    const api = await read(`/api/shared/${link.token}`);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    const page = await read(`/r/${link.token}`);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const listed = await t.app.inject(
      asUser(owner.cookie, { method: 'GET', url: `/api/recipes/${recipeId}/share-links` }),
    );
    expect(listed.json().map((l: { id: string }) => l.id)).not.toContain(link.id);
  });

  it('lets no one else create, list or revoke, and no one signed out', async () => {
    const link = (await create(owner.cookie)).json();
    // Another user has not saved the recipe: 404, as for a recipe that does not exist.
    expect((await create(other.cookie)).statusCode).toBe(404);
    expect((await create(undefined)).statusCode).toBe(401);
    const listedByOther = await t.app.inject(
      asUser(other.cookie, { method: 'GET', url: `/api/recipes/${recipeId}/share-links` }),
    );
    expect(listedByOther.statusCode).toBe(200);
    expect(listedByOther.json()).toEqual([]);
    const listedSignedOut = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${recipeId}/share-links`,
    });
    expect(listedSignedOut.statusCode).toBe(401);
    const revokedByOther = await t.app.inject(
      asUser(other.cookie, { method: 'DELETE', url: `/api/recipes/${recipeId}/share-links/${link.id}` }),
    );
    expect(revokedByOther.statusCode).toBe(404);
    const revokedSignedOut = await t.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${recipeId}/share-links/${link.id}`,
    });
    expect(revokedSignedOut.statusCode).toBe(401);
    expect((await read(`/api/shared/${link.token}`)).statusCode).toBe(200);
  });

  it('validates every input with 400 {message, code}', async () => {
    const badBody = await create(owner.cookie, recipeId, { indexable: 'yes' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ code: 'bad_request', message: expect.any(String) });
    expect((await create(owner.cookie, 'not-a-uuid')).statusCode).toBe(400);
    const badLink = await t.app.inject(
      asUser(owner.cookie, { method: 'DELETE', url: `/api/recipes/${recipeId}/share-links/nope` }),
    );
    expect(badLink.statusCode).toBe(400);
    expect((await read('/api/shared/short')).json()).toMatchObject({ code: 'bad_request' });
    expect((await read('/r/short')).statusCode).toBe(404);
  });

  it('cannot be enumerated: a random well-formed token answers exactly as a revoked one', async () => {
    const link = (await create(owner.cookie)).json();
    await t.app.inject(
      asUser(owner.cookie, { method: 'DELETE', url: `/api/recipes/${recipeId}/share-links/${link.id}` }),
    );
    const random = 'A'.repeat(43);
    const [revoked, unknown] = [await read(`/api/shared/${link.token}`), await read(`/api/shared/${random}`)];
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(revoked.body);
    // A token one character away from a live one finds nothing: lookups are by the hash of the whole token.
    const live = (await create(owner.cookie)).json().token as string;
    const near = `${live.slice(0, -1)}${live.endsWith('A') ? 'B' : 'A'}`;
    expect((await read(`/api/shared/${near}`)).statusCode).toBe(404);
  });

  it('ends when the owner unsaves the recipe', async () => {
    const generated = await t.app.inject(
      asUser(other.cookie, { method: 'POST', url: '/api/recipes/generate', payload: ingredients }),
    );
    const otherRecipe = (generated.json().recipes as { id: string }[])[0]!.id;
    await t.app.inject(asUser(other.cookie, { method: 'POST', url: `/api/recipes/${otherRecipe}/save` }));
    const link = (await create(other.cookie, otherRecipe)).json();
    expect((await read(`/api/shared/${link.token}`)).statusCode).toBe(200);
    await t.app.inject(asUser(other.cookie, { method: 'DELETE', url: `/api/recipes/${otherRecipe}/save` }));
    expect((await read(`/api/shared/${link.token}`)).statusCode).toBe(404);
  });

  it(`limits public reads to ${SHARED_READS_PER_MINUTE} a minute per IP, with 429 and Retry-After`, async () => {
    const ip = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i <= SHARED_READS_PER_MINUTE; i++) {
      statuses.push((await read(`/api/shared/${'B'.repeat(43)}`, ip)).statusCode);
    }
    expect(statuses.slice(0, SHARED_READS_PER_MINUTE).every((s) => s === 404)).toBe(true);
    const limited = await read(`/r/${'B'.repeat(43)}`, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
  });
});
