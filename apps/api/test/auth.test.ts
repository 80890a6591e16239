import { API_MESSAGES } from '@sous/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '../src/services/auth/sessions.ts';
import { buildTestApp } from './helpers/app.ts';
import { WEB_ORIGIN } from './helpers/config.ts';
import { asUser, cookieFrom, signUpUser, TEST_PASSWORD, uniqueEmail } from './helpers/users.ts';

describe('accounts and sessions', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject(asUser(cookie, { method: 'POST', url, payload: payload as object }));

  it('signs up: 201, the §8 message, a session cookie with safe attributes, a public user', async () => {
    const email = uniqueEmail();
    const response = await post('/api/auth/signup', { email: `  ${email}  `, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(API_MESSAGES.signUpSuccess);
    expect(body.user).toMatchObject({
      email,
      subscriptionType: 'free',
      isPremium: false,
      hasUsedTrial: false,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('adminNotes');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    const stored = await t.db
      .selectFrom('users')
      .select('passwordHash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a malformed email, a short password and a taken email (case-insensitive)', async () => {
    expect(
      (await post('/api/auth/signup', { email: 'not-an-email', password: TEST_PASSWORD })).statusCode,
    ).toBe(400);
    const short = await post('/api/auth/signup', { email: uniqueEmail(), password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 8 characters.');
    const { email } = await signUpUser(t.app);
    const taken = await post('/api/auth/signup', { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email_taken');
  });

  it('signs in with any letter case, sets lastLogin, and answers 401 alike for unknown email and wrong password', async () => {
    const { email } = await signUpUser(t.app);
    t.clock.advance(60_000);
    const ok = await post('/api/auth/signin', { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.lastLogin).toBe(t.clock.now().toISOString());
    const wrong = await post('/api/auth/signin', { email, password: 'wrong password' });
    const unknown = await post('/api/auth/signin', {
      email: uniqueEmail('ghost'),
      password: 'wrong password',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password', code: 'invalid_credentials' });
    }
  });

  it('issues a new token at every sign-in and keeps only a hash of it', async () => {
    const { email, cookie } = await signUpUser(t.app);
    const again = cookieFrom(await post('/api/auth/signin', { email, password: TEST_PASSWORD }));
    expect(again).not.toBe(cookie);
    const token = again.split('=')[1]!;
    const rows = await t.db.selectFrom('sessions').select(['id', 'secretHash']).execute();
    const secret = token.split('.')[1]!;
    expect(rows.some((row) => row.secretHash.includes(secret) || row.id === token)).toBe(false);
  });

  it('GET /api/auth/me: the user with a valid cookie, 401 without or with a forged one', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = `${cookie.split('.')[0]}.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: forged } })).statusCode,
    ).toBe(401);
  });

  it('GET /api/auth/session: 200 with the user, or 200 {user: null} without, with a forged or a signed-out cookie', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const session = (headers?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/auth/session', headers });
    const signedIn = await session({ cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(user.id);
    expect(signedIn.json().user).not.toHaveProperty('passwordHash');
    expect(String(signedIn.headers['cache-control'])).toMatch(/no-store/);
    const anonymous = await session();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });
    const forged = `${cookie.split('.')[0]}.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`;
    expect((await session({ cookie: forged })).json()).toEqual({ user: null });
    await post('/api/auth/signout', undefined, cookie);
    expect((await session({ cookie })).json()).toEqual({ user: null });
  });

  it('sign-out deletes the session on the server', async () => {
    const { cookie } = await signUpUser(t.app);
    const out = await post('/api/auth/signout', undefined, cookie);
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('sessions expire after 30 days and are extended when used past half-life', async () => {
    const { cookie } = await signUpUser(t.app);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    t.clock.advance(SESSION_LIFETIME_MS / 2 + 60_000);
    const renewed = await me();
    expect(renewed.statusCode).toBe(200);
    expect(String(renewed.headers['set-cookie'])).toContain('sous_session=');
    t.clock.advance(SESSION_LIFETIME_MS - 120_000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(SESSION_LIFETIME_MS + 1);
    expect((await me()).statusCode).toBe(401);
  });

  it('change-password: wrong current → 400, short new → 400; success signs out every other session', async () => {
    const { cookie, email } = await signUpUser(t.app);
    const other = cookieFrom(await post('/api/auth/signin', { email, password: TEST_PASSWORD }));
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'nope nope', newPassword: 'new password 1' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(API_MESSAGES.wrongCurrentPassword);
    const short = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      cookie,
    );
    expect(short.statusCode).toBe(400);
    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'new password 1' },
      cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: other } })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/signin', { email, password: 'new password 1' })).statusCode).toBe(200);
    expect((await post('/api/auth/signin', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('delete-account removes the user, who can no longer sign in', async () => {
    const { cookie, email, user } = await signUpUser(t.app);
    const response = await t.app.inject(
      asUser(cookie, { method: 'DELETE', url: '/api/auth/delete-account' }),
    );
    expect(response.statusCode).toBe(204);
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.db.selectFrom('sessions').select('id').where('userId', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await post('/api/auth/signin', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('protected routes answer 401 when signed out', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/change-password'],
      ['DELETE', '/api/auth/delete-account'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { origin: WEB_ORIGIN, 'content-type': 'application/json' },
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('sign-in throttling', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('limits repeated attempts for one email from one IP with 429 and Retry-After', async () => {
    const { email } = await signUpUser(t.app);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject(
        asUser(undefined, {
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email, password: `guess ${i} wrong` },
        }),
      );
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
    expect(last!.json().code).toBe('rate_limited');
    // The owner, from another network, is not locked out.
    const owner = await t.app.inject(
      asUser(undefined, {
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password: TEST_PASSWORD },
        remoteAddress: '10.1.2.3',
      }),
    );
    expect(owner.statusCode).toBe(200);
  }, 60_000);
});
