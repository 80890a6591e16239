import { constantTimeEqual } from '@oslojs/crypto/subtle';
import {
  API_MESSAGES,
  type AuthProviders,
  GOOGLE_COPY,
  GOOGLE_OUTCOMES,
  type GoogleErrorCode,
} from '@sous/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createGoogleAccount } from '../../services/auth/google/create-google-account.ts';
import { createGoogleOidc, type GoogleFlow } from '../../services/auth/google/google-oidc.ts';
import { GoogleSignInError } from '../../services/auth/google/google-sign-in-error.ts';
import {
  PENDING_SIGN_UP_TTL_S,
  readPendingSignUp,
  signPendingSignUp,
} from '../../services/auth/google/pending-sign-up.ts';
import { signInWithGoogle } from '../../services/auth/google/sign-in-with-google.ts';
import { createSession, invalidateSession } from '../../services/auth/sessions.ts';
import { toPublicUser } from '../../services/users/user-views.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** How long the cook has at Google's consent screen before the flow cookie is gone. */
const FLOW_TTL_S = 10 * 60;

interface FlowCookie extends GoogleFlow {
  /** The web app's path to come back to. */
  returnTo: string;
}

/** A path on the web app (never another origin: `//evil.example` and `/\evil` are refused). */
function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 512) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  return value;
}

function encodeFlow(flow: FlowCookie): string {
  return Buffer.from(JSON.stringify(flow)).toString('base64url');
}

function decodeFlow(value: string | undefined): FlowCookie | null {
  if (!value || value.length > 2048) return null;
  try {
    const flow = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<FlowCookie>;
    if (
      typeof flow.state !== 'string' ||
      typeof flow.nonce !== 'string' ||
      typeof flow.codeVerifier !== 'string'
    ) {
      return null;
    }
    return {
      state: flow.state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
      returnTo: safeReturnPath(flow.returnTo),
    };
  } catch {
    return null;
  }
}

const sameText = (a: string, b: string) =>
  constantTimeEqual(new TextEncoder().encode(a), new TextEncoder().encode(b));

/**
 * Sign in with Google (docs/decisions/100): start → Google → callback, then the same session as an
 * email sign-in. Without GOOGLE_CLIENT_ID/SECRET only /api/auth/providers exists (google: false) and
 * the Google routes answer 404.
 */
