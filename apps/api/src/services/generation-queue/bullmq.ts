import type { GenerationResponse } from '@sous/domain';
import { Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { AppError, ERROR_STATUS, type ErrorCode } from '../../lib/app-error.ts';
import type { GenerationJob } from '../recipes/generate-recipes.ts';
import {
  CLASS_RANK,
  type GenerationProcessor,
  type GenerationQueue,
  QueueAbortedError,
  type QueueSettings,
  type SubmitOptions,
  tooManyInFlight,
  waitedTooLong,
} from './queue.ts';

export const QUEUE_NAME = 'sous-generation';
/** BullMQ's key prefix for the queue; tests give each queue a prefix of its own. */
export const DEFAULT_PREFIX = 'sous-bull';
/** How often a waiting cook's place in the queue is read. */
const POSITION_POLL_MS = 1000;

interface JobPayload {
  job: GenerationJob;
  enqueuedAt: number;
}

export interface BullMqQueueOptions {
  redisUrl: string;
  prefix?: string | undefined;
  /** Runs a worker in this process (the API's inline worker, or `pnpm --filter @sous/api worker`). */
  processor?: GenerationProcessor | undefined;
  /** Enqueues from this process (the API); a worker alone does not. */
  producer?: boolean;
  /**
   * How long a running job's lock lasts without renewal: a worker that died is noticed (and its job
   * moved back to wait, once, then failed) within about this long. BullMQ's default is 30 s.
   */
  lockDurationMs?: number | undefined;
  /** How often this worker looks for jobs whose worker died (BullMQ's default: 30 s). */
  stalledIntervalMs?: number | undefined;
  /** Told once per Redis outage (the connections reconnect by themselves). */
  onRedisError?: ((error: Error) => void) | undefined;
}

type Waiter = {
  resolve: (result: GenerationResponse) => void;
  reject: (error: unknown) => void;
  onActive: () => void;
};

function redis(url: string): Redis {
  // BullMQ's blocking commands need maxRetriesPerRequest null.
  return new Redis(url, { maxRetriesPerRequest: null });
}

/** A failure crosses Redis as text: the AppError's code and message, read back by the API. */
function encodeFailure(error: unknown): string {
  if (error instanceof AppError) return JSON.stringify({ code: error.code, message: error.message });
  return JSON.stringify({ code: 'generation_failed' });
}

function decodeFailure(reason: string | undefined): AppError {
  try {
    const { code, message } = JSON.parse(reason ?? '') as { code: string; message?: string };
    if (code in ERROR_STATUS) return new AppError(code as ErrorCode, message);
  } catch {
    // Not ours: BullMQ's own reason, e.g. a job that stalled more than allowed (its worker died).
  }
  return new AppError('generation_failed', undefined, { cause: new Error(reason) });
}

/**
 * The queue on Redis, with BullMQ: jobs by priority (1 premium and trial, 2 the rest; FIFO within
 * one), a global concurrency and a global rate limiter across all workers, a worker lock that lets a
 * dead worker's job be retried once by another and then failed. The per-cook cap is a Redis counter;
 * a cook who goes away has a waiting job removed, or a running one aborted through a cancel channel
 * that every worker listens to.
 */
export class BullMqQueue implements GenerationQueue {
  readonly kind = 'bullmq';
  readonly prefix: string;
  readonly #settings: QueueSettings;
  readonly #connections: Redis[] = [];
  readonly #client: Redis;
  readonly #queue: Queue<JobPayload, GenerationResponse>;
  readonly #events: QueueEvents | undefined;
  readonly #worker: Worker<JobPayload, GenerationResponse> | undefined;
  readonly #subscriber: Redis | undefined;
  readonly #waiters = new Map<string, Waiter>();
  readonly #ready: Promise<unknown>;

  constructor(settings: QueueSettings, options: BullMqQueueOptions) {
    this.#settings = settings;
    this.prefix = options.prefix ?? DEFAULT_PREFIX;
    // One warning per outage, not one per connection and reconnect attempt.
    let down = false;
    const onError = (error: Error) => {
      if (down) return;
      down = true;
      options.onRedisError?.(error);
    };
    const connect = () => {
      const connection = redis(options.redisUrl);
      connection.on('error', onError);
      connection.on('ready', () => {
        down = false;
      });
      this.#connections.push(connection);
      return connection;
    };
    this.#client = connect();
    this.#queue = new Queue(QUEUE_NAME, { connection: this.#client, prefix: this.prefix });
    this.#queue.on('error', onError);
    const ready: Promise<unknown>[] = [
      this.#queue.waitUntilReady(),
      this.#queue.setGlobalConcurrency(settings.concurrency),
    ];
    if (options.producer !== false) {
      this.#events = new QueueEvents(QUEUE_NAME, { connection: connect(), prefix: this.prefix });
      this.#events.on('error', onError);
      this.#events.on('active', ({ jobId }) => this.#waiters.get(jobId)?.onActive());
      this.#events.on('completed', ({ jobId, returnvalue }) => {
        const value = typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue;
        this.#waiters.get(jobId)?.resolve(value as GenerationResponse);
      });
      this.#events.on('failed', ({ jobId, failedReason }) =>
        this.#waiters.get(jobId)?.reject(decodeFailure(failedReason)),
      );
      ready.push(this.#events.waitUntilReady());
    }
    if (options.processor) {
      const processor = options.processor;
      this.#worker = new Worker<JobPayload, GenerationResponse>(
        QUEUE_NAME,
        async (bullJob, _token, signal) => {
          const { job, enqueuedAt } = bullJob.data;
          // Picked up too late (a backlog, or a retry after a crash): fail as the wait bound says.
          if (Date.now() - enqueuedAt > settings.maxWaitMs)
            throw new UnrecoverableError(encodeFailure(waitedTooLong()));
          try {
            return await processor(job, signal ?? new AbortController().signal);
          } catch (error) {
            throw new UnrecoverableError(encodeFailure(error));
          }
        },
        {
          connection: connect(),
          prefix: this.prefix,
          concurrency: settings.concurrency,
          ...(settings.ratePerMinute !== null
            ? { limiter: { max: settings.ratePerMinute, duration: 60_000 } }
            : {}),
          ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
          ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
          maxStalledCount: 1,
          removeOnComplete: { age: 3600 },
          removeOnFail: { age: 24 * 3600 },
        },
      );
      // A failed job is reported through its waiter; the worker's own errors are Redis's.
      this.#worker.on('error', onError);
      this.#subscriber = connect();
      const worker = this.#worker;
      this.#subscriber.on('message', (_channel, jobId: string) => worker.cancelJob(jobId, 'cancelled'));
      ready.push(this.#subscriber.subscribe(this.#cancelChannel), this.#worker.waitUntilReady());
    }
    this.#ready = Promise.all(ready);
  }

  get #cancelChannel(): string {
    return `${this.prefix}:${QUEUE_NAME}:cancel`;
  }

  /** Resolves when every connection is up and the global settings are written. */
  ready(): Promise<unknown> {
    return this.#ready;
  }

  async submit(job: GenerationJob, options: SubmitOptions): Promise<GenerationResponse> {
    if (!this.#events) throw new Error('This queue was opened without a producer.');
    await this.#ready;
    if (options.signal?.aborted) throw new QueueAbortedError();
    const capKey = `${this.prefix}:${QUEUE_NAME}:in-flight:${options.owner}`;
    const [[, held]] = (await this.#client
      .multi()
      .incr(capKey)
      .pexpire(capKey, this.#settings.maxWaitMs + 15 * 60_000)
      .exec()) as [[null, number], [null, number]];
    try {
      if (held > this.#settings.perCookInFlight) throw tooManyInFlight();
      return await this.#await(job, options);
    } finally {
      await this.#client.decr(capKey).catch(() => {});
    }
  }

  #await(job: GenerationJob, options: SubmitOptions): Promise<GenerationResponse> {
    const jobId = job.generationId;
    let poll: ReturnType<typeof setInterval> | undefined;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    const settled = new Promise<GenerationResponse>((resolve, reject) => {
      let running = false;
      const started = () => {
        if (running) return;
        running = true;
        clearInterval(poll);
        options.onUpdate?.({ state: 'running' });
      };
      this.#waiters.set(jobId, { resolve, reject, onActive: started });
      let lastPosition = 0;
      const readPosition = async () => {
        const rank = await this.#client.zrank(this.#queue.keys.prioritized!, jobId).catch(() => null);
        if (rank === null || running) return;
        if (rank + 1 !== lastPosition) options.onUpdate?.({ state: 'queued', position: rank + 1 });
        lastPosition = rank + 1;
      };
      // Removes the job if it has not started; false when a worker holds it.
      const removeIfWaiting = async () => (await this.#queue.remove(jobId).catch(() => 0)) === 1;
      expiry = setTimeout(() => {
        void removeIfWaiting().then((removed) => removed && reject(waitedTooLong()));
      }, this.#settings.maxWaitMs);
      onAbort = () => {
        void removeIfWaiting().then(async (removed) => {
          if (!removed) await this.#client.publish(this.#cancelChannel, jobId).catch(() => {});
          reject(new QueueAbortedError());
        });
      };
      options.signal?.addEventListener('abort', onAbort, { once: true });
      this.#queue
        .add(
          'generate',
          { job, enqueuedAt: Date.now() },
          { jobId, priority: CLASS_RANK[options.jobClass], attempts: 1 },
        )
        .then(() => {
          void readPosition();
          poll = setInterval(() => void readPosition(), POSITION_POLL_MS);
        }, reject);
    });
    return settled.finally(() => {
      this.#waiters.delete(jobId);
      clearInterval(poll);
      clearTimeout(expiry);
      if (onAbort) options.signal?.removeEventListener('abort', onAbort);
    });
  }

  /** Removes every key of this queue (tests and benches, each with a prefix of its own). */
  async obliterate(): Promise<void> {
    await this.#queue.obliterate({ force: true });
    const keys = await this.#client.keys(`${this.prefix}:${QUEUE_NAME}:in-flight:*`);
    if (keys.length > 0) await this.#client.del(...keys);
  }

  async close(): Promise<void> {
    for (const waiter of this.#waiters.values()) waiter.reject(waitedTooLong());
    await this.#worker?.close();
    await this.#events?.close();
    await this.#queue.close();
    for (const connection of this.#connections) connection.disconnect();
  }
}
