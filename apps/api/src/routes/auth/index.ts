import {
  AddPasswordSchema,
  API_MESSAGES,
  ChangePasswordSchema,
  GOOGLE_COPY,
  SignInSchema,
  SignUpSchema,
  TOASTS,
} from '@sous/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { getSessionUser, requireSession, requireUser } from '../../plugins/auth.ts';
import { addPassword } from '../../services/auth/add-password.ts';
import { changePassword } from '../../services/auth/change-password.ts';
import { LoginThrottle } from '../../services/auth/login-throttle.ts';
import { createSession, invalidateSession } from '../../services/auth/sessions.ts';
import { signIn } from '../../services/auth/sign-in.ts';
import { signUp } from '../../services/auth/sign-up.ts';
import { deleteUser } from '../../services/users/delete-user.ts';
import { toPublicUser } from '../../services/users/user-views.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const emailKey = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
  return `${request.routeOptions.url}|${request.ip}|${email}`;
};

export default async function authRoutes(app: FastifyInstance) {
  const throttle = new LoginThrottle();
  // Per IP, and per IP + email: a guesser is stopped; the account's owner elsewhere is not.
  const perIp = app.secondRateLimit({
    max: 30,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (r) => `auth-ip|${r.ip}`,
  });
  const perEmail = app.rateLimit({
    max: 10,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (r) => `auth-email|${emailKey(r)}`,
  });

  app.post('/api/auth/signup', { preHandler: [perIp, perEmail] }, async (request, reply) => {
    const body = parseInput(SignUpSchema, request.body);
    const now = app.now();
    const user = await signUp(app.db, { ...body, now });
    const { token, session } = await createSession(app.db, user.id, now);
    app.setSessionCookie(reply, token, session.expiresAt);
    return reply.status(201).send({ user: toPublicUser(user), message: API_MESSAGES.signUpSuccess });
  });

  app.post('/api/auth/signin', { preHandler: [perIp, perEmail] }, async (request, reply) => {
    const body = parseInput(SignInSchema, request.body);
    const delay = throttle.delayFor(body.email);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const now = app.now();
    let user: UserRow;
    try {
      user = await signIn(app.db, { ...body, now });
    } catch (error) {
      if (error instanceof AppError && error.code === 'invalid_credentials')
        throttle.recordFailure(body.email);
      throw error;
    }
    throttle.recordSuccess(body.email);
    // Its last sign-in moved: the user's other sessions read the row again.
    await app.sessionCache.forgetUser(user.id);
    // A new token at every sign-in; an older session cookie in this browser is replaced.
    const previous = request.userSession;
    if (previous) await invalidateSession(app.db, previous.id);
    const { token, session } = await createSession(app.db, user.id, now);
    app.setSessionCookie(reply, token, session.expiresAt);
    return { user: toPublicUser(user) };
  });

  app.get('/api/auth/me', async (request) => toPublicUser(requireUser(request)));

  // The web app's session check (docs/decisions/111): a signed-out visitor is an answer, not an
  // error, so their browser logs none. /api/auth/me keeps spec §7's 401.
  app.get('/api/auth/session', async (request) => {
    const user = getSessionUser(request);
    return { user: user ? toPublicUser(user) : null };
  });

  app.post('/api/auth/signout', async (request, reply) => {
    if (request.userSession) await invalidateSession(app.db, request.userSession.id);
    app.clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.post('/api/auth/change-password', async (request) => {
    const { user, session } = requireSession(request);
    const body = parseInput(ChangePasswordSchema, request.body);
    await changePassword(app.db, { user, sessionId: session.id, ...body });
    return { message: TOASTS.passwordChanged.title };
  });

  // An account made with Google gets its first password here; Change Password then works.
  app.post('/api/auth/add-password', async (request) => {
    const user = requireUser(request);
    const body = parseInput(AddPasswordSchema, request.body);
    const updated = await addPassword(app.db, { user, ...body });
    return { user: toPublicUser(updated), message: GOOGLE_COPY.addPassword.added.title };
  });

  app.delete('/api/auth/delete-account', async (request, reply) => {
    const user = requireUser(request);
    await deleteUser(app.db, user, { billing: app.subscriptionCanceller });
    // The recipe history went with the account (its sessions are forgotten by the auth plugin).
    await app.recipeCache.forgetAll();
    app.clearSessionCookie(reply);
    return reply.status(204).send();
  });
}
