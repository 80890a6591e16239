import { Writable } from 'node:stream';
import { API_MESSAGES, GOOGLE_COPY, GOOGLE_ERROR_MESSAGES, type GoogleErrorCode } from '@sous/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { loggerOptions } from '../src/logger.ts';
import { type FakeGoogle, type IdTokenTamper, startFakeGoogle } from './fakes/fake-google.ts';
import { asAdmin, loginAdmin } from './helpers/admin.ts';
import { buildTestApp, TestClock } from './helpers/app.ts';
import { testConfig, WEB_ORIGIN } from './helpers/config.ts';
import { asUser, signUpUser, TEST_PASSWORD, uniqueEmail } from './helpers/users.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

const googleConfig = (fake: FakeGoogle, env: Record<string, string> = {}) =>
  testConfig({
    GOOGLE_CLIENT_ID: fake.clientId,
    GOOGLE_CLIENT_SECRET: fake.clientSecret,
    GOOGLE_OIDC_ISSUER: fake.url,
    ...env,
  });

/** name → value of every cookie a response sets (an emptied one as ''). */
function setCookies(response: Response): Map<string, { value: string; attributes: string }> {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [String(header)] : [];
  return new Map(
    list.map((line) => {
      const [pair = '', ...attributes] = String(line).split(';');
      const index = pair.indexOf('=');
      return [pair.slice(0, index), { value: pair.slice(index + 1), attributes: attributes.join(';') }];
    }),
  );
}

let subjects = 0;
const newSubject = () => `1${String(process.pid).padStart(8, '0')}${String(++subjects).padStart(10, '0')}`;

