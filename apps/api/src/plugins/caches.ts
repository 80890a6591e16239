import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SharedGenerations } from '../lib/shared-generations.ts';
import { SESSION_CACHE_TTL_MS, SessionCache } from '../services/auth/session-cache.ts';
import { RecipeCache } from '../services/recipes/recipe-cache.ts';
import { REDIS_CONNECT_TIMEOUT_MS } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verified sessions with their user rows; see services/auth/session-cache.ts. */
    sessionCache: SessionCache;
    /** Hot recipes' answers; see services/recipes/recipe-cache.ts. */
    recipeCache: RecipeCache;
  }
}

export interface Caches {
  sessionCache: SessionCache;
  recipeCache: RecipeCache;
}

/** Redis keys of the caches' stamps start with this (tests pass their own). */
export const CACHE_KEY_PREFIX = 'sous-cache:';

/**
 * The in-process caches of the hot reads (docs/decisions/113). With REDIS_URL, their invalidations
 * reach every API process through stamps in Redis; without it there is one process and the
 * in-process invalidation is the whole story.
 */
export default fp(
  async (app: FastifyInstance, options: { redisUrl: string | undefined; keyPrefix?: string | undefined }) => {
    const shared = options.redisUrl
      ? new SharedGenerations({
          url: options.redisUrl,
          prefix: options.keyPrefix ?? CACHE_KEY_PREFIX,
          // Longer than any entry lives, so a stamp never expires back to a value an entry holds.
          keyTtlMs: Math.max(60_000, 10 * SESSION_CACHE_TTL_MS),
          log: app.log,
        })
      : undefined;
    const sessionCache = new SessionCache({ shared });
    const recipeCache = new RecipeCache({ shared });
    app.decorate('sessionCache', sessionCache);
    app.decorate('recipeCache', recipeCache);
    if (shared) {
      // Stamps moved while the connection was down would be missed: start over.
      shared.onConnectionLost = () => {
        sessionCache.clearLocal();
        recipeCache.clearLocal();
      };
      app.addHook('onClose', async () => shared.disconnect());
      await shared.ready(REDIS_CONNECT_TIMEOUT_MS);
    }
  },
  { name: 'caches' },
);
