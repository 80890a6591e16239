import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

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
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'sous-rl:' } : {}),
      // A Redis outage must not lock everyone out: skip limiting rather than fail the request.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => {
        const error = new AppError(
          'rate_limited',
          `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        );
        return error;
      },
    });
  },
  { name: 'rate-limit' },
);
