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

/** Characters no stored text may hold (C0 controls, lone surrogates), mixed with the ones that may. */
const hostileChar = fc.oneof(
  fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F'),
  fc.constantFrom('\t', '\n', '\r', '\uD800', '\uDFFF', '\u007F', '%00', '\u2028'),
  fc.string({ minLength: 1, maxLength: 1 }),
);
const hostileText = fc.string({ unit: hostileChar, maxLength: 40 });
const text = fc.oneof(fc.string(), hostileText);

/** Where a NUL, and where another C0 control character, was sent: `body.notes`, `query.search`, `cookie`… */
const hostileSent = { NUL: new Set<string>(), control: new Set<string>() };
function noteHostile(where: string, value: unknown): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) hostileSent.NUL.add(where);
    // C0 controls other than NUL, tab, LF and CR (which multi-line fields allow).
    const control = [...value].some((ch) => ch > '\u0000' && ch < ' ' && !'\t\n\r'.includes(ch));
    if (control) hostileSent.control.add(where);
  } else if (Array.isArray(value)) {
    for (const item of value) noteHostile(`${where}[]`, item);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) noteHostile(`${where}.${key}`, item);
  }
}

/** Percent-encodes what `encodeURIComponent` refuses too (a lone surrogate goes as its invalid UTF-8 bytes). */
const percent = (value: string) =>
  [...value].map((ch) => (/[\uD800-\uDFFF]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');

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
  /** A path segment standing for the signed-up user's id, so admin routes reach a real row. */
  const SELF = '<self>';
  let selfId = '';

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
    selfId = premium.user.id;
    cookies.admin = await loginAdmin(fastify);
    cookies.garbage = 'sous_session=abc.def; sous_admin=s%3Anope.bad';
  });
  afterAll(async () => {
    await fastify.close();
    await database.close();
  });

  const segment = fc.oneof(
    fc.uuid(),
    fc.constant(SELF),
    fc.string(),
    hostileText,
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom('', '..', '%00', 'null', '-1', '1e309', 'saved', '{}', ' ', '%', '%E0%A4%A'),
  );
  // Mostly bodies with the routes' own field names, so field checks are reached, not just the parser.
  const jsonValue = fc.oneof(
    { arbitrary: fc.anything({ maxDepth: 3 }), weight: 1 },
    {
      weight: 3,
      arbitrary: fc.record(
        {
          email: fc.oneof(text, fc.emailAddress(), fc.integer()),
          password: fc.oneof(text, fc.integer(), fc.constant(null)),
          currentPassword: text,
          newPassword: text,
          ingredients: fc.oneof(fc.string({ maxLength: 3000 }), hostileText, fc.array(fc.string())),
          // Every field of the constraints, the picklists and numbers included, gets hostile text too.
          constraints: fc.oneof(
            fc.anything({ maxDepth: 2 }),
            fc.record(
              {
                allergies: fc.array(text, { maxLength: 3 }),
                diet: fc.array(text, { maxLength: 3 }),
                appliances: fc.array(text, { maxLength: 3 }),
                macroFocus: fc.array(text, { maxLength: 3 }),
                skillLevel: text,
                budget: text,
                time: fc.oneof(fc.integer(), text),
                servings: fc.oneof(fc.integer(), text),
              },
              { requiredKeys: [] },
            ),
          ),
          surprise: fc.boolean(),
          rating: fc.oneof(fc.integer(), fc.double(), text),
          trialDays: fc.oneof(fc.integer(), fc.double(), text),
          setupIntentId: fc.oneof(text, fc.integer()),
          discount: fc.oneof(fc.boolean(), text),
          notes: fc.oneof(text, fc.integer()),
          isModerator: fc.oneof(fc.boolean(), text),
          isPremium: fc.oneof(fc.boolean(), text),
          premiumUntil: fc.oneof(
            text,
            fc.constant(null),
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          ),
        },
        { requiredKeys: [] },
      ),
    },
  );
  const body = fc.oneof(
    {
      arbitrary: jsonValue.map((value) => ({
        payload: JSON.stringify(value) ?? 'null',
        type: 'application/json',
        value,
      })),
      weight: 4,
    },
    fc.string({ maxLength: 200 }).map((raw) => ({ payload: raw, type: 'application/json' })),
    hostileText.map((raw) => ({ payload: raw, type: 'application/json' })),
    fc.string({ maxLength: 200 }).map((raw) => ({ payload: raw, type: 'text/plain' })),
    fc.constant({ payload: '', type: 'application/json' }),
    fc.constant({ payload: undefined, type: undefined }),
  );
  const query = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('search', 'cursor', 'type', 'limit'), hostileText),
    fc.oneof(text, fc.integer().map(String)),
    { maxKeys: 3 },
  );

  it(`answers ${FUZZ_RUNS} malformed requests across all routes without a 5xx, every error as {message, code}`, async () => {
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
        fc.oneof(
          fc.string({ maxLength: 80 }),
          hostileText,
          // The session token's own shape, `{id}.{secret}`, so that a control character gets past a split.
          fc.tuple(hostileText, hostileText).map(([id, secret]) => `${id}.${secret}`),
        ),
        async (route, segments, { payload, type, ...parsed }, params, who, cookieValue) => {
          // Deleting the account or signing out would only end the fuzzing session early.
          if (who === 'user' && /delete-account|signout|admin\/logout/.test(route.url)) return;
          let index = 0;
          const path = route.url.replace(/:[A-Za-z]+/g, () => {
            const segment = segments[index++] ?? '';
            noteHostile('path', segment);
            return segment === SELF ? selfId : percent(segment);
          });
          const search = Object.entries(params)
            .map(([key, value]) => `${percent(key)}=${percent(value)}`)
            .join('&');
          const url = search ? `${path}?${search}` : path;
          const options: InjectOptions = {
            method: route.method,
            url,
            headers: {
              origin: route.url.startsWith('/api/admin') ? ADMIN_ORIGIN : WEB_ORIGIN,
              ...(type ? { 'content-type': type } : {}),
              ...(cookies[who] ? { cookie: cookies[who] } : {}),
              ...(who === 'fuzzed'
                ? {
                    cookie: ['sous_visitor', 'sous_session', 'sous_admin']
                      .map((name) => `${name}=${percent(cookieValue)}`)
                      .join('; '),
                  }
                : {}),
            },
            ...(payload !== undefined && route.method !== 'GET' ? { payload } : {}),
          };
          const response = await fastify.inject(options);
          sent++;
          if (route.method !== 'GET' && 'value' in parsed) noteHostile('body', parsed.value);
          for (const [key, value] of Object.entries(params)) noteHostile(`query.${key}`, value);
          if (who === 'fuzzed') noteHostile('cookie', cookieValue);
          if (response.statusCode >= 500) {
            throw new Error(`${route.method} ${url} as ${who} → ${response.statusCode} ${response.body}`);
          }
          if (response.statusCode >= 400) {
            expect(response.headers['content-type'], `${route.method} ${url}`).toMatch(/^application\/json/);
            expect(response.json(), `${route.method} ${url}`).toEqual({
              message: expect.any(String),
              code: expect.any(String),
            });
          }
        },
      ),
      { numRuns: FUZZ_RUNS, seed: 20261122 },
    );
    expect(sent).toBeGreaterThan(FUZZ_RUNS / 2);
    // The runs did send a NUL and another control character in every string field of the request
    // bodies, in every query parameter the routes read, and in the cookies.
    const expected = [
      ...[
        'email',
        'password',
        'currentPassword',
        'newPassword',
        'ingredients',
        'setupIntentId',
        'notes',
        'premiumUntil',
        'discount',
        'rating',
        'trialDays',
        'isModerator',
        'isPremium',
      ].map((field) => `body.${field}`),
      ...[
        'allergies[]',
        'diet[]',
        'appliances[]',
        'macroFocus[]',
        'skillLevel',
        'budget',
        'time',
        'servings',
      ].map((field) => `body.constraints.${field}`),
      ...['search', 'cursor', 'type', 'limit'].map((key) => `query.${key}`),
      'path',
      'cookie',
    ];
    for (const kind of ['NUL', 'control'] as const) {
      const missing = expected.filter((where) => !hostileSent[kind].has(where));
      expect(missing, `never sent a ${kind} character in`).toEqual([]);
    }
  }, 240_000);
});
