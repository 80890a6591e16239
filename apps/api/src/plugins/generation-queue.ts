import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BullMqQueue } from '../services/generation-queue/bullmq.ts';
import { InProcessQueue } from '../services/generation-queue/in-process.ts';
import type { GenerationProcessor, GenerationQueue } from '../services/generation-queue/queue.ts';
import { runGeneration } from '../services/recipes/generate-recipes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where generations wait for a worker (docs/decisions/104): BullMQ with REDIS_URL, in memory otherwise. */
    generationQueue: GenerationQueue;
  }
}

export interface GenerationQueuePluginOptions {
  /** BullMQ's key prefix (tests give each app a queue of its own). */
  prefix?: string | undefined;
}

export default fp(
  async (app: FastifyInstance, options: GenerationQueuePluginOptions) => {
    const { redisUrl, generation } = app.config;
    const processor: GenerationProcessor = (job, signal) =>
      runGeneration(app.db, job, app.chef, { now: app.now, signal });
    let queue: GenerationQueue;
    if (redisUrl) {
      const bull = new BullMqQueue(generation, {
        redisUrl,
        prefix: options.prefix,
        processor: generation.inlineWorker ? processor : undefined,
        onRedisError: (error) =>
          app.log.warn({ reason: error.message }, 'Redis unreachable: generations wait until it is back'),
      });
      await bull.ready();
      queue = bull;
    } else {
      queue = new InProcessQueue(generation, processor);
    }
    app.decorate('generationQueue', queue);
    app.addHook('onClose', async () => queue.close());
  },
  { name: 'generation-queue', dependencies: ['chef'] },
);
