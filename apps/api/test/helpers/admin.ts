import type { FastifyInstance, InjectOptions } from 'fastify';
import { ADMIN_ORIGIN, TEST_ADMIN_PASSWORD } from './config.ts';

export function adminCookieFrom(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [String(header)] : [];
  const cookie = list.map((c) => String(c).split(';')[0]!).find((c) => c.startsWith('sous_admin='));
  if (!cookie) throw new Error(`no admin cookie in ${JSON.stringify(header)}`);
  return cookie;
}

/** An inject call as the admin console makes it: its origin, JSON, with the admin cookie if any. */
export function asAdmin(cookie: string | undefined, options: InjectOptions): InjectOptions {
  return {
    ...options,
    headers: {
      origin: ADMIN_ORIGIN,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(options.headers ?? {}),
    },
  };
}

/** Logs in with the test admin password; returns the admin session cookie. */
export async function loginAdmin(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<string> {
  const response = await app.inject(
    asAdmin(undefined, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
      remoteAddress,
    }),
  );
  if (response.statusCode !== 200)
    throw new Error(`admin login failed: ${response.statusCode} ${response.body}`);
  return adminCookieFrom(response);
}
