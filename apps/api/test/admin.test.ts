import { type AdminUser, API_MESSAGES } from '@sous/domain';
import { adminUserType, hasPremiumAccess } from '@sous/entitlements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_LIFETIME_MS } from '../src/plugins/admin-session.ts';
import { adminCookieFrom, asAdmin, loginAdmin } from './helpers/admin.ts';
import { buildTestApp } from './helpers/app.ts';
import { TEST_ADMIN_PASSWORD, WEB_ORIGIN } from './helpers/config.ts';
import { asUser, setPlan, signUpUser, TEST_PASSWORD } from './helpers/users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('admin API', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAdmin(t.app);
  });
  afterAll(async () => t.close());

  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject(
      asAdmin(cookie, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }),
    );

  const auditRows = (action: string, targetUserId?: string) => {
    let query = t.db.selectFrom('adminAuditLog').selectAll().where('action', '=', action);
    if (targetUserId) query = query.where('targetUserId', '=', targetUserId);
    return query.orderBy('createdAt').execute();
  };

  const protectedRoutes = (id: string) =>
    [
      ['POST', '/api/admin/logout', {}],
      ['GET', '/api/admin/users', undefined],
      ['GET', '/api/admin/users?type=trial&search=a', undefined],
      ['GET', '/api/admin/stats', undefined],
      ['DELETE', `/api/admin/users/${id}`, undefined],
      ['PATCH', `/api/admin/users/${id}/moderator`, { isModerator: true }],
      ['PATCH', `/api/admin/users/${id}/password`, { password: 'a new password' }],
      ['PATCH', `/api/admin/users/${id}/trial`, { trialDays: 7 }],
      ['PATCH', `/api/admin/users/${id}/premium`, { isPremium: true, premiumUntil: null }],
      ['PATCH', `/api/admin/users/${id}/notes`, { notes: 'hello' }],
      // Bad bodies and ids must not reveal anything before the session check either.
      ['PATCH', '/api/admin/users/not-a-uuid/notes', { notes: 1 }],
    ] as const;

  it('answers 401 on every admin route without an admin session: no cookie, a user session, a forged cookie', async () => {
    const { cookie: userCookie, user } = await signUpUser(t.app);
    await t.db.updateTable('users').set({ isModerator: true }).where('id', '=', user.id).execute();
    const forged = `sous_admin=${'x'.repeat(32)}.${'y'.repeat(43)}`;
    for (const [method, url, payload] of protectedRoutes(user.id)) {
      for (const cookie of [undefined, userCookie, forged]) {
        const response = await call(cookie, method, url, payload);
        expect(response.statusCode, `${method} ${url} with ${cookie ?? 'no cookie'}`).toBe(401);
        expect(response.json().code).toBe('unauthorized');
      }
    }
    // Nothing was done to the user.
    const after = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ isModerator: true, adminNotes: null, isPremium: false });
  });

  it('logs in: 200 {ok:true}, an httpOnly SameSite=Strict 8-hour cookie, a stored session and an audit row', async () => {
    const before = (await auditRows('login')).length;
    const response = await call(undefined, 'POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^sous_admin=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/); // testConfig serves http; config.secureCookies decides
    const expires = new Date(/Expires=([^;]+)/.exec(setCookie)![1]!).getTime();
    expect(Math.abs(expires - Date.now() - ADMIN_SESSION_LIFETIME_MS)).toBeLessThan(60_000);
    const cookie = adminCookieFrom(response);
    const sid = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const stored = await t.db
      .selectFrom('adminSessions')
      .selectAll()
      .where('sid', '=', sid)
      .executeTakeFirstOrThrow();
    expect(stored.session).toMatchObject({ admin: { loggedInAt: t.clock.now().toISOString() } });
    expect(stored.expiresAt.getTime()).toBe(t.clock.now().getTime() + ADMIN_SESSION_LIFETIME_MS);
    expect((await call(cookie, 'GET', '/api/admin/stats')).statusCode).toBe(200);
    expect((await auditRows('login')).length).toBe(before + 1);
  });

  it('refuses a wrong password with 401 "Invalid password", audits it, and answers 429 after 5 tries a minute', async () => {
    const remoteAddress = '203.0.113.7';
    const attempt = () =>
      t.app.inject(
        asAdmin(undefined, {
          method: 'POST',
          url: '/api/admin/login',
          payload: { password: 'not the password' },
          remoteAddress,
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await attempt();
      statuses.push(response.statusCode);
      expect(response.json().message).toBe(API_MESSAGES.invalidPassword);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    // The right password from that IP is limited too; another IP is not.
    const right = await t.app.inject(
      asAdmin(undefined, {
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
        remoteAddress,
      }),
    );
    expect(right.statusCode).toBe(429);
    const failures = (await auditRows('login_failed')).filter((row) => row.ip === remoteAddress);
    expect(failures).toHaveLength(5);
    expect(await loginAdmin(t.app, '203.0.113.8')).toMatch(/^sous_admin=/);
  });

  it('refuses admin mutations from another origin, and a missing or malformed password with 400', async () => {
    const fromWeb = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: WEB_ORIGIN, 'content-type': 'application/json' },
      payload: { password: TEST_ADMIN_PASSWORD },
      remoteAddress: '203.0.113.20',
    });
    expect(fromWeb.statusCode).toBe(403);
    const withCookieFromWeb = await t.app.inject(
      asUser(admin, {
        method: 'PATCH',
        url: `/api/admin/users/${UNKNOWN_ID}/notes`,
        payload: { notes: 'x' },
      }),
    );
    expect(withCookieFromWeb.statusCode).toBe(403);
    for (const payload of [{}, { password: '' }, { password: 42 }]) {
      const response = await t.app.inject(
        asAdmin(undefined, {
          method: 'POST',
          url: '/api/admin/login',
          payload,
          remoteAddress: '203.0.113.21',
        }),
      );
      expect(response.statusCode).toBe(400);
    }
  });

  it('logs out: 204, the session row is gone and the cookie no longer works', async () => {
    const cookie = await loginAdmin(t.app, '203.0.113.30');
    const response = await call(cookie, 'POST', '/api/admin/logout');
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/sous_admin=;/);
    expect((await call(cookie, 'GET', '/api/admin/stats')).statusCode).toBe(401);
    expect((await auditRows('logout')).length).toBeGreaterThan(0);
  });

  it('ends the admin session 8 hours after login', async () => {
    const cookie = await loginAdmin(t.app, '203.0.113.31');
    t.clock.advance(ADMIN_SESSION_LIFETIME_MS - 60_000);
    expect((await call(cookie, 'GET', '/api/admin/stats')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await call(cookie, 'GET', '/api/admin/stats')).statusCode).toBe(401);
    admin = await loginAdmin(t.app, '203.0.113.32');
  });

  it('keeps the admin session across a restart: a second app on the same database accepts the cookie', async () => {
    const second = await buildTestApp({ database: t.database, clock: t.clock, config: t.config });
    try {
      const response = await second.app.inject(asAdmin(admin, { method: 'GET', url: '/api/admin/stats' }));
      expect(response.statusCode).toBe(200);
      expect(response.json().totalUsers).toBeGreaterThan(0);
    } finally {
      await second.app.close();
    }
  });

  it('toggles moderator, with an audit row naming the user, the IP and the new value', async () => {
    const { user, email } = await signUpUser(t.app);
    const on = await call(admin, 'PATCH', `/api/admin/users/${user.id}/moderator`, { isModerator: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: user.id, isModerator: true, adminNotes: null });
    expect(on.json()).not.toHaveProperty('passwordHash');
    const off = await call(admin, 'PATCH', `/api/admin/users/${user.id}/moderator`, { isModerator: false });
    expect(off.json().isModerator).toBe(false);
    const rows = await auditRows('set_moderator', user.id);
    expect(rows.map((row) => row.details)).toEqual([{ isModerator: true }, { isModerator: false }]);
    expect(rows[0]).toMatchObject({ targetEmail: email, ip: '127.0.0.1' });
    expect(rows[0]!.createdAt.getTime()).toBe(t.clock.now().getTime());
    expect(
      (await call(admin, 'PATCH', `/api/admin/users/${user.id}/moderator`, { isModerator: 'yes' }))
        .statusCode,
    ).toBe(400);
  });

  it('resets a password: the user is signed out everywhere, signs in with the new one, and the audit row holds no password', async () => {
    const { user, email, cookie } = await signUpUser(t.app);
    const newPassword = 'brand new password';
    expect(
      (await call(admin, 'PATCH', `/api/admin/users/${user.id}/password`, { password: 'short' })).statusCode,
    ).toBe(400);
    const response = await call(admin, 'PATCH', `/api/admin/users/${user.id}/password`, {
      password: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
    expect((await t.app.inject(asUser(cookie, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(401);
    const signIn = (password: string) =>
      t.app.inject(
        asUser(undefined, { method: 'POST', url: '/api/auth/signin', payload: { email, password } }),
      );
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(newPassword)).statusCode).toBe(200);
    const [row] = await auditRows('reset_password', user.id);
    expect(row).toMatchObject({ targetEmail: email });
    expect(JSON.stringify(row)).not.toContain(newPassword);
  });

  it('grants a trial: default 7 days from now, extended from a later trial end, refused for paying users', async () => {
    const { user } = await signUpUser(t.app);
    const now = t.clock.now();
    const first = await call(admin, 'PATCH', `/api/admin/users/${user.id}/trial`, {});
    expect(first.statusCode).toBe(200);
    const granted: AdminUser = first.json();
    expect(granted.subscriptionType).toBe('trial');
    expect(granted.trialEndsAt).toBe(new Date(now.getTime() + 7 * DAY_MS).toISOString());
    expect(adminUserType(granted, now)).toBe('trial');
    // A running trial is extended from its end, not from now.
    const second = await call(admin, 'PATCH', `/api/admin/users/${user.id}/trial`, { trialDays: 3 });
    expect(second.json().trialEndsAt).toBe(new Date(now.getTime() + 10 * DAY_MS).toISOString());
    // An expired trial starts again from now.
    await setPlan(t.db, user.id, 'trial-expired', now);
    const third = await call(admin, 'PATCH', `/api/admin/users/${user.id}/trial`, { trialDays: 1 });
    expect(third.json().trialEndsAt).toBe(new Date(now.getTime() + DAY_MS).toISOString());
    const rows = await auditRows('grant_trial', user.id);
    expect(rows.map((row) => row.details?.trialDays)).toEqual([7, 3, 1]);
    for (const trialDays of [0, -1, 2.5, '7', 366]) {
      const bad = await call(admin, 'PATCH', `/api/admin/users/${user.id}/trial`, { trialDays });
      expect(bad.statusCode, `trialDays ${trialDays}`).toBe(400);
    }
    const paying = await signUpUser(t.app);
    await setPlan(t.db, paying.user.id, 'active', now);
    const refused = await call(admin, 'PATCH', `/api/admin/users/${paying.user.id}/trial`, { trialDays: 7 });
    expect(refused.statusCode).toBe(409);
    expect(await auditRows('grant_trial', paying.user.id)).toHaveLength(0);
  });

  it('grants premium with or without an end date, and revokes it', async () => {
    const { user } = await signUpUser(t.app);
    const now = t.clock.now();
    const until = new Date(now.getTime() + 30 * DAY_MS).toISOString();
    const dated = await call(admin, 'PATCH', `/api/admin/users/${user.id}/premium`, {
      isPremium: true,
      premiumUntil: until,
    });
    expect(dated.statusCode).toBe(200);
    expect(dated.json()).toMatchObject({ isPremium: true, premiumUntil: until });
    expect(hasPremiumAccess(dated.json(), now)).toBe(true);
    const open = await call(admin, 'PATCH', `/api/admin/users/${user.id}/premium`, {
      isPremium: true,
      premiumUntil: null,
    });
    expect(open.json()).toMatchObject({ isPremium: true, premiumUntil: null });
    const revoked = await call(admin, 'PATCH', `/api/admin/users/${user.id}/premium`, {
      isPremium: false,
      premiumUntil: until,
    });
    expect(revoked.json()).toMatchObject({ isPremium: false, premiumUntil: null });
    expect(hasPremiumAccess(revoked.json(), now)).toBe(false);
    const past = new Date(now.getTime() - DAY_MS).toISOString();
    for (const payload of [
      { isPremium: true, premiumUntil: past },
      { isPremium: 'true' },
      { isPremium: true, premiumUntil: 'soon' },
    ]) {
      expect((await call(admin, 'PATCH', `/api/admin/users/${user.id}/premium`, payload)).statusCode).toBe(
        400,
      );
    }
    const rows = await auditRows('set_premium', user.id);
    expect(rows.map((row) => row.details)).toEqual([
      { isPremium: true, premiumUntil: until },
      { isPremium: true, premiumUntil: null },
      { isPremium: false, premiumUntil: null },
    ]);
  });

  it('edits notes (bounded, blank clears them); only the admin view shows them', async () => {
    const { user, cookie } = await signUpUser(t.app);
    const notes = 'Asked for a refund on 3 Nov.\nBe kind.';
    const response = await call(admin, 'PATCH', `/api/admin/users/${user.id}/notes`, { notes });
    expect(response.statusCode).toBe(200);
    expect(response.json().adminNotes).toBe(notes);
    const me = await t.app.inject(asUser(cookie, { method: 'GET', url: '/api/auth/me' }));
    expect(me.json()).not.toHaveProperty('adminNotes');
    expect(
      (await call(admin, 'PATCH', `/api/admin/users/${user.id}/notes`, { notes: 'x'.repeat(5001) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'PATCH', `/api/admin/users/${user.id}/notes`, { notes: '  ' })).json().adminNotes,
    ).toBeNull();
    const rows = await auditRows('update_notes', user.id);
    expect(rows.map((row) => row.details)).toEqual([{ length: notes.length }, { length: 0 }]);
  });

  it('deletes a user with their sessions, and keeps the audit row after the user is gone', async () => {
    const { user, email, cookie } = await signUpUser(t.app);
    const response = await call(admin, 'DELETE', `/api/admin/users/${user.id}`);
    expect(response.statusCode).toBe(204);
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await t.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toEqual(
      [],
    );
    expect((await t.app.inject(asUser(cookie, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(401);
    const [row] = await auditRows('delete_user', user.id);
    expect(row).toMatchObject({ targetEmail: email, ip: '127.0.0.1' });
    expect((await call(admin, 'DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown user and 400 for a malformed id on every user route, writing no audit row', async () => {
    const before = await t.db
      .selectFrom('adminAuditLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const routes = protectedRoutes(UNKNOWN_ID).filter(([, url]) => url.includes(UNKNOWN_ID));
    expect(routes).toHaveLength(6);
    for (const [method, url, payload] of routes) {
      expect((await call(admin, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      const malformed = url.replace(UNKNOWN_ID, "1' or '1'='1");
      expect((await call(admin, method, malformed, payload)).statusCode, `${method} ${malformed}`).toBe(400);
    }
    const after = await t.db
      .selectFrom('adminAuditLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
