import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * A small OpenID provider on 127.0.0.1 playing Google for tests and browser journeys: a discovery
 * document, an authorization endpoint that consents at once (redirecting back with a code for the
 * account set by `setUser`), a token endpoint that checks the client's credentials, the redirect URI
 * and the PKCE verifier and accepts each code once, and a JWKS with a test RSA key. `tamperNextIdToken`
 * mints one bad ID token (audience, issuer, expiry, signature, nonce) to test that it is refused.
 */

export interface FakeGoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
}

export interface IdTokenTamper {
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for a token that expired. */
  expiresInSeconds?: number;
  /** Signed by another key under the published key's id: the signature does not verify. */
  signWithOtherKey?: boolean;
  nonce?: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | undefined;
  account: FakeGoogleAccount;
  expiresAt: number;
  used: boolean;
}

export interface FakeGoogle {
  /** The issuer, `http://127.0.0.1:port`: GOOGLE_OIDC_ISSUER for the app. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The Google account the next authorizations sign in as. */
  setUser(account: FakeGoogleAccount): void;
  /** The next ID token minted is bad in these ways. */
  tamperNextIdToken(tamper: IdTokenTamper): void;
  /** The next authorization answers error=access_denied, as when the cook presses Cancel at Google. */
  denyNext(): void;
  /** Token requests received, and how each was answered. */
  tokenRequests: Array<{ status: number; error?: string }>;
  close(): Promise<void>;
}

const KEY_ID = 'fake-google-key-1';

export async function startFakeGoogle(
  options: { clientId?: string; clientSecret?: string; now?: () => Date; port?: number; host?: string } = {},
): Promise<FakeGoogle> {
  const clientId = options.clientId ?? 'fake-client-id.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? `fake-secret-${randomBytes(8).toString('hex')}`;
  const now = options.now ?? (() => new Date());
  const signing = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(signing.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };

  const codes = new Map<string, IssuedCode>();
  const tokenRequests: FakeGoogle['tokenRequests'] = [];
  let account: FakeGoogleAccount = {
    sub: '100000000000000000001',
    email: 'cook@gmail.com',
    email_verified: true,
  };
  let tamper: IdTokenTamper | undefined;
  let deny = false;
  let url = '';

  // Connection: close on every answer: a kept-alive socket the server times out just as a client
  // reuses it is an ECONNRESET on a busy machine.
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      connection: 'close',
    });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  function authorize(query: URLSearchParams, res: ServerResponse) {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== clientId || !/^https?:\/\//.test(redirectUri)) {
      res.writeHead(400, { 'content-type': 'text/plain', connection: 'close' });
      res.end('Error 400: invalid_request (unknown client or redirect_uri)');
      return;
    }
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const scopes = (query.get('scope') ?? '').split(' ');
    if (deny) {
      deny = false;
      back.searchParams.set('error', 'access_denied');
    } else if (
      query.get('response_type') !== 'code' ||
      !scopes.includes('openid') ||
      query.get('code_challenge_method') !== 'S256' ||
      !query.get('code_challenge')
    ) {
      back.searchParams.set('error', 'invalid_request');
    } else {
      const code = `4/fake-${randomBytes(16).toString('hex')}`;
      codes.set(code, {
        clientId,
        redirectUri,
        challenge: query.get('code_challenge')!,
        nonce: query.get('nonce') ?? undefined,
        account: { ...account },
        expiresAt: now().getTime() + 5 * 60_000,
        used: false,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', 'openid email');
    }
    res.writeHead(302, { location: back.toString(), connection: 'close' });
    res.end();
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const refuse = (status: number, error: string, description: string) => {
      tokenRequests.push({ status, error });
      send(res, status, { error, error_description: description });
    };
    const form = new URLSearchParams(await readBody(req));
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':')
      : [form.get('client_id'), form.get('client_secret')];
    if (id !== clientId || secret !== clientSecret) return refuse(401, 'invalid_client', 'Unauthorized');
    if (form.get('grant_type') !== 'authorization_code') return refuse(400, 'unsupported_grant_type', '');
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.used || issued.expiresAt < now().getTime()) {
      return refuse(400, 'invalid_grant', 'Malformed auth code.');
    }
    // A code is spent by its first use, whether or not the rest of the request is right.
    issued.used = true;
    if (form.get('redirect_uri') !== issued.redirectUri) {
      return refuse(400, 'redirect_uri_mismatch', 'Bad Request');
    }
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) {
      return refuse(400, 'invalid_grant', 'Invalid code verifier.');
    }
    const bad = tamper ?? {};
    tamper = undefined;
    const issuedAt = Math.floor(now().getTime() / 1000);
    const idToken = await new SignJWT({
      email: issued.account.email,
      email_verified: issued.account.email_verified,
      azp: clientId,
      ...((bad.nonce ?? issued.nonce) ? { nonce: bad.nonce ?? issued.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .setIssuer(bad.issuer ?? url)
      .setAudience(bad.audience ?? clientId)
      .setSubject(issued.account.sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (bad.expiresInSeconds ?? 3600))
      .sign(bad.signWithOtherKey ? other.privateKey : signing.privateKey);
    tokenRequests.push({ status: 200 });
    send(res, 200, {
      access_token: `ya29.fake-${randomBytes(12).toString('hex')}`,
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'openid https://www.googleapis.com/auth/userinfo.email',
      id_token: idToken,
    });
  }

  const server: Server = createServer((req, res) => {
    const requestUrl = new URL(req.url ?? '/', url || 'http://127.0.0.1');
    const route = `${req.method} ${requestUrl.pathname}`;
    const handle = async () => {
      switch (route) {
        case 'GET /.well-known/openid-configuration':
          return send(res, 200, {
            issuer: url,
            authorization_endpoint: `${url}/o/oauth2/v2/auth`,
            token_endpoint: `${url}/token`,
            jwks_uri: `${url}/oauth2/v3/certs`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
            code_challenge_methods_supported: ['plain', 'S256'],
          });
        case 'GET /o/oauth2/v2/auth':
          return authorize(requestUrl.searchParams, res);
        case 'POST /token':
          return token(req, res);
        case 'GET /oauth2/v3/certs':
          return send(res, 200, { keys: [publicJwk] });
        // For browser journeys, which cannot call setUser: which account the next consent is for.
        case 'POST /__fake/account':
          account = JSON.parse(await readBody(req)) as FakeGoogleAccount;
          return send(res, 200, account);
        default:
          return send(res, 404, { error: 'not_found' });
      }
    };
    handle().catch((error: unknown) => send(res, 500, { error: 'server_error', message: String(error) }));
  });
  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    tokenRequests,
    setUser: (next) => {
      account = { ...next };
    },
    tamperNextIdToken: (next) => {
      tamper = next;
    },
    denyNext: () => {
      deny = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
