import type { RecipeEngine } from '@sous/chef';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/create-db.ts';
import type { Caches } from '../../src/plugins/caches.ts';
import type { BillingProvider } from '../../src/services/billing/provider.ts';
import { testConfig } from './config.ts';
import { createTestDatabase } from './database.ts';

/** A settable clock, so time-dependent rules are tested without waiting. */
export class TestClock {
  #now: number;
  constructor(start = new Date('2026-11-22T12:00:00Z')) {
    this.#now = start.getTime();
  }
  now = (): Date => new Date(this.#now);
  advance(ms: number): void {
    this.#now += ms;
  }
  set(date: Date): void {
    this.#now = date.getTime();
  }
}

export interface TestAppOptions {
  config?: Config;
  engine?: RecipeEngine;
  billing?: BillingProvider;
  database?: DatabaseHandle;
  clock?: TestClock;
  generationQueuePrefix?: string;
  /** The prefix of the caches' keys in Redis: unique per test, as Redis is shared. */
  cacheKeyPrefix?: string;
}

/** The whole API on a fresh database of its own, for `app.inject`. Call `close()` in afterAll. */
export async function buildTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? new TestClock();
  const config = options.config ?? testConfig();
  let caches: Caches | undefined;
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    ...(options.engine ? { engine: options.engine } : {}),
    ...(options.billing ? { billing: options.billing } : {}),
    ...(options.generationQueuePrefix ? { generationQueuePrefix: options.generationQueuePrefix } : {}),
    ...(options.cacheKeyPrefix ? { cacheKeyPrefix: options.cacheKeyPrefix } : {}),
    onCaches: (made) => {
      caches = made;
    },
  });
  return {
    app,
    db: database.db,
    database,
    clock,
    config,
    /** The app's verified-session and hot-recipe caches (decision 113). */
    caches: caches!,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
