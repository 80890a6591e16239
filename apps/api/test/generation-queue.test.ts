import { randomBytes, randomUUID } from 'node:crypto';
import type { GenerationResponse } from '@sous/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { BullMqQueue } from '../src/services/generation-queue/bullmq.ts';
import { InProcessQueue } from '../src/services/generation-queue/in-process.ts';
import {
  type GenerationProcessor,
  type GenerationQueue,
  type JobClass,
  QueueAbortedError,
  type QueueSettings,
  type QueueUpdate,
} from '../src/services/generation-queue/queue.ts';
import type { GenerationJob } from '../src/services/recipes/generate-recipes.ts';
import { testDatabaseKind } from './helpers/database.ts';

// The queue's semantics (docs/decisions/104), the same for both implementations: the in-process queue
// always, BullMQ when REDIS_URL names a Redis server (each queue under a prefix of its own, removed
// afterwards; the shared Redis is never flushed). The queue holds no database, so this runs once,
// in the PGlite project.

const settings = (overrides: Partial<QueueSettings> = {}): QueueSettings => ({
  concurrency: 1,
  ratePerMinute: null,
  maxWaitMs: 60_000,
  perCookInFlight: 5,
  ...overrides,
});

function fakeJob(): GenerationJob {
  return {
    generationId: randomUUID(),
    ingredients: 'rice',
    constraints: {} as GenerationJob['constraints'],
    userId: null,
    visitorId: 'v',
    freeCredit: false,
  };
}

const answer = (id: string): GenerationResponse => ({ recipes: [], sessionId: id });

