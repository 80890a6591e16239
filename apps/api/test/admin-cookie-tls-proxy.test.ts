import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { TEST_ADMIN_PASSWORD, testConfig } from './helpers/config.ts';

// Production: HTTPS origins, TLS ended by a proxy in front of the front end's nginx, which stands
// before the API (TRUST_PROXY=1). The admin cookie must come back as __Host-sous_admin with Secure
// whatever protocol the hop before the API reports: a proxy that forwards `X-Forwarded-Proto: http`
// used to make @fastify/session leave the cookie out (the login "succeeded" and no session stuck).
const ADMIN = 'https://admin.sous.example';
const proxy = '10.0.0.2';

const setCookies = (response: { headers: Record<string, unknown> }): string[] => {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header.map(String) : header ? [String(header)] : [];
};

describe('the admin cookie behind a TLS-terminating proxy', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({
      config: testConfig({ WEB_ORIGIN: 'https://sous.example', ADMIN_ORIGIN: ADMIN, TRUST_PROXY: '1' }),
    });
  });
  afterAll(async () => t.close());

  const request = (
    forwardedProto: string,
    options: { url: string; method: 'GET' | 'POST'; cookie?: string },
  ) =>
    t.app.inject({
      method: options.method,
      url: options.url,
      remoteAddress: proxy,
      headers: {
        origin: ADMIN,
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.7',
        'x-forwarded-proto': forwardedProto,
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      ...(options.method === 'POST'
        ? { payload: options.url.endsWith('login') ? { password: TEST_ADMIN_PASSWORD } : {} }
        : {}),
    });

  for (const forwardedProto of ['https', 'http']) {
    it(`sets __Host-sous_admin with Secure, HttpOnly, SameSite=Strict, Path=/ and no Domain (X-Forwarded-Proto: ${forwardedProto})`, async () => {
      const login = await request(forwardedProto, { method: 'POST', url: '/api/admin/login' });
      expect(login.statusCode).toBe(200);
      const cookies = setCookies(login);
      expect(cookies, JSON.stringify(cookies)).toHaveLength(1);
      const [cookie] = cookies as [string];
      expect(cookie).toMatch(/^__Host-sous_admin=[^;]+;/);
      const attributes = cookie
        .split(';')
        .slice(1)
        .map((part) => part.trim().toLowerCase());
      expect(attributes).toContain('secure');
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=strict');
      expect(attributes).toContain('path=/');
      expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);

      // The session stuck: the cookie opens the console, over either hop.
      const session = cookie.split(';')[0]!;
      for (const proto of ['https', 'http']) {
        const users = await request(proto, { method: 'GET', url: '/api/admin/users', cookie: session });
        expect(users.statusCode, `GET /api/admin/users over ${proto}`).toBe(200);
      }

      // Logging out clears it with Secure too: a browser ignores a __Host- cookie set without it.
      const logout = await request(forwardedProto, {
        method: 'POST',
        url: '/api/admin/logout',
        cookie: session,
      });
      expect(logout.statusCode).toBe(204);
      const cleared = setCookies(logout).find((c) => c.startsWith('__Host-sous_admin='));
      expect(cleared).toBeDefined();
      expect(cleared!.toLowerCase()).toMatch(/;\s*secure(;|$)/);
      expect(cleared!.toLowerCase()).toMatch(/;\s*path=\//);
    });
  }
});
