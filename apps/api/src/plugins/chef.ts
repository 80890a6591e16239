import { createEngine, type RecipeEngine } from '@sous/chef';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recipe engine: Claude when ANTHROPIC_API_KEY is set, the local chef otherwise. */
    chef: RecipeEngine;
  }
}

export default fp(
  async (app: FastifyInstance, options: { engine?: RecipeEngine | undefined }) => {
    const anthropic = app.config.anthropic;
    const engine =
      options.engine ??
      createEngine(
        anthropic
          ? {
              anthropicApiKey: anthropic.apiKey,
              anthropicModel: anthropic.model,
              anthropicBaseUrl: anthropic.baseUrl,
              timeoutMs: anthropic.timeoutMs,
            }
          : {},
      );
    app.decorate('chef', engine);
  },
  { name: 'chef' },
);
