import { createEngine, type RecipeEngine } from '@sous/chef';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recipe engine: Claude when ANTHROPIC_API_KEY is set, the local chef otherwise. */
    chef: RecipeEngine;
  }
}

/** The configured engine: Claude with ANTHROPIC_API_KEY, else the local chef (the API and the worker). */
export function engineFromConfig(config: Config): RecipeEngine {
  const anthropic = config.anthropic;
  return createEngine(
    anthropic
      ? {
          anthropicApiKey: anthropic.apiKey,
          anthropicModel: anthropic.model,
          anthropicBaseUrl: anthropic.baseUrl,
          timeoutMs: anthropic.timeoutMs,
        }
      : {},
  );
}

export default fp(
  async (app: FastifyInstance, options: { engine?: RecipeEngine | undefined }) => {
    app.decorate('chef', options.engine ?? engineFromConfig(app.config));
  },
  { name: 'chef' },
);