describe('Sign in with Google', () => {
  let t: TestApp;
  let fake: FakeGoogle;
  beforeAll(async () => {
    // The provider judges codes and mints tokens by the app's clock, as Google's and ours agree.
    const clock = new TestClock();
    fake = await startFakeGoogle({ now: clock.now });
    t = await buildTestApp({ config: googleConfig(fake), clock });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const sessionCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Start → the fake's consent: the flow cookie and the URL Google sends the browser back to. */
  async function consent(options: { returnTo?: string; cookie?: string } = {}) {
    const query = options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : '';
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/start${query}`,
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
    expect(start.statusCode).toBe(302);
    const flow = setCookies(start).get('sous_google_flow');
    expect(flow?.value).toBeTruthy();
    const atGoogle = await fetch(String(start.headers.location), { redirect: 'manual' });
    expect(atGoogle.status).toBe(302);
    const back = new URL(atGoogle.headers.get('location')!);
    return { start, flowCookie: `sous_google_flow=${flow!.value}`, back };
  }

  /** Google's redirect arriving at the API, with the browser's cookies. */
  const callback = (back: URL, ...cookies: string[]) =>
    t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: cookies.length ? { cookie: cookies.join('; ') } : {},
    });

  /** Where the callback sent the browser, and the `?google=` outcome it carries. */
  function landing(response: Response) {
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    return { location, outcome: location.searchParams.get('google') };
  }

  const sessionCookieOf = (response: Response) => {
    const session = setCookies(response).get('sous_session');
    return session?.value ? `sous_session=${session.value}` : undefined;
  };

  async function signInWithGoogle(account: { sub: string; email: string; email_verified?: boolean }) {
    fake.setUser({ email_verified: true, ...account });
    const { back, flowCookie } = await consent();
    return callback(back, flowCookie);
  }

  /** A first sign-in through the Terms step: the new account's session cookie and user. */
  async function googleSignUp(sub = newSubject(), email = uniqueEmail('google')) {
    const first = await signInWithGoogle({ sub, email });
    expect(landing(first).outcome).toBe('confirm');
    const pending = setCookies(first).get('sous_google_signup')!;
    const done = await t.app.inject(
      asUser(`sous_google_signup=${pending.value}`, {
        method: 'POST',
        url: '/api/auth/google/complete-signup',
      }),
    );
    expect(done.statusCode).toBe(201);
    return { sub, email, cookie: sessionCookieOf(done)!, user: done.json().user, response: done };
  }

  async function expectRefused(response: Response, code: GoogleErrorCode, sessionsBefore: number) {
    const { outcome, location } = landing(response);
    expect(outcome).toBe(code);
    expect(location.origin).toBe(WEB_ORIGIN);
    // The web app shows this text for the code: it says what happened and what to do.
    expect(GOOGLE_ERROR_MESSAGES[code].length).toBeGreaterThan(30);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(setCookies(response).get('sous_google_signup')).toBeUndefined();
    expect(await sessionCount()).toBe(sessionsBefore);
  }

  it('offers Google through /api/auth/providers and starts with PKCE (S256), state and nonce in a short-lived Lax cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
    });
    const { start, back } = await consent();
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(fake.url);
    const params = authorize.searchParams;
    expect(params.get('client_id')).toBe(fake.clientId);
    expect(params.get('redirect_uri')).toBe(`${WEB_ORIGIN}/api/auth/google/callback`);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const cookie = setCookies(start).get('sous_google_flow')!;
    expect(cookie.attributes).toMatch(/HttpOnly/);
    expect(cookie.attributes).toMatch(/SameSite=Lax/);
    expect(cookie.attributes).toMatch(/Max-Age=600/);
    // The verifier stays in the cookie: it is never in the URL the browser is sent to.
    expect(authorize.toString()).not.toContain(Buffer.from(cookie.value, 'base64url').toString().slice(-20));
    expect(back.pathname).toBe('/api/auth/google/callback');
  });

  it('first sign-in: the Terms step, then an account with the verified email, no password, and a session like an email sign-in', async () => {
    const sub = newSubject();
    const email = uniqueEmail('first');
    const sessionsBefore = await sessionCount();
    const first = await signInWithGoogle({ sub, email });
    expect(landing(first).outcome).toBe('confirm');
    // Nothing is made before the cook accepts the Terms (18+).
    expect(sessionCookieOf(first)).toBeUndefined();
    expect(await sessionCount()).toBe(sessionsBefore);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
    const pending = setCookies(first).get('sous_google_signup')!;
    expect(pending.attributes).toMatch(/HttpOnly/);
    const pendingCookie = `sous_google_signup=${pending.value}`;
    const shown = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/pending',
      headers: { cookie: pendingCookie },
    });
    expect(shown.json()).toEqual({ email });

    // The step is a cookie-carrying mutation: another site cannot submit it.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/complete-signup',
      headers: { cookie: pendingCookie, origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(forged.statusCode).toBe(403);

    const done = await t.app.inject(
      asUser(pendingCookie, { method: 'POST', url: '/api/auth/google/complete-signup' }),
    );
    expect(done.statusCode).toBe(201);
    expect(done.json().message).toBe(API_MESSAGES.signUpSuccess);
    expect(done.json().user).toMatchObject({ email, hasPassword: false, subscriptionType: 'free' });
    const session = setCookies(done).get('sous_session')!;
    expect(session.attributes).toMatch(/HttpOnly/);
    expect(session.attributes).toMatch(/SameSite=Lax/);
    expect(setCookies(done).get('sous_google_signup')?.value).toBe('');
    const cookie = `sous_session=${session.value}`;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ email, hasPassword: false });
    const link = await t.db
      .selectFrom('oauthAccounts')
      .selectAll()
      .where('subject', '=', sub)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ provider: 'google', userId: me.json().id, email });

    // The same revocation rules: sign-out ends it on the server.
    await t.app.inject(asUser(cookie, { method: 'POST', url: '/api/auth/signout' }));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );

    // Next time the subject signs straight in, even when the Google email changed.
    t.clock.advance(60_000);
    const again = await signInWithGoogle({ sub, email: uniqueEmail('renamed') });
    expect(landing(again).outcome).toBe('signed-in');
    const againMe = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieOf(again)! },
    });
    expect(againMe.json()).toMatchObject({ id: me.json().id, email, lastLogin: t.clock.now().toISOString() });
  });

  it('links an existing email account when Google says the email is verified, and says so', async () => {
    const { user, email } = await signUpUser(t.app);
    const sub = newSubject();
    const response = await signInWithGoogle({ sub, email: email.toUpperCase(), email_verified: true });
    expect(landing(response).outcome).toBe('linked');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieOf(response)! },
    });
    expect(me.json()).toMatchObject({ id: user.id, hasPassword: true });
    expect(
      await t.db
        .selectFrom('oauthAccounts')
        .select('userId')
        .where('subject', '=', sub)
        .executeTakeFirstOrThrow(),
    ).toEqual({ userId: user.id });
    // The password still works, and the admin console lists both ways in.
    const password = await t.app.inject(
      asUser(undefined, {
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password: TEST_PASSWORD },
      }),
    );
    expect(password.statusCode).toBe(200);
    const admin = await loginAdmin(t.app);
    const list = await t.app.inject(
      asAdmin(admin, { method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(email)}` }),
    );
    expect(list.json().users).toEqual([
      expect.objectContaining({ id: user.id, signInMethods: ['password', 'google'] }),
    ]);
  });

  it('refuses an unverified Google email: no link to the email account, no new account, no session', async () => {
    const { user, email } = await signUpUser(t.app);
    const before = await sessionCount();
    await expectRefused(
      await signInWithGoogle({ sub: newSubject(), email, email_verified: false }),
      'email_unverified',
      before,
    );
    expect(
      await t.db
        .selectFrom('oauthAccounts')
        .select('subject')
        .where('userId', '=', user.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    await expectRefused(
      await signInWithGoogle({ sub: newSubject(), email: uniqueEmail('unverified'), email_verified: false }),
      'email_unverified',
      before,
    );
  });

  it('refuses a wrong state, or no flow cookie, before asking Google for tokens', async () => {
    fake.setUser({ sub: newSubject(), email: uniqueEmail(), email_verified: true });
    const before = await sessionCount();
    const requests = fake.tokenRequests.length;
    const { back, flowCookie } = await consent();
    const wrong = new URL(back);
    wrong.searchParams.set('state', 'not-the-state-this-browser-started-with');
    const response = await callback(wrong, flowCookie);
    await expectRefused(response, 'state_mismatch', before);
    // The flow cookie is spent by any callback.
    expect(setCookies(response).get('sous_google_flow')?.value).toBe('');
    await expectRefused(await callback(back), 'state_mismatch', before);
    expect(fake.tokenRequests.length).toBe(requests);
  });

  it('refuses a replayed code (the provider accepts each code once)', async () => {
    const account = { sub: newSubject(), email: uniqueEmail('replay') };
    await googleSignUp(account.sub, account.email);
    fake.setUser({ ...account, email_verified: true });
    const { back, flowCookie } = await consent();
    expect(landing(await callback(back, flowCookie)).outcome).toBe('signed-in');
    const before = await sessionCount();
    await expectRefused(await callback(back, flowCookie), 'code_rejected', before);
    expect(fake.tokenRequests.at(-1)).toEqual({ status: 400, error: 'invalid_grant' });
  });

  const badTokens: Array<[string, IdTokenTamper]> = [
    ['a wrong audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['a wrong issuer', { issuer: 'https://accounts.evil.example' }],
    ['an expired token', { expiresInSeconds: -600 }],
    ['a bad signature', { signWithOtherKey: true }],
    ['a wrong nonce', { nonce: 'a-nonce-from-another-flow' }],
  ];
  it.each(badTokens)('refuses an ID token with %s: no session, no account', async (_name, tamper) => {
    const account = { sub: newSubject(), email: uniqueEmail('tampered') };
    const { user } = await signUpUser(t.app, account.email);
    fake.setUser({ ...account, email_verified: true });
    const before = await sessionCount();
    const { back, flowCookie } = await consent();
    fake.tamperNextIdToken(tamper);
    await expectRefused(await callback(back, flowCookie), 'id_token_invalid', before);
    expect(
      await t.db
        .selectFrom('oauthAccounts')
        .select('subject')
        .where('userId', '=', user.id)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('tells the cook when they cancelled at Google', async () => {
    const before = await sessionCount();
    const { back, flowCookie } = await (async () => {
      fake.denyNext();
      return consent();
    })();
    expect(back.searchParams.get('error')).toBe('access_denied');
    await expectRefused(await callback(back, flowCookie), 'cancelled', before);
  });

  it('returns to the page the cook started from, and only to a page of the web app', async () => {
    const sub = newSubject();
    fake.setUser({ sub, email: uniqueEmail('return'), email_verified: true });
    const { back, flowCookie } = await consent({ returnTo: '/recipe/abc?tab=steps' });
    const { location } = landing(await callback(back, flowCookie));
    expect(`${location.origin}${location.pathname}`).toBe(`${WEB_ORIGIN}/recipe/abc`);
    expect(location.searchParams.get('tab')).toBe('steps');
    expect(location.searchParams.get('google')).toBe('confirm');
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const again = await consent({ returnTo });
      const landed = landing(await callback(again.back, again.flowCookie)).location;
      expect(landed.origin).toBe(WEB_ORIGIN);
      expect(landed.pathname).toBe('/');
    }
  });

  it('the Terms step needs its cookie, signed and fresh', async () => {
    const missing = await t.app.inject(
      asUser(undefined, { method: 'POST', url: '/api/auth/google/complete-signup' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: GOOGLE_COPY.pendingExpired, code: 'google_sign_up_expired' });
    const first = await signInWithGoogle({ sub: newSubject(), email: uniqueEmail('late') });
    const pending = setCookies(first).get('sous_google_signup')!.value;
    const [header, payload, signature] = pending.split('.');
    const altered = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    altered.email = 'someone-else@example.com';
    const forged = `${header}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`;
    const tampered = await t.app.inject(
      asUser(`sous_google_signup=${forged}`, { method: 'POST', url: '/api/auth/google/complete-signup' }),
    );
    expect(tampered.json().code).toBe('google_sign_up_expired');
    t.clock.advance(16 * 60_000);
    const late = await t.app.inject(
      asUser(`sous_google_signup=${pending}`, { method: 'POST', url: '/api/auth/google/complete-signup' }),
    );
    expect(late.json().code).toBe('google_sign_up_expired');
  });

  it('a Google-only account adds a password in Account Settings; then password sign-in and Change Password work', async () => {
    const { cookie, email } = await googleSignUp();
    const post = (url: string, payload: object, withCookie = cookie) =>
      t.app.inject(asUser(withCookie, { method: 'POST', url, payload }));
    const signIn = await post('/api/auth/signin', { email, password: TEST_PASSWORD }, '');
    expect(signIn.statusCode).toBe(401);
    const change = await post('/api/auth/change-password', {
      currentPassword: 'anything',
      newPassword: 'new password 1',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(GOOGLE_COPY.noPasswordYet);
    expect((await post('/api/auth/add-password', { newPassword: 'short' })).statusCode).toBe(400);
    const added = await post('/api/auth/add-password', { newPassword: TEST_PASSWORD });
    expect(added.statusCode).toBe(200);
    expect(added.json().user.hasPassword).toBe(true);
    const twice = await post('/api/auth/add-password', { newPassword: 'another password' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(GOOGLE_COPY.addPassword.alreadySet);
    expect((await post('/api/auth/signin', { email, password: TEST_PASSWORD }, '')).statusCode).toBe(200);
    const changed = await post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'new password 1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await post('/api/auth/signin', { email, password: 'new password 1' }, '')).statusCode).toBe(200);
  });

  it('deleting the account removes the link: the same Google account then starts a new sign-up', async () => {
    const { cookie, sub, user } = await googleSignUp();
    const admin = await loginAdmin(t.app);
    const list = await t.app.inject(
      asAdmin(admin, { method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(user.email)}` }),
    );
    expect(list.json().users[0].signInMethods).toEqual(['google']);
    const deleted = await t.app.inject(asUser(cookie, { method: 'DELETE', url: '/api/auth/delete-account' }));
    expect(deleted.statusCode).toBe(204);
    expect(
      await t.db.selectFrom('oauthAccounts').select('subject').where('subject', '=', sub).executeTakeFirst(),
    ).toBeUndefined();
    expect(landing(await signInWithGoogle({ sub, email: user.email })).outcome).toBe('confirm');
  });

  it('never logs the code, the state or the flow cookie', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    app.get('/api/auth/google/callback', async () => ({ ok: true }));
    await app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?state=state-value-123&code=4/secret-code-456&scope=openid',
      headers: { cookie: 'sous_google_flow=flow-cookie-789' },
    });
    await app.close();
    const output = lines.join('');
    expect(output).toContain('/api/auth/google/callback');
    for (const secret of ['state-value-123', 'secret-code-456', 'flow-cookie-789'])
      expect(output).not.toContain(secret);
  });
});

describe('Sign in with Google, not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('hides the button (providers says no) and answers 404 on every Google route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: false,
    });
    for (const url of [
      '/api/auth/google/start',
      '/api/auth/google/callback?code=x&state=y',
      '/api/auth/google/pending',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    const complete = await t.app.inject(
      asUser(undefined, { method: 'POST', url: '/api/auth/google/complete-signup' }),
    );
    expect(complete.statusCode).toBe(404);
  });
});

describe('Google configuration', () => {
  const base = { NODE_ENV: 'test', WEB_ORIGIN: 'https://sous.example,https://www.sous.example' };
  it('derives the redirect URI from the first WEB_ORIGIN and defaults the issuer to Google', () => {
    const config = loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
      redirectUri: 'https://sous.example/api/auth/google/callback',
    });
    expect(loadConfig(base).google).toBeNull();
  });
  it('refuses half a client, and a plain-HTTP issuer in production', () => {
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/set together/);
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'x'.repeat(12),
        SESSION_SECRET: 'x'.repeat(32),
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_WEBHOOK_SECRET: 'wh',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_OIDC_ISSUER: 'http://127.0.0.1:3199',
      }),
    ).toThrow(/GOOGLE_OIDC_ISSUER/);
  });
});
