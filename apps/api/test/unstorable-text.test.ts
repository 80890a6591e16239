import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, loginAdmin } from './helpers/admin.ts';
import { buildTestApp } from './helpers/app.ts';
import { WEB_ORIGIN } from './helpers/config.ts';
import { asUser, setPlan, signUpUser } from './helpers/users.ts';

// Text PostgreSQL cannot store (NUL) or nobody means (other C0 controls, half a surrogate pair) is a
// 400 from the @sous/domain schemas, never a 500 from the database. Runs on PGlite and PostgreSQL.
const CONTROL = ['a\u0000b', '\u0000', '\u0001', 'x\u0008', 'x\u000By', '\u001F', '\u001B[31m'];
// Half a surrogate pair can only arrive in JSON ("\ud800"): in a URL or cookie it is invalid UTF-8, read as U+FFFD.
const HOSTILE = [...CONTROL, 'x\uD800', '\uDC00y'];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface StringField {
  name: string;
  request: (value: string) => InjectOptions;
  /** In the URL (path or query) rather than the JSON body. */
  inUrl?: boolean;
}

let address = 0;
/** Each request from its own address, so the sign-in and admin-login limits never answer first. */
const fromNewAddress = (options: InjectOptions): InjectOptions => ({
  ...options,
  remoteAddress: `10.13.${(++address >> 8) & 255}.${address & 255}`,
});

