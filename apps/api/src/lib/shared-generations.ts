import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { FAIL_FAST_REDIS_OPTIONS } from '../plugins/rate-limit.ts';

/**
 * Generation stamps in Redis that let several API processes keep in-process caches honest
 * (docs/decisions/113). A stamp is a random value under a key; a process tags what it caches with
 * the stamp it read *before* reading the database, and serves it only while the stamp is unchanged.
 * Whoever changes the underlying rows writes a new stamp after the change is committed.
 */
export class SharedGenerations {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #keyTtlMs: number;
  readonly #log: FastifyBaseLogger;
  /** Called when the connection drops: stamps bumped meanwhile may be missed, so caches must empty. */
  onConnectionLost: () => void = () => {};

  constructor(options: { url: string; prefix: string; keyTtlMs: number; log: FastifyBaseLogger }) {
    this.#prefix = options.prefix;
    this.#keyTtlMs = options.keyTtlMs;
    this.#log = options.log;
    this.#redis = new Redis(options.url, FAIL_FAST_REDIS_OPTIONS);
    let down = false;
    this.#redis.on('error', (error: Error) => {
      if (down) return;
      down = true;
      this.#log.warn(
        { reason: error.message },
        'Redis unreachable: in-process caches are bypassed until it is back',
      );
    });
    this.#redis.on('ready', () => {
      down = false;
    });
    this.#redis.on('close', () => this.onConnectionLost());
  }

  async ready(timeoutMs: number): Promise<void> {
    if (this.#redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.#redis.once('ready', done);
    });
  }

  /** The current stamps of these keys joined in one string, or undefined when Redis cannot say. */
  async read(...keys: string[]): Promise<string | undefined> {
    if (this.#redis.status !== 'ready') return undefined;
    try {
      const values = await this.#redis.mget(keys.map((key) => this.#prefix + key));
      return values.map((value) => value ?? '-').join('|');
    } catch {
      return undefined;
    }
  }

  /** Writes new stamps; false when Redis could not be told (other processes then rely on their TTL). */
  async bump(...keys: string[]): Promise<boolean> {
    if (this.#redis.status !== 'ready') return false;
    try {
      const batch = this.#redis.multi();
      for (const key of keys) batch.set(this.#prefix + key, randomUUID(), 'PX', this.#keyTtlMs);
      await batch.exec();
      return true;
    } catch (error) {
      this.#log.warn(
        { reason: (error as Error).message },
        'Redis unreachable: cache invalidation not shared',
      );
      return false;
    }
  }

  disconnect(): void {
    this.#redis.disconnect();
  }
}
