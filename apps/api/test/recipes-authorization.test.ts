import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/services/auth/sessions.ts';
import { buildTestApp } from './helpers/app.ts';
import { asUser, type PlanState, setPlan, uniqueEmail } from './helpers/users.ts';

// Every recipes endpoint × every kind of caller, one table. Each row gets fresh callers, so a row
// that spends a free credit cannot change another row's answer.
//
// "another user" is an active subscriber acting on someone else's saved, rated recipe (the owner's):
// reading the recipe is allowed (a recipe id is a capability link), but the owner's saved entry and
// rating can be neither read nor changed. Every other signed-in caller has a saved, rated recipe
// of its own (written directly: free callers may have saved it while they had access).

const STATES = [
  'free',
  'trial',
  'active',
  'cancelled-with-access',
  'cancelled-expired',
  'trial-expired',
  'admin-premium',
] as const satisfies PlanState[];
type CallerName = 'signed out' | (typeof STATES)[number] | 'another user';
const CALLERS: CallerName[] = ['signed out', ...STATES, 'another user'];

interface Caller {
  name: CallerName;
  cookie: string | undefined;
  userId: string | undefined;
  /** The recipe this caller acts on: its own saved one, or (another user) the owner's. */
  recipeId: string;
  ip: string;
}

type Expected = Partial<Record<CallerName, number>>;
interface Row {
  name: string;
  expected: Expected;
  /** Runs before the request (e.g. a first generation); may return the cookie to use after it. */
  before?: (caller: Caller) => Promise<string | undefined>;
  request: (caller: Caller) => InjectOptions;
  /** Extra checks on a successful answer. */
  check?: (response: LightMyRequestResponse, caller: Caller) => unknown;
}

const ingredients = { ingredients: 'chicken thighs, broccoli, rice, garlic', constraints: { servings: 2 } };

/** The same status for every signed-in caller, 401 signed out. */
const signedIn = (status: number, overrides: Expected = {}): Expected => ({
  ...Object.fromEntries(CALLERS.map((name) => [name, status])),
  'signed out': 401,
  ...overrides,
});
/** Premium features: trial, active, cancelled-with-access and admin-granted premium only. */
const premiumOnly = (status: number, denied = 402, overrides: Expected = {}): Expected => ({
  'signed out': 401,
  free: denied,
  trial: status,
  active: status,
  'cancelled-with-access': status,
  'cancelled-expired': denied,
  'trial-expired': denied,
  'admin-premium': status,
  'another user': status,
  ...overrides,
});

