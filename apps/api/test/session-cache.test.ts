import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin } from './helpers/admin.ts';
import { buildTestApp, TestClock } from './helpers/app.ts';
import { testConfig } from './helpers/config.ts';
import { testDatabaseKind } from './helpers/database.ts';
import {
  asUser,
  cookieFrom,
  setPlan,
  signUpUser as signUpFrom127,
  TEST_PASSWORD,
  uniqueEmail,
} from './helpers/users.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

const DAY_MS = 24 * 60 * 60 * 1000;
const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

/** A fresh address per call: with Redis, the sign-up and sign-in limits are shared with other runs. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function signUpUser(app: FastifyInstance) {
  const email = uniqueEmail('cache');
  const response = await app.inject(
    asUser(undefined, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: freshAddress(),
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { cookie: cookieFrom(response), user: response.json().user as { id: string }, email };
}

/**
 * Reads /me until the session is served from the cache: with Redis, a first read only learns whose
 * session it is, a second one caches it under the user's stamp, the third is a hit.
 */
async function warm(app: FastifyInstance, cookie: string) {
  for (let i = 0; i < 3; i++) expect((await me(app, cookie)).statusCode).toBe(200);
}

/**
 * The verified-session and hot-recipe caches (decision 113), as one API process (`writer` and
 * `reader` the same app) and, with Redis, as two processes sharing the database and Redis: every
 * change made through `writer` holds on `reader`'s very next request.
 */
function cacheSuite(
  name: string,
  setup: () => Promise<{ writer: TestApp; reader: TestApp; close(): Promise<void> }>,
) {
  describe(name, () => {
    let writer: TestApp;
    let reader: TestApp;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ writer, reader, close } = await setup());
    });
    afterAll(async () => close());

    it('serves a verified session from the cache, and a forgotten user from the database again', async () => {
      const { cookie, user } = await signUpUser(writer.app);
      await warm(reader.app, cookie);
      // Deleted behind the cache's back: the cached session is still served, so the cache is in use.
      await writer.db.deleteFrom('sessions').where('userId', '=', user.id).execute();
      expect((await me(reader.app, cookie)).statusCode).toBe(200);
      await writer.caches.sessionCache.forgetUser(user.id);
      expect((await me(reader.app, cookie)).statusCode).toBe(401);
    });

    it('sign-out refuses the session on the very next request', async () => {
      const { cookie } = await signUpUser(writer.app);
      await warm(reader.app, cookie);
      const out = await writer.app.inject(asUser(cookie, { method: 'POST', url: '/api/auth/signout' }));
      expect(out.statusCode).toBe(204);
      expect((await me(reader.app, cookie)).statusCode).toBe(401);
    });

    it('a password change refuses the other sessions at once and keeps the one that made it', async () => {
      const { cookie: first, email } = await signUpUser(writer.app);
      const signIn = await writer.app.inject(
        asUser(undefined, {
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email, password: TEST_PASSWORD },
          remoteAddress: freshAddress(),
        }),
      );
      const second = cookieFrom(signIn);
      await warm(reader.app, first);
      await warm(reader.app, second);
      const changed = await writer.app.inject(
        asUser(first, {
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { currentPassword: TEST_PASSWORD, newPassword: 'another long password' },
        }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await me(reader.app, second)).statusCode).toBe(401);
      expect((await me(reader.app, first)).statusCode).toBe(200);
    });

    it('account deletion refuses the session at once', async () => {
      const { cookie } = await signUpUser(writer.app);
      await warm(reader.app, cookie);
      const deleted = await writer.app.inject(
        asUser(cookie, { method: 'DELETE', url: '/api/auth/delete-account' }),
      );
      expect(deleted.statusCode).toBe(204);
      expect((await me(reader.app, cookie)).statusCode).toBe(401);
    });

    it('an admin password reset (signed out everywhere) and a granted trial hold at once', async () => {
      const admin = await loginAdmin(writer.app, freshAddress());
      const call = (url: string, payload: object) =>
        writer.app.inject({
          method: 'PATCH',
          url,
          payload,
          headers: { origin: 'http://127.0.0.1:5174', 'content-type': 'application/json', cookie: admin },
        });
      const granted = await signUpUser(writer.app);
      await warm(reader.app, granted.cookie);
      expect((await me(reader.app, granted.cookie)).json().subscriptionType).not.toBe('trial');
      expect((await call(`/api/admin/users/${granted.user.id}/trial`, {})).statusCode).toBe(200);
      expect((await me(reader.app, granted.cookie)).json().subscriptionType).toBe('trial');

      const reset = await signUpUser(writer.app);
      await warm(reader.app, reset.cookie);
      const response = await call(`/api/admin/users/${reset.user.id}/password`, {
        password: 'brand new password',
      });
      expect(response.statusCode).toBe(200);
      expect((await me(reader.app, reset.cookie)).statusCode).toBe(401);
    });

    it('a plan changed where the user is not known (a billing webhook forgets everyone) holds at once', async () => {
      const { cookie, user } = await signUpUser(writer.app);
      await warm(reader.app, cookie);
      await setPlan(writer.db, user.id, 'active', writer.clock.now());
      await writer.caches.sessionCache.forgetAll();
      expect((await me(reader.app, cookie)).json().subscriptionType).toBe('active');
    });

    it('the saved list follows a save made elsewhere at once', async () => {
      const { cookie, user } = await signUpUser(writer.app);
      await setPlan(writer.db, user.id, 'active', writer.clock.now());
      const generated = await writer.app.inject(
        asUser(cookie, {
          method: 'POST',
          url: '/api/recipes/generate',
          remoteAddress: freshAddress(),
          payload: { ingredients: 'eggs, spinach, feta' },
        }),
      );
      expect(generated.statusCode, generated.body).toBe(200);
      const recipeId = (generated.json().recipes as { id: string }[])[0]!.id;
      const saved = async () =>
        (
          await reader.app.inject({ method: 'GET', url: '/api/recipes/saved', headers: { cookie } })
        ).json() as unknown[];
      for (let i = 0; i < 3; i++) expect(await saved()).toEqual([]);
      await writer.app.inject(asUser(cookie, { method: 'POST', url: `/api/recipes/${recipeId}/save` }));
      expect(await saved()).toHaveLength(1);
    });

    it('a deleted recipe is never served from the cache, not even as a 304', async () => {
      const { cookie, user } = await signUpUser(writer.app);
      await setPlan(writer.db, user.id, 'active', writer.clock.now());
      const generated = await writer.app.inject(
        asUser(cookie, {
          method: 'POST',
          url: '/api/recipes/generate',
          remoteAddress: freshAddress(),
          payload: { ingredients: 'salmon, potatoes, dill' },
        }),
      );
      const [first, second] = (generated.json().recipes as { id: string }[]).map((recipe) => recipe.id);
      const read = (id: string, etag?: string) =>
        reader.app.inject({
          method: 'GET',
          url: `/api/recipes/${id}`,
          headers: etag ? { 'if-none-match': etag } : {},
        });
      const etag = String((await read(first!)).headers.etag);
      expect((await read(second!)).statusCode).toBe(200);
      // Deleted behind the cache's back, it is still served: the cache is in use.
      await writer.db.deleteFrom('recipes').where('id', '=', first!).execute();
      expect((await read(first!)).statusCode).toBe(200);
      await writer.caches.recipeCache.forget([first!]);
      expect((await read(first!)).statusCode).toBe(404);
      expect((await read(first!, etag)).statusCode).toBe(404);

      // Account deletion takes the history with it, by cascade.
      expect((await read(second!)).statusCode).toBe(200);
      await writer.app.inject(asUser(cookie, { method: 'DELETE', url: '/api/auth/delete-account' }));
      expect((await read(second!)).statusCode).toBe(404);
    });
  });
}

