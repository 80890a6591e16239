import cookie from '@fastify/cookie';
import type { RecipeEngine } from '@sous/chef';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/create-db.ts';
import authPlugin from './plugins/auth.ts';
import billingPlugin from './plugins/billing.ts';
import cachesPlugin, { type Caches } from './plugins/caches.ts';
import chefPlugin from './plugins/chef.ts';
import closingPlugin from './plugins/closing.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import generationQueuePlugin from './plugins/generation-queue.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityPlugin from './plugins/security.ts';
import adminRoutes from './routes/admin/index.ts';
import googleAuthRoutes from './routes/auth/google.ts';
import authRoutes from './routes/auth/index.ts';
import billingRoutes from './routes/billing/index.ts';
import healthRoutes from './routes/health.ts';
import historyRoutes from './routes/history/index.ts';
import pantryRoutes from './routes/pantry/index.ts';
import recipeRoutes from './routes/recipes/index.ts';
import sharedRoutes from './routes/shared/index.ts';
import type { BillingProvider } from './services/billing/provider.ts';
import type { SubscriptionCanceller } from './services/users/delete-user.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The clock every time-dependent rule reads; tests pass their own. */
  now?: () => Date;
  /** A recipe engine to use instead of the configured one (tests). */
  engine?: RecipeEngine;
  /** A billing provider to use instead of the configured one (tests). */
  billing?: BillingProvider;
  /** BullMQ's key prefix for the generation queue (tests: one queue each on the shared Redis). */
  generationQueuePrefix?: string;
  /** The prefix of the caches' keys in Redis (tests use their own). */
  cacheKeyPrefix?: string;
  /** Handed the in-process caches once made (tests reach them so, from outside the app's scope). */
  onCaches?: (caches: Caches) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    now: () => Date;
    /** Set by the billing plugin: cancels a subscription at the provider before an account is deleted. */
    subscriptionCanceller: SubscriptionCanceller | undefined;
  }
}

export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Fastify (5.12+) treats a bare hop count as "trust nothing", since it cannot check the peer; a
 * count here means the API is reachable only through that many proxies, so it becomes a function.
 */
function trustProxyOption(trustProxy: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

export function serverOptions(config: Config, logger: FastifyServerOptions['logger']): FastifyServerOptions {
  return {
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors raised before a route's handlers (router, HTTP parser) answer `{message, code}` too.
    frameworkErrors,
    clientErrorHandler,
    // While closing, plugins/closing.ts answers 503 `{message, code}` instead of Fastify's own body.
    return503OnClosing: false,
  };
}

/** The whole API as one plugin: shared plugins first, then routes. */
export async function app(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  const { config } = options;
  fastify.decorate('config', config);
  fastify.decorate('now', options.now ?? (() => new Date()));
  fastify.decorate('subscriptionCanceller', undefined);

  await fastify.register(closingPlugin);
  await fastify.register(errorsPlugin);
  await fastify.register(dbPlugin, { database: options.database });
  await fastify.register(cookie);
  await fastify.register(securityPlugin, { allowedOrigins: [...config.webOrigins, ...config.adminOrigins] });
  await fastify.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await fastify.register(cachesPlugin, { redisUrl: config.redisUrl, keyPrefix: options.cacheKeyPrefix });
  options.onCaches?.({ sessionCache: fastify.sessionCache, recipeCache: fastify.recipeCache });
  await fastify.register(authPlugin);
  await fastify.register(chefPlugin, { engine: options.engine });
  await fastify.register(generationQueuePlugin, { prefix: options.generationQueuePrefix });
  await fastify.register(billingPlugin, { billing: options.billing });

  await fastify.register(healthRoutes);
  await fastify.register(authRoutes);
  await fastify.register(googleAuthRoutes);
  await fastify.register(recipeRoutes);
  await fastify.register(historyRoutes);
  await fastify.register(sharedRoutes);
  await fastify.register(pantryRoutes);
  await fastify.register(billingRoutes);
  await fastify.register(adminRoutes);
}

/** Builds a ready app without listening (tests use inject; server.ts listens). */
export async function buildApp(options: AppOptions & { logger?: FastifyServerOptions['logger'] }) {
  const fastify = Fastify(serverOptions(options.config, options.logger ?? false));
  await fastify.register(app, options);
  await fastify.ready();
  return fastify;
}