describe('recipes authorization matrix', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let ownersRecipe = '';
  let ownRecipe = '';
  let ownerId = '';
  let ipCounter = 0;

  /** A user in a plan state with a session, written directly (argon2 sign-ups would be slow). */
  async function makeUser(state: PlanState) {
    const { id } = await t.db
      .insertInto('users')
      .values({ email: uniqueEmail('matrix'), passwordHash: 'not-a-hash' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setPlan(t.db, id, state, t.clock.now());
    const { token } = await createSession(t.db, id, t.clock.now());
    return { id, cookie: `sous_session=${token}` };
  }

  async function makeCallers(): Promise<Caller[]> {
    const callers: Caller[] = [];
    for (const name of CALLERS) {
      const ip = `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
      if (name === 'signed out') {
        callers.push({ name, cookie: undefined, userId: undefined, recipeId: ownRecipe, ip });
        continue;
      }
      const user = await makeUser(name === 'another user' ? 'active' : name);
      if (name !== 'another user') {
        await t.db
          .insertInto('savedRecipes')
          .values({ userId: user.id, recipeId: ownRecipe, rating: 3, savedAt: t.clock.now() })
          .execute();
      }
      callers.push({
        name,
        cookie: user.cookie,
        userId: user.id,
        recipeId: name === 'another user' ? ownersRecipe : ownRecipe,
        ip,
      });
    }
    return callers;
  }

  const generateRequest = (caller: Caller, cookie = caller.cookie, payload: object = ingredients) =>
    asUser(cookie, { method: 'POST', url: '/api/recipes/generate', payload, remoteAddress: caller.ip });

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await makeUser('active');
    ownerId = owner.id;
    const generated = await t.app.inject(
      asUser(owner.cookie, { method: 'POST', url: '/api/recipes/generate', payload: ingredients }),
    );
    expect(generated.statusCode, generated.body).toBe(200);
    const recipes = generated.json().recipes as { id: string }[];
    ownRecipe = recipes[0]!.id;
    ownersRecipe = recipes[1]!.id;
    await t.db
      .insertInto('savedRecipes')
      .values({ userId: owner.id, recipeId: ownersRecipe, rating: 5, savedAt: t.clock.now() })
      .execute();
  });
  afterAll(async () => t.close());

  const table: Row[] = [
    {
      name: 'generate, first time',
      expected: { ...signedIn(200), 'signed out': 200 },
      request: (caller) => generateRequest(caller),
      check: (response) => expect(response.json().recipes).toHaveLength(3),
    },
    {
      name: 'generate, second time (the free credit is spent)',
      expected: premiumOnly(200, 402, { 'signed out': 402 }),
      before: async (caller) => {
        const first = await t.app.inject(generateRequest(caller));
        expect(first.statusCode, `${caller.name} first generation`).toBe(200);
        // A visitor keeps the cookie it was given.
        return caller.cookie ?? String(first.headers['set-cookie']).split(';')[0];
      },
      request: (caller) => generateRequest(caller),
    },
    {
      name: 'Surprise Me',
      expected: premiumOnly(200),
      request: (caller) => generateRequest(caller, caller.cookie, { ingredients: '', surprise: true }),
    },
    {
      name: 'read a recipe by id',
      expected: { ...signedIn(200), 'signed out': 200 },
      request: (caller) => ({ method: 'GET', url: `/api/recipes/${caller.recipeId}` }),
      check: (response, caller) => expect(response.json().id).toBe(caller.recipeId),
    },
    {
      name: 'read an unknown recipe',
      expected: { ...signedIn(404), 'signed out': 404 },
      request: () => ({ method: 'GET', url: `/api/recipes/${crypto.randomUUID()}` }),
    },
    {
      name: 'is-saved',
      expected: signedIn(200),
      request: (caller) => ({ method: 'GET', url: `/api/recipes/${caller.recipeId}/is-saved` }),
      // Another user does not learn that the owner saved it.
      check: (response, caller) =>
        expect(response.json()).toEqual({ isSaved: caller.name !== 'another user' }),
    },
    {
      name: 'save a recipe not yet saved',
      expected: premiumOnly(201),
      before: async (caller) => {
        if (caller.userId)
          await t.db.deleteFrom('savedRecipes').where('userId', '=', caller.userId).execute();
        return caller.cookie;
      },
      request: (caller) => ({ method: 'POST', url: `/api/recipes/${caller.recipeId}/save` }),
    },
    {
      name: 'save an already saved recipe (idempotent)',
      expected: premiumOnly(200, 402, { 'another user': 201 }),
      request: (caller) => ({ method: 'POST', url: `/api/recipes/${caller.recipeId}/save` }),
    },
    {
      name: 'save an unknown recipe',
      expected: premiumOnly(404),
      request: () => ({ method: 'POST', url: `/api/recipes/${crypto.randomUUID()}/save` }),
    },
    {
      name: 'saved list',
      expected: signedIn(200),
      request: () => ({ method: 'GET', url: '/api/recipes/saved' }),
      check: (response, caller) => {
        const list = response.json() as { recipe: { id: string }; rating: number | null }[];
        // Only the caller's own entries: never the owner's.
        if (caller.name === 'another user') expect(list).toEqual([]);
        else expect(list.map((entry) => [entry.recipe.id, entry.rating])).toEqual([[ownRecipe, 3]]);
      },
    },
    {
      name: 'rate a saved recipe',
      // Rating one's own saved recipe stays allowed after access ends; another user's: 404.
      expected: signedIn(200, { 'another user': 404 }),
      request: (caller) => ({
        method: 'PUT',
        url: `/api/recipes/${caller.recipeId}/rating`,
        payload: { rating: 1 },
      }),
      check: async (response, caller) => {
        expect(response.json()).toEqual({ rating: 1 });
        const row = await t.db
          .selectFrom('savedRecipes')
          .select('rating')
          .where('userId', '=', caller.userId!)
          .executeTakeFirstOrThrow();
        expect(row.rating).toBe(1);
      },
    },
    {
      name: 'rate outside 1..5',
      expected: signedIn(400),
      request: (caller) => ({
        method: 'PUT',
        url: `/api/recipes/${caller.recipeId}/rating`,
        payload: { rating: 6 },
      }),
    },
    {
      name: 'unsave',
      // Idempotent: another user "unsaving" the owner's recipe removes nothing of the owner's.
      expected: signedIn(204),
      request: (caller) => ({ method: 'DELETE', url: `/api/recipes/${caller.recipeId}/save` }),
      check: async (_response, caller) => {
        const rows = await t.db
          .selectFrom('savedRecipes')
          .select('id')
          .where('userId', '=', caller.userId!)
          .execute();
        expect(rows).toEqual([]);
      },
    },
  ];

  for (const row of table) {
    const summary = CALLERS.filter((who) => row.expected[who] !== undefined)
      .map((who) => `${who} ${row.expected[who]}`)
      .join(', ');
    it(`${row.name}: ${summary}`, async () => {
      const callers = await makeCallers();
      for (const caller of callers) {
        const status = row.expected[caller.name];
        if (status === undefined) continue;
        const cookie = (await row.before?.(caller)) ?? caller.cookie;
        const options = asUser(cookie, { remoteAddress: caller.ip, ...row.request(caller) });
        const response = await t.app.inject(options);
        expect(response.statusCode, `${caller.name}: ${options.method} ${options.url} ${response.body}`).toBe(
          status,
        );
        if (status >= 400) {
          expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
        } else if (row.check) {
          await row.check(response, caller);
        }
      }
      // Whatever the callers did, the owner's saved entry and rating are untouched.
      const owners = await t.db
        .selectFrom('savedRecipes')
        .select(['recipeId', 'rating'])
        .where('userId', '=', ownerId)
        .execute();
      expect(owners).toEqual([{ recipeId: ownersRecipe, rating: 5 }]);
    });
  }
});
