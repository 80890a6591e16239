import type { AdminStats, AdminUser, AdminUserFilter } from '@sous/domain';
import { adminUserType } from '@sous/entitlements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUser } from '../src/db/schema.ts';
import { asAdmin, loginAdmin } from './helpers/admin.ts';
import { buildTestApp } from './helpers/app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const USER_COUNT = 5000;

interface SeededUser {
  id: string;
  email: string;
  /** created_at as PostgreSQL holds it, to the microsecond, in one sortable format. */
  createdAt: string;
  subscriptionType: string | null;
  trialEndsAt: Date | null;
  subscriptionEndsAt: Date | null;
  isPremium: boolean;
  premiumUntil: Date | null;
  isModerator: boolean;
}

/**
 * Every combination of the fields the entitlement rules read (1,250), each date unset, past, exactly
 * now, or one of two futures, so the SQL conditions meet every edge that hasPremiumAccess/displayPlan
 * decide.
 */
function seedRows(now: Date): Array<NewUser & { createdAt: string }> {
  const types = [null, 'free', 'trial', 'active', 'cancelled'];
  // Two future dates, so a grant ending before, with or after a trial or paid period meets displayPlan's edges.
  const dates = [
    null,
    new Date(now.getTime() - DAY_MS),
    now,
    new Date(now.getTime() + DAY_MS),
    new Date(now.getTime() + 2 * DAY_MS),
  ];
  const combos: Array<
    Pick<NewUser, 'subscriptionType' | 'trialEndsAt' | 'subscriptionEndsAt' | 'isPremium' | 'premiumUntil'>
  > = [];
  for (const subscriptionType of types)
    for (const trialEndsAt of dates)
      for (const subscriptionEndsAt of dates)
        for (const isPremium of [false, true])
          for (const premiumUntil of dates)
            combos.push({ subscriptionType, trialEndsAt, subscriptionEndsAt, isPremium, premiumUntil });
  const base = Date.UTC(2025, 0, 1);
  return Array.from({ length: USER_COUNT }, (_, i) => {
    // Three users share each timestamp (the id breaks the tie); microseconds a JS Date cannot hold.
    const tick = Math.floor(i / 3);
    const ms = new Date(base + tick * 1000).toISOString().slice(0, -1);
    const micros = String(tick % 1000).padStart(3, '0');
    // Some addresses hold LIKE wildcards, which a search must take literally.
    const local = i % 97 === 0 ? `under_score${i}` : i % 89 === 0 ? `per%cent${i}` : `Cook${i}`;
    return {
      email: `${local}@Example${i % 7}.com`,
      passwordHash: 'not-a-real-hash',
      createdAt: `${ms}${micros}Z`,
      isModerator: i % 11 === 0,
      ...combos[i % combos.length]!,
    };
  });
}

