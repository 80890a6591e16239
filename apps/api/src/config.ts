import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { DEFAULT_POOL_TIMEOUTS, type PoolTimeouts } from './db/timeouts.ts';

// The one place that reads process.env. Validated once at start; a bad value stops the start
// with one message naming the variable.

/** Google's OpenID issuer; its discovery document is at `${issuer}/.well-known/openid-configuration`. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)));
const url = (protocols: string[]) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a ${protocols.join(' or ')} URL`,
    ),
  );
const originList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
  ),
  v.check(
    (list) => list.length > 0 && list.every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)),
    'must be a comma-separated list of origins such as https://sous.example',
  ),
);
const integer = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** Which proxies may set X-Forwarded-For: Fastify's `trustProxy` (a flag, a hop count, or addresses). */
export type TrustProxy = boolean | number | string[];

// proxy-addr's names for the private ranges, accepted in an address list as Fastify accepts them.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? Number(value) : undefined;
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return addresses.length > 0 && addresses.every(isProxyAddress) ? addresses : undefined;
}

const trustProxy = v.pipe(
  v.string(),
  v.trim(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseTrustProxy(dataset.value);
    if (parsed !== undefined) return parsed;
    addIssue({
      message:
        'must be a hop count from 0 to 10 (1 behind one proxy), a comma-separated list of proxy IPs or CIDRs such as 10.0.0.0/8, or true/false',
    });
    return NEVER;
  }),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
    'development',
  ),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  PORT: v.optional(integer(0, 65535), '3000'),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level'),
    'info',
  ),
  TRUST_PROXY: v.optional(trustProxy, 'false'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.data'),
  DATABASE_URL: v.optional(url(['postgres:', 'postgresql:'])),
  DATABASE_CONNECT_TIMEOUT_MS: v.optional(integer(100, 600_000), String(DEFAULT_POOL_TIMEOUTS.connectMs)),
  DATABASE_STATEMENT_TIMEOUT_MS: v.optional(
    integer(100, 3_600_000),
    String(DEFAULT_POOL_TIMEOUTS.statementMs),
  ),
  DATABASE_ACQUIRE_TIMEOUT_MS: v.optional(integer(100, 600_000), String(DEFAULT_POOL_TIMEOUTS.acquireMs)),
  REDIS_URL: v.optional(url(['redis:', 'rediss:'])),
  WEB_ORIGIN: v.optional(originList, 'http://127.0.0.1:5173,http://localhost:5173'),
  ADMIN_ORIGIN: v.optional(originList, 'http://127.0.0.1:5174,http://localhost:5174'),
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(12, 'must be at least 12 characters'))),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  ANTHROPIC_API_KEY: optionalText,
  ANTHROPIC_MODEL: optionalText,
  ANTHROPIC_BASE_URL: v.optional(url(['http:', 'https:'])),
  ANTHROPIC_TIMEOUT_MS: v.optional(integer(1000, 600_000), '60000'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: v.optional(url(['http:', 'https:'])),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_OIDC_ISSUER: v.optional(url(['http:', 'https:']), GOOGLE_ISSUER),
  GENERATION_CONCURRENCY: v.optional(integer(1, 1000), '4'),
  GENERATION_RATE_PER_MINUTE: v.optional(integer(1, 100_000)),
  GENERATION_MAX_WAIT_MS: v.optional(integer(1000, 3_600_000), '120000'),
  GENERATION_PER_COOK_IN_FLIGHT: v.optional(integer(1, 100), '2'),
  GENERATION_WORKER: v.optional(v.picklist(['inline', 'off'], 'must be inline or off'), 'inline'),
});

/** GENERATION_RATE_PER_MINUTE's default with Claude: an entry-tier account's requests per minute. */
export const DEFAULT_CLAUDE_RATE_PER_MINUTE = 50;

const moduleDir = dirname(fileURLToPath(import.meta.url));

/**
 * The checkout's root (the folder holding pnpm-workspace.yaml) at or above `from`, or undefined outside
 * a checkout (the Docker image, which sets an absolute DATA_DIR).
 */
export function workspaceRoot(from: string = moduleDir): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * DATA_DIR as an absolute path. A relative one is read from the root of the checkout this code runs
 * from, so `pnpm start`, `pnpm --filter @sous/api start` (run in apps/api) and `db:migrate` share one
 * `.data`; outside a checkout it is read from the working directory.
 */
