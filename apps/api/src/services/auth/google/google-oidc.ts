import {
  ArcticFetchError,
  CodeChallengeMethod,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  OAuth2RequestError,
} from 'arctic';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import * as v from 'valibot';
import { GOOGLE_ISSUER } from '../../../config.ts';
import { GoogleSignInError } from './google-sign-in-error.ts';

// OpenID Connect with Google (docs/decisions/100): the endpoints come from the issuer's discovery
// document, so tests and e2e point GOOGLE_OIDC_ISSUER at a fake provider on 127.0.0.1. arctic makes
// the authorization URL (PKCE S256) and the code exchange; jose verifies the ID token.

export interface GoogleOidcOptions {
  clientId: string;
  clientSecret: string;
  issuer: string;
  redirectUri: string;
  /** The app's clock: ID-token expiry is judged by it. */
  now: () => Date;
  /** Per request to the provider (discovery, token, keys). */
  timeoutMs?: number;
}

/** What Sous keeps from a verified ID token. */
export interface GoogleIdentity {
  /** Google's stable account id: the only key an account is linked by. */
  subject: string;
  email: string;
  emailVerified: boolean;
}

/** Secrets of one sign-in attempt, kept in the browser's short-lived flow cookie until the callback. */
export interface GoogleFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const DiscoverySchema = v.object({
  issuer: v.string(),
  authorization_endpoint: v.pipe(v.string(), v.url()),
  token_endpoint: v.pipe(v.string(), v.url()),
  jwks_uri: v.pipe(v.string(), v.url()),
});
type Discovery = v.InferOutput<typeof DiscoverySchema>;

const SCOPES = ['openid', 'email'];
/** Clock skew allowed between Google and this server when judging iat/exp. */
const CLOCK_TOLERANCE_S = 60;
/** A fetched discovery document is used this long before it is read again. */
const DISCOVERY_TTL_MS = 24 * 60 * 60 * 1000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GoogleSignInError('unavailable', `${what} timed out`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createGoogleOidc(options: GoogleOidcOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const client = new OAuth2Client(options.clientId, options.clientSecret, options.redirectUri);
  // Google's ID tokens name their issuer with or without the scheme.
  const issuers =
    options.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [options.issuer];
  let cached: { discovery: Discovery; keys: ReturnType<typeof createRemoteJWKSet>; at: number } | undefined;

  async function provider() {
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached;
    const url = `${options.issuer}/.well-known/openid-configuration`;
    let body: unknown;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      throw new GoogleSignInError('unavailable', `discovery document unreachable: ${String(error)}`, {
        cause: error,
      });
    }
    const parsed = v.safeParse(DiscoverySchema, body);
    if (!parsed.success || parsed.output.issuer.replace(/\/$/, '') !== options.issuer) {
      throw new GoogleSignInError('unavailable', 'discovery document invalid or for another issuer');
    }
    const keys = createRemoteJWKSet(new URL(parsed.output.jwks_uri), { timeoutDuration: timeoutMs });
    cached = { discovery: parsed.output, keys, at: Date.now() };
    return cached;
  }

  /** A fresh state, nonce and PKCE verifier, and the URL that sends the cook to Google with them. */
  async function startSignIn(): Promise<{ url: URL; flow: GoogleFlow }> {
    const { discovery } = await provider();
    const flow: GoogleFlow = {
      state: generateState(),
      nonce: generateState(),
      codeVerifier: generateCodeVerifier(),
    };
    const url = client.createAuthorizationURLWithPKCE(
      discovery.authorization_endpoint,
      flow.state,
      CodeChallengeMethod.S256,
      flow.codeVerifier,
      SCOPES,
    );
    url.searchParams.set('nonce', flow.nonce);
    // Lets someone with several Google accounts pick one instead of being signed in silently.
    url.searchParams.set('prompt', 'select_account');
    return { url, flow };
  }

  /** Exchanges the code (with the PKCE verifier) and returns the identity of its verified ID token. */
  async function finishSignIn(input: { code: string; flow: GoogleFlow }): Promise<GoogleIdentity> {
    const { discovery, keys } = await provider();
    let idToken: string;
    try {
      const tokens = await withTimeout(
        client.validateAuthorizationCode(discovery.token_endpoint, input.code, input.flow.codeVerifier),
        timeoutMs,
        'token request',
      );
      idToken = tokens.idToken();
    } catch (error) {
      if (error instanceof GoogleSignInError) throw error;
      if (error instanceof OAuth2RequestError) {
        // invalid_grant: the code was used already, expired, or does not match the verifier.
        const code = error.code === 'invalid_grant' ? 'code_rejected' : 'unavailable';
        throw new GoogleSignInError(code, `token endpoint refused: ${error.code}`, { cause: error });
      }
      if (error instanceof ArcticFetchError) {
        throw new GoogleSignInError('unavailable', 'token endpoint unreachable', { cause: error });
      }
      throw new GoogleSignInError('id_token_invalid', `token response unusable: ${String(error)}`, {
        cause: error,
      });
    }
    return verifyIdToken(idToken, input.flow.nonce, keys);
  }

  async function verifyIdToken(
    idToken: string,
    nonce: string,
    keys: ReturnType<typeof createRemoteJWKSet>,
  ): Promise<GoogleIdentity> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: issuers,
        audience: options.clientId,
        algorithms: ['RS256'],
        currentDate: options.now(),
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (error) {
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw new GoogleSignInError('unavailable', `signing keys unreachable: ${String(error)}`, {
          cause: error,
        });
      }
      const claim =
        error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired
          ? ` (${error.claim}: ${error.reason})`
          : '';
      throw new GoogleSignInError('id_token_invalid', `ID token refused: ${error.code}${claim}`);
    }
    // The nonce ties the token to the flow this browser started: a token minted for another is refused.
    if (typeof payload.nonce !== 'string' || payload.nonce !== nonce) {
      throw new GoogleSignInError('id_token_invalid', 'ID token refused: nonce mismatch');
    }
    if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.email !== 'string') {
      throw new GoogleSignInError('id_token_invalid', 'ID token refused: no subject or email');
    }
    return {
      subject: payload.sub,
      email: payload.email.trim(),
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    };
  }

  return { startSignIn, finishSignIn };
}

export type GoogleOidc = ReturnType<typeof createGoogleOidc>;
