import type { RecipeEngine } from '@sous/chef';
import type { Config } from '../../config.ts';
import { ConfigError } from '../../config.ts';
import type { DatabaseHandle } from '../../db/create-db.ts';
import { engineFromConfig } from '../../plugins/chef.ts';
import { runGeneration } from '../recipes/generate-recipes.ts';
import { BullMqQueue } from './bullmq.ts';

export interface WorkerOptions {
  config: Config;
  database: DatabaseHandle;
  engine?: RecipeEngine | undefined;
  prefix?: string | undefined;
  lockDurationMs?: number | undefined;
  stalledIntervalMs?: number | undefined;
  onJob?: ((event: 'start' | 'done' | 'failed', generationId: string) => void) | undefined;
}

/** Starts a worker on the shared queue; resolves once it listens. */
export async function startWorker(options: WorkerOptions): Promise<BullMqQueue> {
  const { config, database, onJob } = options;
  if (!config.redisUrl) throw new ConfigError('Invalid configuration: the worker needs REDIS_URL');
  const engine = options.engine ?? engineFromConfig(config);
  const queue = new BullMqQueue(config.generation, {
    redisUrl: config.redisUrl,
    prefix: options.prefix,
    producer: false,
    lockDurationMs: options.lockDurationMs,
    stalledIntervalMs: options.stalledIntervalMs,
    onRedisError: (error) => process.stderr.write(`[sous-worker] Redis unreachable: ${error.message}\n`),
    processor: async (job, signal) => {
      onJob?.('start', job.generationId);
      try {
        const result = await runGeneration(database.db, job, engine, { now: () => new Date(), signal });
        onJob?.('done', job.generationId);
        return result;
      } catch (error) {
        onJob?.('failed', job.generationId);
        throw error;
      }
    },
  });
  await queue.ready();
  return queue;
}
