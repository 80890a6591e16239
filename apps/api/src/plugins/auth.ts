import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRow, UserRow } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Read it through getSessionUser / requireUser. */
    sessionUser: UserRow | null;
    userSession: SessionRow | null;
  }
  interface FastifyContextConfig {
    /** `false` on a route that never reads the session: none is looked up for it (decision 113). */
    session?: boolean;
  }
  interface FastifyInstance {
    sessionCookieName: string;
    setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

export function getSessionUser(request: FastifyRequest): UserRow | null {
  return request.sessionUser;
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw new AppError('unauthorized');
  return request.sessionUser;
}

export function requireSession(request: FastifyRequest): { user: UserRow; session: SessionRow } {
  const user = requireUser(request);
  return { user, session: request.userSession! };
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads the session cookie on every request (through the verified-session cache, decision 113);
 * renews the cookie when the session was extended. Whatever a signed-in user changes (sign-out,
 * password, plan, saved recipes, account deletion) is forgotten before the answer leaves, so their
 * very next request, to any API process, reads the database again.
 */
export default fp(
  async (app: FastifyInstance) => {
    const secure = app.config.secureCookies;
    const name = secure ? '__Host-sous_session' : 'sous_session';
    const base = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;

    app.decorate('sessionCookieName', name);
    app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(name, token, { ...base, expires: expiresAt });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(name, base);
    });
    app.decorateRequest('sessionUser', null);
    app.decorateRequest('userSession', null);

    app.addHook('preHandler', async (request, reply) => {
      const token = request.cookies[name];
      if (!token || request.routeOptions.config.session === false) return;
      const result = await app.sessionCache.validate(app.db, token, app.now());
      if (!result) {
        app.clearSessionCookie(reply);
        return;
      }
      request.sessionUser = result.user;
      request.userSession = result.session;
      if (result.renewed) app.setSessionCookie(reply, token, result.session.expiresAt);
    });

    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!request.sessionUser || !MUTATING.has(request.method)) return done(null, payload);
      app.sessionCache.forgetUser(request.sessionUser.id).then(() => done(null, payload), done);
    });
  },
  { name: 'auth', dependencies: ['db', 'caches'] },
);
