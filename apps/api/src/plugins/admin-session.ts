import { createHmac, timingSafeEqual } from 'node:crypto';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyRequest, Session } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface Session {
    /**
     * Set at a successful admin login; the only thing an admin session carries. `passwordTag` binds it
     * to the admin password that opened it: a session opened with another password is no session.
     */
    admin?: { loggedInAt: string; passwordTag: string };
  }
  interface FastifyInstance {
    /** The tag of the running ADMIN_PASSWORD, which every admin session must carry. */
    adminPasswordTag: string;
  }
}

/** An admin session lasts 8 hours from login, however active: the cookie is not rolled. */
export const ADMIN_SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type StoreCallback = (error?: unknown) => void;

/** The shape @fastify/session's ids have (24 random bytes, base64url); anything else is not looked up. */
const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A keyed hash of the admin password, stored in each admin session at login. Keyed with the session
 * secret so the admin_sessions table alone does not let anyone test password guesses offline.
 */
export function adminPasswordTag(password: string, sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update(`sous-admin-password:${password}`).digest('base64url');
}

/**
 * @fastify/session's store contract over the admin_sessions table, so that a session survives a
 * restart and is shared by every API process. Expiry is decided by the app's clock.
 */
function adminSessionStore(db: Kysely<Database>, now: () => Date) {
  return {
    get(sid: string, callback: (error: unknown, session?: Session | null) => void) {
      if (!SESSION_ID.test(sid)) return callback(null, null);
      db.selectFrom('adminSessions')
        .select('session')
        .where('sid', '=', sid)
        .where('expiresAt', '>', now())
        .executeTakeFirst()
        .then((row) => callback(null, row ? (row.session as unknown as Session) : null), callback);
    },
    set(sid: string, session: Session, callback: StoreCallback) {
      const expiresAt = new Date(now().getTime() + ADMIN_SESSION_LIFETIME_MS);
      const value = JSON.stringify(session);
      db.insertInto('adminSessions')
        .values({ sid, session: value, expiresAt })
        .onConflict((oc) => oc.column('sid').doUpdateSet({ session: value, expiresAt }))
        .execute()
        .then(() => callback(), callback);
    },
    destroy(sid: string, callback: StoreCallback) {
      db.deleteFrom('adminSessions')
        .where('sid', '=', sid)
        .execute()
        .then(() => callback(), callback);
    },
  };
}

export const adminCookieName = (secureCookies: boolean) =>
  secureCookies ? '__Host-sous_admin' : 'sous_admin';

/** An admin session opened with the admin password that is configured now (a rotation ends the others). */
export function isAdmin(request: FastifyRequest): boolean {
  const tag = request.session?.get('admin')?.passwordTag;
  if (typeof tag !== 'string') return false;
  const expected = Buffer.from(request.server.adminPasswordTag);
  const actual = Buffer.from(tag);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** onRequest hook for every admin route but login: no admin session, no entry (a user session never counts). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!isAdmin(request)) throw new AppError('unauthorized', 'Admin sign-in required.');
}

/**
 * The admin session, registered only inside the admin routes' scope so the user app never sees it.
 * Admin mutations must come from an admin console origin, a stricter rule than the app-wide guard.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'adminPasswordTag',
      adminPasswordTag(app.config.admin.password, app.config.admin.sessionSecret),
    );
    const adminOrigins = new Set(app.config.adminOrigins);
    app.addHook('onRequest', async (request) => {
      if (!MUTATING.has(request.method)) return;
      const origin = request.headers.origin;
      if (!origin || !adminOrigins.has(origin)) throw new AppError('forbidden_origin');
    });

    const secure = app.config.secureCookies;
    const cookieName = adminCookieName(secure);
    await app.register(fastifySession, {
      secret: app.config.admin.sessionSecret,
      cookieName,
      cookie: {
        httpOnly: true,
        sameSite: 'strict',
        // Not `secure` here: @fastify/session leaves a secure cookie out (and the session unsaved)
        // whenever request.protocol is http, which is what the API sees behind a TLS-terminating
        // proxy that forwards `X-Forwarded-Proto: http` (or that TRUST_PROXY does not name). The
        // cookie's attributes follow the configured public origin instead, like the user session's:
        // Secure is added below, on every answer that sets or clears it.
        secure: false,
        path: '/',
        maxAge: ADMIN_SESSION_LIFETIME_MS,
      },
      saveUninitialized: false,
      rolling: false,
      store: adminSessionStore(app.db, app.now),
    });
    if (secure) {
      // Runs after @fastify/session's onSend (registered above), once the cookie is serialized.
      app.addHook('onSend', async (_request, reply, payload) => {
        const header = reply.getHeader('set-cookie');
        if (header === undefined) return payload;
        const cookies = (Array.isArray(header) ? header : [String(header)]).map((cookie) =>
          cookie.startsWith(`${cookieName}=`) && !/;\s*secure\s*(;|$)/i.test(cookie)
            ? `${cookie}; Secure`
            : cookie,
        );
        // reply.header appends to Set-Cookie: remove the unsecured copy first.
        reply.removeHeader('set-cookie');
        reply.header('set-cookie', cookies.length === 1 ? cookies[0] : cookies);
        return payload;
      });
    }
  },
  { name: 'admin-session', dependencies: ['db'] },
);