describe('admin user list and stats over 5,000 users', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: string;
  let seeded: SeededUser[];

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAdmin(t.app);
    const rows = seedRows(t.clock.now());
    // One multi-row insert.
    const inserted = await t.db.insertInto('users').values(rows).returning(['id', 'email']).execute();
    expect(inserted).toHaveLength(USER_COUNT);
    const byEmail = new Map(inserted.map((row) => [row.email, row.id]));
    seeded = rows.map((row) => ({
      id: byEmail.get(row.email)!,
      email: row.email,
      createdAt: row.createdAt,
      subscriptionType: row.subscriptionType ?? null,
      trialEndsAt: (row.trialEndsAt as Date | null) ?? null,
      subscriptionEndsAt: (row.subscriptionEndsAt as Date | null) ?? null,
      isPremium: row.isPremium ?? false,
      premiumUntil: (row.premiumUntil as Date | null) ?? null,
      isModerator: row.isModerator ?? false,
    }));
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject(asAdmin(admin, { method: 'GET', url }));

  /** Follows nextCursor to the end; returns the ids in the order served. */
  async function allPages(params: Record<string, string>): Promise<{ ids: string[]; pages: number }> {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = new URLSearchParams({ ...params, ...(cursor ? { cursor } : {}) });
      const response = await get(`/api/admin/users?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body: { users: AdminUser[]; nextCursor: string | null } = response.json();
      ids.push(...body.users.map((user) => user.id));
      cursor = body.nextCursor;
      pages++;
      expect(pages).toBeLessThan(200);
    } while (cursor);
    return { ids, pages };
  }

  /** The expected order: created_at desc, then id desc (uuid order is its hex text order). */
  const newestFirst = (users: SeededUser[]) =>
    [...users]
      .sort((a, b) =>
        a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
      )
      .map((user) => user.id);

  const ofType = (type: Exclude<AdminUserFilter, 'all'>, now: Date) =>
    seeded.filter((user) => adminUserType(user, now) === type);

  it('pages through every user newest first, with no gap or repeat, microsecond ties included', async () => {
    const { ids, pages } = await allPages({ limit: '200' });
    expect(ids).toHaveLength(USER_COUNT);
    expect(new Set(ids).size).toBe(USER_COUNT);
    expect(ids).toEqual(newestFirst(seeded));
    expect(pages).toBe(25);
    const first = await get('/api/admin/users');
    const body = first.json();
    expect(body.users).toHaveLength(50);
    expect(body.users[0]).toHaveProperty('adminNotes');
    expect(body.users[0]).not.toHaveProperty('passwordHash');
    expect(typeof body.nextCursor).toBe('string');
  });

  it('filters by type exactly as @sous/entitlements classifies each user, at the current time', async () => {
    const now = t.clock.now();
    for (const type of ['free', 'trial', 'premium'] as const) {
      const expected = ofType(type, now);
      expect(expected.length, `${type} users in the seed`).toBeGreaterThan(100);
      const { ids } = await allPages({ type, limit: '200' });
      expect(ids, type).toEqual(newestFirst(expected));
    }
  });

  it('moves users between types as time passes (trials and grants ending)', async () => {
    t.clock.advance(2 * DAY_MS);
    const earlier = admin;
    // Two days on, the 8-hour admin session has ended: log in again.
    admin = await loginAdmin(t.app, '198.51.100.2');
    try {
      const now = t.clock.now();
      const { ids } = await allPages({ type: 'trial', limit: '200' });
      expect(ids).toEqual(newestFirst(ofType('trial', now)));
      const premium = await allPages({ type: 'premium', limit: '200' });
      expect(premium.ids).toEqual(newestFirst(ofType('premium', now)));
    } finally {
      t.clock.advance(-2 * DAY_MS);
      admin = earlier;
    }
  });

  it('searches emails case-insensitively by substring, taking % and _ literally, combined with a type', async () => {
    const now = t.clock.now();
    const cases: Array<[string, (email: string) => boolean]> = [
      ['COOK12', (email) => email.toLowerCase().includes('cook12')],
      ['example3.COM', (email) => email.toLowerCase().includes('example3.com')],
      ['_', (email) => email.includes('_')],
      ['%', (email) => email.includes('%')],
      // As wildcards these would match every "Cook…" address.
      ['o_k', () => false],
      ['c%k', () => false],
      ['\\', () => false],
    ];
    for (const [search, matches] of cases) {
      const { ids } = await allPages({ search, limit: '200' });
      expect(ids, `search ${search}`).toEqual(newestFirst(seeded.filter((user) => matches(user.email))));
    }
    expect((await allPages({ search: '_' })).ids.length).toBeGreaterThan(10);
    const { ids } = await allPages({ search: 'cook1', type: 'trial', limit: '37' });
    const expected = ofType('trial', now).filter((user) => user.email.toLowerCase().includes('cook1'));
    expect(expected.length).toBeGreaterThan(37);
    expect(ids).toEqual(newestFirst(expected));
  });

  it('answers stats in agreement with a direct count and with the filters', async () => {
    const now = t.clock.now();
    const response = await get('/api/admin/stats');
    expect(response.statusCode).toBe(200);
    const stats: AdminStats = response.json();
    const direct = await t.db
      .selectFrom('users')
      .select((eb) => [eb.fn.countAll<number>().as('total')])
      .executeTakeFirstOrThrow();
    const moderators = await t.db
      .selectFrom('users')
      .select((eb) => [eb.fn.countAll<number>().as('n')])
      .where('isModerator', '=', true)
      .executeTakeFirstOrThrow();
    expect(stats).toEqual({
      totalUsers: Number(direct.total),
      premiumUsers: ofType('premium', now).length,
      trialUsers: ofType('trial', now).length,
      freeUsers: ofType('free', now).length,
      moderators: Number(moderators.n),
    });
    expect(stats.totalUsers).toBe(USER_COUNT);
    expect(stats.premiumUsers + stats.trialUsers + stats.freeUsers).toBe(stats.totalUsers);
    expect(stats.moderators).toBe(seeded.filter((user) => user.isModerator).length);
  });

  it('refuses a bad type, limit or cursor with 400', async () => {
    for (const query of [
      'type=gold',
      'limit=0',
      'limit=201',
      'limit=ten',
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('2025-01-01T00:00:00.000000Z|nope').toString('base64url')}`,
      `search=${'a'.repeat(300)}`,
      'type=free&type=trial',
    ]) {
      expect((await get(`/api/admin/users?${query}`)).statusCode, query).toBe(400);
    }
  });
});
