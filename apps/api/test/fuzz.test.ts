import fc from 'fast-check';
import Fastify, { type HTTPMethods, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as apiPlugin, serverOptions } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/create-db.ts';
import { loginAdmin } from './helpers/admin.ts';
import { TestClock } from './helpers/app.ts';
import { ADMIN_ORIGIN, testConfig, WEB_ORIGIN } from './helpers/config.ts';
import { createTestDatabase, testDatabaseKind } from './helpers/database.ts';
import { setPlan, signUpUser } from './helpers/users.ts';

const FUZZ_RUNS = 2400;

// Malformed input must never produce a 5xx. Routes are collected from the app itself, so a route
// added later is fuzzed without touching this file.
// Runs once, in the PGlite project: the property is about request handling, not the database engine.
describe.runIf(testDatabaseKind === 'pglite')('fuzzing every route with malformed input', () => {
  const config = testConfig();
  const clock = new TestClock();
  const fastify = Fastify(serverOptions(config, false));
  const routes: { method: HTTPMethods; url: string }[] = [];
  let database: DatabaseHandle;
  const cookies: Record<string, string | undefined> = {};

  beforeAll(async () => {
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && route.url.startsWith('/api/')) routes.push({ method, url: route.url });
      }
    });
    database = await createTestDatabase();
    await fastify.register(apiPlugin, { config, database, now: clock.now });
    await fastify.ready();
    const premium = await signUpUser(fastify);
    await setPlan(database.db, premium.user.id, 'active', clock.now());
    cookies.user = premium.cookie;
    cookies.admin = await loginAdmin(fastify);
    cookies.garbage = 'sous_session=abc.def; sous_admin=s%3Anope.bad';
  });
  afterAll(async () => {
    await fastify.close();
    await database.close();
  });

  const segment = fc.oneof(
    fc.uuid(),
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom('', '..', '%00', 'null', '-1', '1e309', 'saved', '{}', ' ', '%', '%E0%A4%A'),
  );
  const jsonValue = fc.oneof(
    fc.anything({ maxDepth: 3 }),
    fc.record(
      {
        email: fc.oneof(fc.string(), fc.emailAddress(), fc.integer()),
        password: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        ingredients: fc.oneof(fc.string({ maxLength: 3000 }), fc.array(fc.string())),
        constraints: fc.anything({ maxDepth: 2 }),
        rating: fc.oneof(fc.integer(), fc.double(), fc.string()),
        trialDays: fc.oneof(fc.integer(), fc.double(), fc.string()),
        setupIntentId: fc.oneof(fc.string(), fc.integer()),
      },
      { requiredKeys: [] },
    ),
  );
  const body = fc.oneof(
    jsonValue.map((value) => ({ payload: JSON.stringify(value) ?? 'null', type: 'application/json' })),
    fc.string({ maxLength: 200 }).map((text) => ({ payload: text, type: 'application/json' })),
    fc.string({ maxLength: 200 }).map((text) => ({ payload: text, type: 'text/plain' })),
    fc.constant({ payload: '', type: 'application/json' }),
    fc.constant({ payload: undefined, type: undefined }),
  );
  const query = fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), fc.integer().map(String)), {
    maxKeys: 3,
  });

  it(`answers ${FUZZ_RUNS} malformed requests across all routes without a 5xx`, async () => {
    expect(routes.length).toBeGreaterThan(15);
    const routeArb = fc.constantFrom(...routes);
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        routeArb,
        fc.array(segment, { minLength: 3, maxLength: 3 }),
        body,
        query,
        fc.constantFrom('none', 'user', 'admin', 'garbage', 'fuzzed'),
        fc.string({ maxLength: 80 }),
        async (route, segments, { payload, type }, params, who, cookieValue) => {
          // Deleting the account or signing out would only end the fuzzing session early.
          if (who === 'user' && /delete-account|signout|admin\/logout/.test(route.url)) return;
          let index = 0;
          const url = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(segments[index++] ?? ''));
          const options: InjectOptions = {
            method: route.method,
            url,
            query: params,
            headers: {
              origin: route.url.startsWith('/api/admin') ? ADMIN_ORIGIN : WEB_ORIGIN,
              ...(type ? { 'content-type': type } : {}),
              ...(cookies[who] ? { cookie: cookies[who] } : {}),
              ...(who === 'fuzzed'
                ? {
                    cookie: ['sous_visitor', 'sous_session', 'sous_admin']
                      .map((name) => `${name}=${encodeURIComponent(cookieValue)}`)
                      .join('; '),
                  }
                : {}),
            },
            ...(payload !== undefined && route.method !== 'GET' ? { payload } : {}),
          };
          const response = await fastify.inject(options);
          sent++;
          if (response.statusCode >= 500) {
            throw new Error(`${route.method} ${url} as ${who} → ${response.statusCode} ${response.body}`);
          }
          if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
            const parsed = response.json();
            expect(typeof parsed.message).toBe('string');
            expect(typeof parsed.code).toBe('string');
          }
        },
      ),
      { numRuns: FUZZ_RUNS, seed: 20261122 },
    );
    expect(sent).toBeGreaterThan(FUZZ_RUNS / 2);
  }, 240_000);
});