describe('unstorable text in string fields, queries and cookies', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: string;
  let cook: Awaited<ReturnType<typeof signUpUser>>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAdmin(t.app);
    cook = await signUpUser(t.app);
    await setPlan(t.db, cook.user.id, 'active', t.clock.now());
  });
  afterAll(async () => t.close());

  const asWeb = (payload: object): InjectOptions => ({
    method: 'POST',
    headers: { origin: WEB_ORIGIN, 'content-type': 'application/json' },
    payload,
  });
  const generate = (payload: object) =>
    asUser(cook.cookie, { method: 'POST', url: '/api/recipes/generate', payload });

  const fields = (): StringField[] => [
    {
      name: 'signup email',
      request: (s) => ({ ...asWeb({ email: s, password: 'a long password' }), url: '/api/auth/signup' }),
    },
    {
      name: 'signup password',
      request: (s) => ({
        ...asWeb({ email: 'nul@example.com', password: `password${s}` }),
        url: '/api/auth/signup',
      }),
    },
    {
      name: 'signin email',
      request: (s) => ({ ...asWeb({ email: `${s}@example.com`, password: 'x' }), url: '/api/auth/signin' }),
    },
    {
      name: 'signin password',
      request: (s) => ({ ...asWeb({ email: cook.email, password: s }), url: '/api/auth/signin' }),
    },
    ...(['currentPassword', 'newPassword'] as const).map((key) => ({
      name: `change-password ${key}`,
      request: (s: string) =>
        asUser(cook.cookie, {
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { currentPassword: cook.password, newPassword: 'another password', [key]: `password${s}` },
        }),
    })),
    { name: 'generate ingredients', request: (s) => generate({ ingredients: `eggs, rice${s}, spinach` }) },
    {
      name: 'generate allergies',
      request: (s) => generate({ ingredients: 'eggs, rice', constraints: { allergies: [`nut${s}`] } }),
    },
    {
      name: 'recipe id',
      inUrl: true,
      request: (s) => asUser(cook.cookie, { method: 'GET', url: `/api/recipes/${encodeURIComponent(s)}` }),
    },
    {
      name: 'confirm-trial setupIntentId',
      request: (s) =>
        asUser(cook.cookie, {
          method: 'POST',
          url: '/api/stripe/confirm-trial',
          payload: { setupIntentId: `seti_${s}` },
        }),
    },
    {
      name: 'admin login password',
      request: (s) =>
        asAdmin(undefined, { method: 'POST', url: '/api/admin/login', payload: { password: s } }),
    },
    {
      name: 'admin search',
      inUrl: true,
      request: (s) => asAdmin(admin, { method: 'GET', url: '/api/admin/users', query: { search: s } }),
    },
    {
      name: 'admin cursor',
      inUrl: true,
      request: (s) => asAdmin(admin, { method: 'GET', url: '/api/admin/users', query: { cursor: s } }),
    },
    {
      name: 'admin type',
      inUrl: true,
      request: (s) => asAdmin(admin, { method: 'GET', url: '/api/admin/users', query: { type: s } }),
    },
    {
      name: 'admin limit',
      inUrl: true,
      request: (s) => asAdmin(admin, { method: 'GET', url: '/api/admin/users', query: { limit: s } }),
    },
    {
      name: 'admin notes',
      request: (s) =>
        asAdmin(admin, {
          method: 'PATCH',
          url: `/api/admin/users/${cook.user.id}/notes`,
          payload: { notes: `note${s}` },
        }),
    },
    {
      name: 'admin password reset',
      request: (s) =>
        asAdmin(admin, {
          method: 'PATCH',
          url: `/api/admin/users/${cook.user.id}/password`,
          payload: { password: `password${s}` },
        }),
    },
    {
      name: 'admin premiumUntil',
      request: (s) =>
        asAdmin(admin, {
          method: 'PATCH',
          url: `/api/admin/users/${cook.user.id}/premium`,
          payload: { isPremium: true, premiumUntil: s },
        }),
    },
    {
      name: 'admin user id',
      inUrl: true,
      request: (s) =>
        asAdmin(admin, {
          method: 'PATCH',
          url: `/api/admin/users/${encodeURIComponent(s)}/notes`,
          payload: { notes: '' },
        }),
    },
  ];

  it('answers 400 {message, code: bad_request} for NUL and control characters in every string field', async () => {
    for (const field of fields()) {
      for (const value of HOSTILE) {
        if (field.inUrl && !CONTROL.includes(value)) continue;
        const response = await t.app.inject(fromNewAddress(field.request(value)));
        expect(response.statusCode, `${field.name} ${JSON.stringify(value)}: ${response.body}`).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String), code: 'bad_request' });
      }
    }
  });

  it('stores multi-line text: tab, newline and carriage return stay allowed in notes and ingredients', async () => {
    const notes = await t.app.inject(
      asAdmin(admin, {
        method: 'PATCH',
        url: `/api/admin/users/${cook.user.id}/notes`,
        payload: { notes: 'line one\r\n\tline two 🍳' },
      }),
    );
    expect(notes.statusCode).toBe(200);
    expect(notes.json().adminNotes).toBe('line one\r\n\tline two 🍳');
    const cooked = await t.app.inject(generate({ ingredients: 'eggs\nrice\tspinach' }));
    expect(cooked.statusCode).toBe(200);
  });

  it('treats a session or visitor cookie holding NUL or control characters as no cookie', async () => {
    const [id, secret] = cook.cookie.slice(cook.cookie.indexOf('=') + 1).split('.') as [string, string];
    for (const value of CONTROL) {
      const bad = encodeURIComponent(value);
      for (const token of [`${id}${bad}.${secret}`, `${id}.${secret}${bad}`, bad, `${bad}.${bad}`]) {
        const me = await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: `sous_session=${token}` },
        });
        expect(me.statusCode, `${token}: ${me.body}`).toBe(401);
        expect(me.json().code).toBe('unauthorized');
      }
      const visitor = await t.app.inject({
        method: 'POST',
        url: '/api/recipes/generate',
        headers: {
          origin: WEB_ORIGIN,
          'content-type': 'application/json',
          cookie: `sous_visitor=${'v'.repeat(20)}${bad}`,
        },
        payload: { ingredients: '' },
      });
      expect(visitor.statusCode).toBeLessThan(500);
      const adminCookie = await t.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: { cookie: `sous_admin=${bad}; sous_admin=s%3A${bad}.sig` },
      });
      expect(adminCookie.statusCode).toBe(401);
      expect(adminCookie.json().code).toBe('unauthorized');
    }
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${UNKNOWN_ID}/is-saved`,
      headers: { cookie: cook.cookie },
    });
    expect(me.statusCode).toBe(200);
  });
});