export function resolveDataDir(dataDir: string, from: string = moduleDir): string {
  if (isAbsolute(dataDir)) return dataDir;
  return resolve(workspaceRoot(from) ?? process.cwd(), dataDir);
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  /**
   * Whose X-Forwarded-For decides `request.ip` (rate limits, audit): a hop count trusts that many
   * proxies nearest the API, a list trusts those addresses only. `true` believes any client-sent
   * header, so it is for compatibility only.
   */
  trustProxy: TrustProxy;
  /** PostgreSQL with its pool's timeouts (db/timeouts.ts), or embedded PGlite. */
  database: { kind: 'postgres'; url: string; timeouts: PoolTimeouts } | { kind: 'pglite'; dataDir: string };
  redisUrl: string | undefined;
  /** Origins allowed to send cookie-carrying mutations; the first web origin is the app's public URL. */
  webOrigins: string[];
  adminOrigins: string[];
  /** Secure + __Host- cookies when the web app is served over HTTPS. */
  secureCookies: boolean;
  admin: { password: string; generated: boolean; sessionSecret: string };
  anthropic: {
    apiKey: string;
    model: string | undefined;
    baseUrl: string | undefined;
    timeoutMs: number;
  } | null;
  stripe: {
    secretKey: string;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    apiBase: string | undefined;
  } | null;
  /**
   * The generation queue (docs/decisions/104): jobs at once across all workers, jobs started per
   * minute (null: no bound, the local chef), how long a job may wait, jobs one cook may have in
   * flight, and whether this process runs a worker.
   */
  generation: {
    concurrency: number;
    ratePerMinute: number | null;
    maxWaitMs: number;
    perCookInFlight: number;
    inlineWorker: boolean;
  };
  /**
   * Sign in with Google (docs/decisions/100), or null when GOOGLE_CLIENT_ID/SECRET are unset: then the
   * button is not shown and /api/auth/google/* answer 404.
   */
  google: {
    clientId: string;
    clientSecret: string;
    /** Google's, or a fake provider's in tests. */
    issuer: string;
    /** `${first WEB_ORIGIN}/api/auth/google/callback`: register exactly this in the Google console. */
    redirectUri: string;
  } | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as shells and compose files often leave them.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const issue = result.issues[0];
    const name = issue.path?.map((p) => String(p.key)).join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const e = result.output;
  const production = e.NODE_ENV === 'production';
  if (production && !e.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration: ADMIN_PASSWORD is required when NODE_ENV=production');
  }
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required when NODE_ENV=production');
  }
  if (production && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY is required when NODE_ENV=production (simulated billing is for local use only)',
    );
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET && production) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY in production',
    );
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (or both left unset)',
    );
  }
  const googleIssuer = e.GOOGLE_OIDC_ISSUER.replace(/\/$/, '');
  if (production && e.GOOGLE_CLIENT_ID && !googleIssuer.startsWith('https:')) {
    throw new ConfigError(
      'Invalid configuration: GOOGLE_OIDC_ISSUER must be an https URL when NODE_ENV=production',
    );
  }
  if (e.GENERATION_WORKER === 'off' && !e.REDIS_URL) {
    throw new ConfigError(
      'Invalid configuration: GENERATION_WORKER=off needs REDIS_URL (a worker elsewhere must share the queue)',
    );
  }
  const webOrigins = e.WEB_ORIGIN;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          timeouts: {
            connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
            statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
            acquireMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
          },
        }
      : { kind: 'pglite', dataDir: resolveDataDir(e.DATA_DIR) },
    redisUrl: e.REDIS_URL,
    webOrigins,
    adminOrigins: e.ADMIN_ORIGIN,
    secureCookies: webOrigins[0]!.startsWith('https:'),
    admin: {
      password: e.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url'),
      generated: !e.ADMIN_PASSWORD,
      sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    },
    anthropic: e.ANTHROPIC_API_KEY
      ? {
          apiKey: e.ANTHROPIC_API_KEY,
          model: e.ANTHROPIC_MODEL,
          baseUrl: e.ANTHROPIC_BASE_URL,
          timeoutMs: e.ANTHROPIC_TIMEOUT_MS,
        }
      : null,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE,
        }
      : null,
    generation: {
      concurrency: e.GENERATION_CONCURRENCY,
      ratePerMinute:
        e.GENERATION_RATE_PER_MINUTE ?? (e.ANTHROPIC_API_KEY ? DEFAULT_CLAUDE_RATE_PER_MINUTE : null),
      maxWaitMs: e.GENERATION_MAX_WAIT_MS,
      perCookInFlight: e.GENERATION_PER_COOK_IN_FLIGHT,
      inlineWorker: e.GENERATION_WORKER === 'inline',
    },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: googleIssuer,
            redirectUri: `${webOrigins[0]}/api/auth/google/callback`,
          }
        : null,
  };
}