/** A processor that records starts and holds each job until it is released. */
class Engine {
  readonly started: string[] = [];
  readonly signals = new Map<string, AbortSignal>();
  readonly #release = new Map<string, () => void>();
  readonly #waiters: Array<() => void> = [];
  hold = true;
  processor: GenerationProcessor = async (job, signal) => {
    this.started.push(job.generationId);
    this.signals.set(job.generationId, signal);
    for (const wake of this.#waiters.splice(0)) wake();
    if (this.hold)
      await new Promise<void>((resolve, reject) => {
        this.#release.set(job.generationId, resolve);
        signal.addEventListener('abort', () => reject(new AppError('engine_unavailable')), { once: true });
      });
    return answer(job.generationId);
  };
  release(id: string) {
    this.#release.get(id)?.();
  }
  releaseAll() {
    this.hold = false;
    for (const release of this.#release.values()) release();
  }
  async untilStarted(count: number) {
    while (this.started.length < count) await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }
}

type Make = (settings: QueueSettings, processor: GenerationProcessor) => Promise<GenerationQueue>;

const opened: GenerationQueue[] = [];
const kinds: Array<[string, Make]> = [['in-process', async (s, p) => new InProcessQueue(s, p)]];
if (process.env.REDIS_URL)
  kinds.push([
    'BullMQ',
    async (s, p) => {
      const queue = new BullMqQueue(s, {
        redisUrl: process.env.REDIS_URL!,
        prefix: `sous-test-${randomBytes(6).toString('hex')}`,
        processor: p,
      });
      await queue.ready();
      return queue;
    },
  ]);

afterEach(async () => {
  for (const queue of opened.splice(0)) {
    if (queue instanceof BullMqQueue) await queue.obliterate().catch(() => {});
    await queue.close();
  }
});

/** Submits a job and waits until the queue has it (placed, or started), so that order is the test's. */
async function submitInOrder(
  queue: GenerationQueue,
  jobClass: JobClass,
  owner = `cook-${randomUUID()}`,
  extra: { signal?: AbortSignal; updates?: QueueUpdate[] } = {},
) {
  const job = fakeJob();
  let placed!: () => void;
  const isPlaced = new Promise<void>((resolve) => {
    placed = resolve;
  });
  const result = queue.submit(job, {
    jobClass,
    owner,
    signal: extra.signal,
    onUpdate: (update) => {
      extra.updates?.push(update);
      placed();
    },
  });
  // A refusal (the cap) settles without any update.
  result.catch(() => placed());
  await isPlaced;
  return { id: job.generationId, result };
}

describe.runIf(testDatabaseKind === 'pglite').each(kinds)('the %s generation queue', (_name, make) => {
  const open = async (s: QueueSettings, engine: Engine) => {
    const queue = await make(s, engine.processor);
    opened.push(queue);
    return queue;
  };

  it('serves premium and trial jobs before free ones under load, first come first served within a class', async () => {
    const engine = new Engine();
    const queue = await open(settings({ concurrency: 1 }), engine);
    const blocker = await submitInOrder(queue, 'standard');
    await engine.untilStarted(1);
    const order: Array<{ id: string; jobClass: JobClass }> = [];
    for (const jobClass of [
      'standard',
      'priority',
      'standard',
      'priority',
      'standard',
      'priority',
    ] as const) {
      const { id } = await submitInOrder(queue, jobClass);
      order.push({ id, jobClass });
    }
    engine.releaseAll();
    await blocker.result;
    await engine.untilStarted(7);
    const expected = [
      ...order.filter((entry) => entry.jobClass === 'priority'),
      ...order.filter((entry) => entry.jobClass === 'standard'),
    ].map((entry) => entry.id);
    expect(engine.started.slice(1)).toEqual(expected);
  });

  it("tells a waiting cook their place, and caps one cook's jobs in flight", async () => {
    const engine = new Engine();
    const queue = await open(settings({ concurrency: 1, perCookInFlight: 2 }), engine);
    await submitInOrder(queue, 'priority', 'other');
    await engine.untilStarted(1);
    const updates: QueueUpdate[] = [];
    const first = await submitInOrder(queue, 'priority', 'cook', { updates });
    const second = await submitInOrder(queue, 'priority', 'cook');
    expect(updates[0]).toEqual({ state: 'queued', position: 1 });
    const third = await submitInOrder(queue, 'priority', 'cook');
    await expect(third.result).rejects.toMatchObject({ code: 'rate_limited', statusCode: 429 });
    // Another cook is not held back by this one's cap.
    const stranger = await submitInOrder(queue, 'standard', 'stranger');
    engine.releaseAll();
    await expect(first.result).resolves.toEqual(answer(first.id));
    await expect(second.result).resolves.toEqual(answer(second.id));
    await expect(stranger.result).resolves.toEqual(answer(stranger.id));
    expect(updates.at(-1)).toEqual({ state: 'running' });
    // Once they are done, the cook may ask again.
    const again = await submitInOrder(queue, 'priority', 'cook');
    await expect(again.result).resolves.toEqual(answer(again.id));
  });

  it('starts no more jobs in a minute than the configured rate', async () => {
    const engine = new Engine();
    engine.hold = false;
    const queue = await open(settings({ concurrency: 5, ratePerMinute: 3 }), engine);
    const jobs = [];
    for (let i = 0; i < 5; i++) jobs.push(await submitInOrder(queue, 'priority'));
    await Promise.all(jobs.slice(0, 3).map((job) => job.result));
    // Three finished at once; the other two wait for the minute to turn, however long we look.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(engine.started).toHaveLength(3);
    for (const job of jobs.slice(3)) job.result.catch(() => {});
  });

  it('fails a job that waited longer than the bound, and never runs it', async () => {
    const engine = new Engine();
    const queue = await open(settings({ concurrency: 1, maxWaitMs: 1000 }), engine);
    const blocker = await submitInOrder(queue, 'priority');
    await engine.untilStarted(1);
    const late = await submitInOrder(queue, 'priority');
    await expect(late.result).rejects.toMatchObject({ code: 'generation_failed', statusCode: 502 });
    engine.releaseAll();
    await blocker.result;
    const next = await submitInOrder(queue, 'priority');
    await next.result;
    expect(engine.started).toEqual([blocker.id, next.id]);
  });

  it('removes a waiting job whose cook went away, and aborts a running one', async () => {
    const engine = new Engine();
    const queue = await open(settings({ concurrency: 1 }), engine);
    const running = new AbortController();
    const first = await submitInOrder(queue, 'priority', 'a', { signal: running.signal });
    await engine.untilStarted(1);
    const waiting = new AbortController();
    const second = await submitInOrder(queue, 'priority', 'b', { signal: waiting.signal });
    waiting.abort();
    await expect(second.result).rejects.toBeInstanceOf(QueueAbortedError);
    running.abort();
    await expect(first.result).rejects.toBeDefined();
    await expect.poll(() => engine.signals.get(first.id)?.aborted).toBe(true);
    engine.releaseAll();
    const third = await submitInOrder(queue, 'priority');
    await third.result;
    expect(engine.started).toEqual([first.id, third.id]);
  });
});
