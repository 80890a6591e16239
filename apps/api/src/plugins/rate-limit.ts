import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
 * Route-level limits only (routes opt in with `config.rateLimit`). With REDIS_URL the counters live
 * in Redis so that limits hold across API processes; otherwise in memory.
 */
export default fp(
  async (app: FastifyInstance, options: { redisUrl: string | undefined }) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          connectTimeout: 2000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: true,
        })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
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