export default async function googleAuthRoutes(app: FastifyInstance) {
  const config = app.config.google;
  app.get('/api/auth/providers', async (): Promise<AuthProviders> => ({ google: config !== null }));
  if (!config) return;

  const google = createGoogleOidc({ ...config, now: app.now });
  const secure = app.config.secureCookies;
  const flowCookie = secure ? '__Host-sous_google_flow' : 'sous_google_flow';
  const pendingCookie = secure ? '__Host-sous_google_signup' : 'sous_google_signup';
  // Lax: Google's redirect back is a cross-site top-level GET, which Lax cookies go along with.
  const cookieBase = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
  const webOrigin = app.config.webOrigins[0]!;
  const secret = app.config.admin.sessionSecret;
  const perIp = app.rateLimit({
    max: 60,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (r) => `auth-google|${r.ip}`,
  });

  /** The web app's page to land on, telling it how the sign-in went (`?google=`). */
  function backToWeb(reply: FastifyReply, returnTo: string, outcome: string) {
    const url = new URL(returnTo, webOrigin);
    url.searchParams.set('google', outcome);
    return reply.redirect(url.origin === webOrigin ? url.toString() : `${webOrigin}/?google=${outcome}`, 302);
  }

  /** A new session for the user; an older one in this browser is ended, as at every sign-in. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    if (request.userSession) await invalidateSession(app.db, request.userSession.id);
    // Its last sign-in (and maybe a new link) moved: the user's other sessions read the row again.
    await app.sessionCache.forgetUser(user.id);
    if (request.sessionUser && request.sessionUser.id !== user.id)
      await app.sessionCache.forgetUser(request.sessionUser.id);
    const { token, session } = await createSession(app.db, user.id, app.now());
    app.setSessionCookie(reply, token, session.expiresAt);
  }

  function refused(request: FastifyRequest, reply: FastifyReply, returnTo: string, error: GoogleSignInError) {
    // The reason and its detail only: never the code, the state or a token.
    request.log.warn({ reason: error.code, detail: error.message }, 'Google sign-in refused');
    return backToWeb(reply, returnTo, error.code);
  }

  app.get('/api/auth/google/start', { preHandler: perIp }, async (request, reply) => {
    const returnTo = safeReturnPath((request.query as { returnTo?: unknown } | undefined)?.returnTo);
    try {
      const { url, flow } = await google.startSignIn();
      reply.setCookie(flowCookie, encodeFlow({ ...flow, returnTo }), { ...cookieBase, maxAge: FLOW_TTL_S });
      return reply.redirect(url.toString(), 302);
    } catch (error) {
      if (error instanceof GoogleSignInError) return refused(request, reply, returnTo, error);
      throw error;
    }
  });

  // A GET from Google's redirect: it changes nothing unless it completes the flow this browser
  // started (its state, in the httpOnly flow cookie), and the flow cookie is spent either way.
  app.get('/api/auth/google/callback', { preHandler: perIp }, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const flow = decodeFlow(request.cookies[flowCookie]);
    reply.clearCookie(flowCookie, cookieBase);
    const returnTo = flow?.returnTo ?? '/';
    try {
      if (typeof query.error === 'string') {
        const code: GoogleErrorCode = query.error === 'access_denied' ? 'cancelled' : 'unavailable';
        throw new GoogleSignInError(code, `Google answered error=${query.error.slice(0, 64)}`);
      }
      if (!flow) throw new GoogleSignInError('state_mismatch', 'no flow cookie');
      if (typeof query.state !== 'string' || !sameText(query.state, flow.state)) {
        throw new GoogleSignInError('state_mismatch', 'state does not match the flow cookie');
      }
      if (typeof query.code !== 'string' || query.code === '' || query.code.length > 2048) {
        throw new GoogleSignInError('code_rejected', 'no authorization code');
      }
      const identity = await google.finishSignIn({ code: query.code, flow });
      const result = await signInWithGoogle(app.db, { identity, now: app.now() });
      if (result.outcome === 'new-account') {
        const pending = await signPendingSignUp(result.identity, secret, app.now());
        reply.setCookie(pendingCookie, pending, { ...cookieBase, maxAge: PENDING_SIGN_UP_TTL_S });
        return backToWeb(reply, returnTo, GOOGLE_OUTCOMES.confirm);
      }
      await startSession(request, reply, result.user);
      const outcome = result.outcome === 'linked' ? GOOGLE_OUTCOMES.linked : GOOGLE_OUTCOMES.signedIn;
      return backToWeb(reply, returnTo, outcome);
    } catch (error) {
      if (error instanceof GoogleSignInError) return refused(request, reply, returnTo, error);
      // A top-level navigation: the cook gets the app and a message, not a JSON page.
      request.log.error({ err: error }, 'Google sign-in failed');
      return backToWeb(reply, returnTo, 'unavailable');
    }
  });

  /** The Google account waiting for the Terms step of a first sign-in (shown in that step). */
  app.get('/api/auth/google/pending', async (request) => {
    const pending = await readPendingSignUp(request.cookies[pendingCookie], secret, app.now());
    if (!pending) throw new AppError('google_sign_up_expired', GOOGLE_COPY.pendingExpired);
    return { email: pending.email };
  });

  /** The Terms step accepted (18+, Terms, Privacy, as for an email sign-up): the account is made. */
  app.post('/api/auth/google/complete-signup', { preHandler: perIp }, async (request, reply) => {
    const pending = await readPendingSignUp(request.cookies[pendingCookie], secret, app.now());
    if (!pending) throw new AppError('google_sign_up_expired', GOOGLE_COPY.pendingExpired);
    const user = await createGoogleAccount(app.db, { ...pending, now: app.now() });
    reply.clearCookie(pendingCookie, cookieBase);
    await startSession(request, reply, user);
    return reply.status(201).send({ user: toPublicUser(user), message: API_MESSAGES.signUpSuccess });
  });
}
