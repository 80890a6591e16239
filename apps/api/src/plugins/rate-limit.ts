import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A limiter independent of `rateLimit`, for routes that need two limits. */
    secondRateLimit: FastifyInstance['rateLimit'];
  }
}

/**
 * How the Redis client behaves while Redis is down or frozen (docs/decisions/093): a command fails at
 * once when there is no connection (no offline queue, no retry of a command), and within
 * REDIS_COMMAND_TIMEOUT_MS when the connection is up but Redis does not answer; the limiter then
 * fails open (`skipOnError`). Reconnection goes on in the background, at most REDIS_RECONNECT_MAX_MS
 * apart, so limits hold again as soon as Redis is back, without a restart.
 */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** Per command; a route with two limits waits at most twice this for a Redis that does not answer. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
export const REDIS_RECONNECT_MAX_MS = 2000;

/** The client options that behave so: used by every fail-fast Redis client (limits, cache stamps). */
export const FAIL_FAST_REDIS_OPTIONS = {
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, REDIS_RECONNECT_MAX_MS),
} as const;

export function createRedisClient(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, FAIL_FAST_REDIS_OPTIONS);
  // One warning per outage, not one per reconnect attempt; an 'error' listener also keeps ioredis
  // from printing "Unhandled error event" for each.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ reason: error.message }, 'Redis unreachable: rate limits fail open until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again: rate limits hold');
  });
  return redis;
}

async function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

/**
 * Route-level limits only (routes opt in with `config.rateLimit`). With REDIS_URL the counters live
 * in Redis so that limits hold across API processes; otherwise in memory.
 */
export default fp(
  async (app: FastifyInstance, options: { redisUrl: string | undefined }) => {
    const redis = options.redisUrl ? createRedisClient(options.redisUrl, app.log) : undefined;
    if (redis) {
      app.addHook('onClose', async () => void redis.disconnect());
      // Limits hold from the first request when Redis is up; when it is not, start anyway (fail open).
      await waitUntilReady(redis, REDIS_CONNECT_TIMEOUT_MS);
    }
    const settings = (nameSpace: string) => ({
      global: false,
      ...(redis ? { redis, nameSpace } : {}),
      // A Redis outage must not lock everyone out: skip limiting rather than fail the request.
      skipOnError: true,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
        new AppError(
          'rate_limited',
          `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        ),
    });
    // @fastify/rate-limit runs at most one of its limiters per request. A route that needs two
    // (per IP, and per IP + account) takes the second from this separate registration.
    let second: FastifyInstance['rateLimit'] | undefined;
    await app.register(async (child) => {
      await child.register(rateLimit, settings('sous-rl2:'));
      second = child.rateLimit;
    });
    await app.register(rateLimit, settings('sous-rl:'));
    app.decorate('secondRateLimit', second!);
  },
  { name: 'rate-limit' },
);
