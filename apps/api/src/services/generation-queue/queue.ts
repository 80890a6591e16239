import type { GenerationResponse } from '@sous/domain';
import { AppError } from '../../lib/app-error.ts';
import type { GenerationJob } from '../recipes/generate-recipes.ts';

// The generation queue's one interface (docs/decisions/104). Two implementations keep the same
// semantics: in-process.ts (no service; the embedded default) and bullmq.ts (REDIS_URL: any number of
// API and worker processes share one queue).

/** `priority`: premium and trial cooks; `standard`: signed-in free cooks and visitors. */
export type JobClass = 'priority' | 'standard';

/** What a waiting cook is told: their place among the jobs not yet started (1 = next), or running. */
export type QueueUpdate = { state: 'queued'; position: number } | { state: 'running' };

export interface QueueSettings {
  /** Jobs running at once, across every worker of the queue. */
  concurrency: number;
  /** Jobs started per minute, across every worker; null: no bound. */
  ratePerMinute: number | null;
  /** A job not started after this long fails with the generation error. */
  maxWaitMs: number;
  /** Jobs one cook (user or visitor) may have waiting or running at once. */
  perCookInFlight: number;
}

export interface SubmitOptions {
  jobClass: JobClass;
  /** Whose job it is (`user:<id>` or `visitor:<id>`), for the per-cook cap. */
  owner: string;
  /** Aborted when the cook's browser goes away: a waiting job is removed, a running one aborted. */
  signal?: AbortSignal | undefined;
  onUpdate?: ((update: QueueUpdate) => void) | undefined;
}

/** Runs one job (a worker's work): the engine, the checker, the store. */
export type GenerationProcessor = (job: GenerationJob, signal: AbortSignal) => Promise<GenerationResponse>;

export interface GenerationQueue {
  readonly kind: 'in-process' | 'bullmq';
  /**
   * Queues a job and settles with its result, or with an AppError: `rate_limited` (the cook's cap),
   * `generation_failed` (it waited longer than maxWaitMs, or its worker died too often), `aborted`
   * (the signal) or the processor's own error.
   */
  submit(job: GenerationJob, options: SubmitOptions): Promise<GenerationResponse>;
  close(): Promise<void>;
}

export const CLASS_RANK: Record<JobClass, number> = { priority: 1, standard: 2 };

/** The cook already has `perCookInFlight` generations waiting or running. */
export const tooManyInFlight = () =>
  new AppError(
    'rate_limited',
    'You already have recipes on the way. Please wait for them before asking again.',
  );

export const waitedTooLong = () => new AppError('generation_failed');

export class QueueAbortedError extends Error {
  override name = 'QueueAbortedError';
  constructor() {
    super('The cook went away: the job was removed or aborted.');
  }
}