cacheSuite('verified sessions and hot recipes in one API process', async () => {
  const app = await buildTestApp();
  return { writer: app, reader: app, close: () => app.close() };
});

// Needs Redis (REDIS_URL, set by .ci/run); runs on both databases.
describe.runIf(process.env.REDIS_URL)(`on ${testDatabaseKind}, with Redis`, () => {
  cacheSuite('two API processes sharing the database and Redis', async () => {
    const clock = new TestClock();
    // A prefix of this run's own: Redis is shared with other suites.
    const cacheKeyPrefix = `sous-test-cache-${randomBytes(6).toString('hex')}:`;
    const config = testConfig({ REDIS_URL: process.env.REDIS_URL! });
    const writer = await buildTestApp({ config, clock, cacheKeyPrefix });
    const reader = await buildTestApp({ config, clock, cacheKeyPrefix, database: writer.database });
    return {
      writer,
      reader,
      async close() {
        await reader.close();
        await writer.close();
      },
    };
  });
});

describe('a cached session still renews and expires as the database says', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('renews past half-life, expires at its end, and refuses a wrong secret', async () => {
    const { cookie, user } = await signUpFrom127(t.app, uniqueEmail('renew'));
    await warm(t.app, cookie);
    const [name, token] = cookie.split('=') as [string, string];
    const [id] = token.split('.');
    expect((await me(t.app, `${name}=${id}.${'a'.repeat(32)}`)).statusCode).toBe(401);
    expect((await me(t.app, cookie)).statusCode).toBe(200);

    t.clock.advance(16 * DAY_MS);
    const renewed = await me(t.app, cookie);
    expect(renewed.statusCode).toBe(200);
    expect(String(renewed.headers['set-cookie'])).toContain(name);
    const row = await t.db
      .selectFrom('sessions')
      .select('expiresAt')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.expiresAt.getTime()).toBe(t.clock.now().getTime() + 30 * DAY_MS);
    // Renewed once: the next reads are hits and send no cookie.
    expect((await me(t.app, cookie)).headers['set-cookie']).toBeUndefined();

    // A route that never reads the session looks none up: a cookie /me would clear is left alone.
    const forged = `${name}=${id}.${'a'.repeat(32)}`;
    expect((await me(t.app, forged)).headers['set-cookie']).toBeDefined();
    const recipe = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${crypto.randomUUID()}`,
      headers: { cookie: forged },
    });
    expect(recipe.statusCode).toBe(404);
    expect(recipe.headers['set-cookie']).toBeUndefined();

    t.clock.advance(31 * DAY_MS);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toEqual(
      [],
    );
  });
});
