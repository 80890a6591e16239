import type { GenerationResponse } from '@sous/domain';
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

const MINUTE = 60_000;

interface Entry {
  job: GenerationJob;
  options: SubmitOptions;
  rank: number;
  seq: number;
  lastPosition: number;
  controller: AbortController;
  resolve: (result: GenerationResponse) => void;
  reject: (error: unknown) => void;
  expiry: ReturnType<typeof setTimeout>;
}

/**
 * The queue without any service: one process, jobs in memory. Same semantics as BullMQ's: by class
 * then first come, at most `concurrency` running, at most `ratePerMinute` started in any minute, a
 * per-cook cap, a wait bound, and a signal that removes a waiting job or aborts a running one.
 */
export class InProcessQueue implements GenerationQueue {
  readonly kind = 'in-process';
  readonly #settings: QueueSettings;
  readonly #processor: GenerationProcessor;
  readonly #waiting: Entry[] = [];
  readonly #inFlight = new Map<string, number>();
  /** Start times within the last minute, oldest first. */
  readonly #starts: number[] = [];
  #running = 0;
  #seq = 0;
  #wake: ReturnType<typeof setTimeout> | undefined;
  #closed = false;

  constructor(settings: QueueSettings, processor: GenerationProcessor) {
    this.#settings = settings;
    this.#processor = processor;
  }

  submit(job: GenerationJob, options: SubmitOptions): Promise<GenerationResponse> {
    if (options.signal?.aborted) return Promise.reject(new QueueAbortedError());
    const held = this.#inFlight.get(options.owner) ?? 0;
    if (held >= this.#settings.perCookInFlight) return Promise.reject(tooManyInFlight());
    this.#inFlight.set(options.owner, held + 1);
    const settled = new Promise<GenerationResponse>((resolve, reject) => {
      const entry: Entry = {
        job,
        options,
        rank: CLASS_RANK[options.jobClass],
        seq: this.#seq++,
        lastPosition: 0,
        controller: new AbortController(),
        resolve,
        reject,
        expiry: setTimeout(() => {
          if (this.#remove(entry)) reject(waitedTooLong());
        }, this.#settings.maxWaitMs),
      };
      options.signal?.addEventListener(
        'abort',
        () => {
          if (this.#remove(entry)) reject(new QueueAbortedError());
          else entry.controller.abort();
        },
        { once: true },
      );
      // After the last of its class, before the first of a lower class.
      const at = this.#waiting.findIndex((other) => other.rank > entry.rank);
      this.#waiting.splice(at === -1 ? this.#waiting.length : at, 0, entry);
      this.#pump();
    });
    return settled.finally(() => {
      const left = (this.#inFlight.get(options.owner) ?? 1) - 1;
      if (left > 0) this.#inFlight.set(options.owner, left);
      else this.#inFlight.delete(options.owner);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#wake);
    for (const entry of this.#waiting.splice(0)) {
      clearTimeout(entry.expiry);
      entry.reject(waitedTooLong());
    }
  }

  #remove(entry: Entry): boolean {
    const index = this.#waiting.indexOf(entry);
    if (index === -1) return false;
    this.#waiting.splice(index, 1);
    clearTimeout(entry.expiry);
    this.#pump();
    return true;
  }

  #pump(): void {
    if (this.#closed) return;
    const { concurrency, ratePerMinute } = this.#settings;
    while (this.#running < concurrency && this.#waiting.length > 0) {
      const now = Date.now();
      while (this.#starts.length > 0 && this.#starts[0]! <= now - MINUTE) this.#starts.shift();
      if (ratePerMinute !== null && this.#starts.length >= ratePerMinute) {
        // The minute's allowance is spent: wake when its oldest start leaves the window.
        clearTimeout(this.#wake);
        this.#wake = setTimeout(() => this.#pump(), this.#starts[0]! + MINUTE - now + 1);
        break;
      }
      const entry = this.#waiting.shift()!;
      clearTimeout(entry.expiry);
      this.#starts.push(now);
      this.#run(entry);
    }
    this.#waiting.forEach((entry, index) => {
      if (entry.lastPosition === index + 1) return;
      entry.lastPosition = index + 1;
      entry.options.onUpdate?.({ state: 'queued', position: index + 1 });
    });
  }

  #run(entry: Entry): void {
    this.#running++;
    entry.options.onUpdate?.({ state: 'running' });
    this.#processor(entry.job, entry.controller.signal)
      .then(entry.resolve, entry.reject)
      .finally(() => {
        this.#running--;
        this.#pump();
      });
  }
}
