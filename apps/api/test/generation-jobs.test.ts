import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createLocalEngine, type RecipeEngine } from '@sous/chef';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BullMqQueue } from '../src/services/generation-queue/bullmq.ts';
import { buildTestApp } from './helpers/app.ts';
import { testConfig, WEB_ORIGIN } from './helpers/config.ts';
import { createTestDatabase, testDatabaseKind } from './helpers/database.ts';
import { asUser, cookieFrom, setPlan, TEST_PASSWORD, uniqueEmail } from './helpers/users.ts';

// Generations as queue jobs through the HTTP route (docs/decisions/104): a cook who goes away
// aborts their job and keeps their free credit; a worker killed mid-job leaves the job retried or
// failed, never half-stored; two API processes share one queue served by one worker process.

const request = { ingredients: 'chicken thighs, broccoli, rice, garlic', constraints: { servings: 2 } };
const redisUrl = process.env.REDIS_URL;
const prefix = () => `sous-test-${randomBytes(6).toString('hex')}`;

/** A fresh address per cook, so that limits counted in the shared Redis by earlier runs do not apply. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Signs up a cook from an address of their own; their generations come from it too. */
async function signUpCook(app: FastifyInstance) {
  const remoteAddress = randomAddress();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { origin: WEB_ORIGIN, 'content-type': 'application/json' },
    payload: { email: uniqueEmail('queue'), password: TEST_PASSWORD },
    remoteAddress,
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const cookie = cookieFrom(response);
  return {
    cookie,
    user: response.json().user as { id: string },
    generate: () =>
      app.inject(
        asUser(cookie, { method: 'POST', url: '/api/recipes/generate', payload: request, remoteAddress }),
      ),
  };
}

/** Removes a test queue's keys from the shared Redis (never a flush). */
async function dropQueue(queuePrefix: string) {
  const queue = new BullMqQueue(testConfig().generation, {
    redisUrl: redisUrl!,
    prefix: queuePrefix,
    producer: false,
  });
  try {
    await queue.obliterate();
  } finally {
    await queue.close();
  }
}

/** The local chef, held until released; a held generation ends when its signal aborts. */
class HeldEngine implements RecipeEngine {
  readonly name = 'local' as const;
  readonly local = createLocalEngine();
  held = true;
  signals: AbortSignal[] = [];
  readonly #releases: Array<() => void> = [];
  async generate(...args: Parameters<RecipeEngine['generate']>) {
    const signal = args[1]?.signal;
    if (signal) this.signals.push(signal);
    if (this.held)
      await new Promise<void>((resolve, reject) => {
        this.#releases.push(resolve);
        signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    return this.local.generate(...args);
  }
  release() {
    this.held = false;
    for (const release of this.#releases.splice(0)) release();
  }
}

/** POSTs a generation as the web app does (streamed lines); resolves with the lines read until `stopAt`. */
function streamGenerate(port: number, cookie: string, stopAt: (line: { type: string }) => boolean) {
  const forwarded = randomAddress();
  return new Promise<Array<{ type: string }>>((resolve, reject) => {
    const body = JSON.stringify(request);
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/recipes/generate',
      headers: {
        origin: WEB_ORIGIN,
        'content-type': 'application/json',
        accept: 'application/x-ndjson',
        cookie,
        'x-forwarded-for': forwarded,
      },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      // Closing the tab aborts the response: expected, not an error.
      response.on('error', () => {});
      const lines: Array<{ type: string }> = [];
      const reader = createInterface({ input: response });
      reader.on('error', () => {});
      reader.on('line', (text) => {
        const line = JSON.parse(text) as { type: string };
        lines.push(line);
        if (stopAt(line)) {
          // The cook closes the tab.
          req.destroy();
          resolve(lines);
        }
      });
      response.on('end', () => resolve(lines));
    });
    req.end(body);
  });
}

// One proxy hop is trusted, so that each streamed request comes from an address of its own.
const queueKinds: Array<[string, Record<string, string>]> = [['in-process', { TRUST_PROXY: '1' }]];
if (redisUrl) queueKinds.push(['BullMQ', { TRUST_PROXY: '1', REDIS_URL: redisUrl }]);

describe.each(queueKinds)('generation jobs on the %s queue', (_name, env) => {
  it('a cook who goes away mid-generation aborts the job and keeps the free credit', {
    timeout: 90_000,
  }, async () => {
    const engine = new HeldEngine();
    const queuePrefix = prefix();
    const t = await buildTestApp({ config: testConfig(env), engine, generationQueuePrefix: queuePrefix });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const { cookie, user, generate } = await signUpCook(t.app);
      const lines = await streamGenerate(port, cookie, (line) => line.type === 'running');
      expect(lines.at(-1)).toEqual({ type: 'running' });

      await expect.poll(() => engine.signals[0]?.aborted).toBe(true);
      const outcome = () =>
        t.db.selectFrom('generations').select('outcome').where('userId', '=', user.id).executeTakeFirst();
      await expect.poll(async () => (await outcome())?.outcome).toBe('failed');
      const row = await t.db
        .selectFrom('users')
        .select('freeRecipeGeneratedAt')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.freeRecipeGeneratedAt).toBeNull();
      const { count } = await t.db
        .selectFrom('recipes')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(count).toBe(0);

      // The credit is still there: the next generation succeeds.
      engine.release();
      const again = await generate();
      expect(again.statusCode).toBe(200);
      expect(again.json().recipes).toHaveLength(3);
    } finally {
      await t.close();
      if (env.REDIS_URL) await dropQueue(queuePrefix);
    }
  });

  it('streams the place in the queue, then the recipes', { timeout: 90_000 }, async () => {
    const engine = new HeldEngine();
    const queuePrefix = prefix();
    const t = await buildTestApp({
      config: testConfig({ ...env, GENERATION_CONCURRENCY: '1' }),
      engine,
      generationQueuePrefix: queuePrefix,
    });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const first = await signUpCook(t.app);
      const second = await signUpCook(t.app);
      const firstLines = streamGenerate(port, first.cookie, () => false);
      await expect.poll(() => engine.signals.length).toBe(1);
      const secondLines = streamGenerate(port, second.cookie, (line) => line.type === 'queued');
      // While the first cook's job runs, the second is told their place.
      expect(await secondLines).toEqual([{ type: 'queued', position: 1 }]);
      engine.release();
      const lines = await firstLines;
      // On BullMQ the first job may wait a moment for the worker to take it (a 'queued' line first).
      const types = lines.map((line) => line.type);
      expect(types.slice(-2)).toEqual(['running', 'result']);
      expect(types.slice(0, -2).every((type) => type === 'queued')).toBe(true);
      const result = lines.at(-1) as unknown as { result: { recipes: unknown[]; sessionId: string } };
      expect(result.result.recipes).toHaveLength(3);
    } finally {
      await t.close();
      if (env.REDIS_URL) await dropQueue(queuePrefix);
    }
  });
});

const workerFixture = fileURLToPath(new URL('./fixtures/generation-worker.ts', import.meta.url));

/** A worker process on the test's queue and database; its lines (`start <id>`, `done <id>`) are kept. */
async function startWorkerProcess(options: {
  databaseUrl: string;
  queuePrefix: string;
  engineDelayMs: number;
  lockMs?: number;
}) {
  const child = spawn(process.execPath, ['--import', 'tsx', workerFixture], {
    env: {
      ...process.env,
      WORKER_DATABASE_URL: options.databaseUrl,
      WORKER_REDIS_URL: redisUrl,
      WORKER_QUEUE_PREFIX: options.queuePrefix,
      WORKER_ENGINE_DELAY_MS: String(options.engineDelayMs),
      // Short, so that a killed worker's job is noticed in seconds; long where no worker dies.
      WORKER_LOCK_MS: String(options.lockMs ?? 2000),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line));
  children.push(child);
  await expect.poll(() => lines.includes('ready') || child.exitCode !== null, { timeout: 90_000 }).toBe(true);
  if (!lines.includes('ready')) throw new Error(`the worker exited with ${child.exitCode}`);
  return { child, lines };
}

const children: ChildProcess[] = [];

// Worker processes share the database, so PostgreSQL (PGlite belongs to one process), and Redis.
describe.runIf(redisUrl && testDatabaseKind === 'postgres')('generation workers as processes', () => {
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  async function setUp(databaseUrlHolder: { url?: string }) {
    if (!databaseUrlHolder.url) throw new Error('the PostgreSQL test database has no URL');
    return databaseUrlHolder.url;
  }

  it('a worker killed mid-job: the job is retried by another worker, or failed, never half-stored', async () => {
    const database = await createTestDatabase();
    const queuePrefix = prefix();
    const databaseUrl = await setUp(database);
    const t = await buildTestApp({
      database,
      config: testConfig({ REDIS_URL: redisUrl!, GENERATION_WORKER: 'off' }),
      generationQueuePrefix: queuePrefix,
    });
    try {
      const generationsOf = (userId: string) =>
        t.db
          .selectFrom('generations')
          .select(['outcome', 'sessionId'])
          .where('userId', '=', userId)
          .execute();
      const recipesOf = async (userId: string) =>
        (
          await t.db
            .selectFrom('recipes')
            .select(sql<number>`count(*)::int`.as('count'))
            .where('userId', '=', userId)
            .executeTakeFirstOrThrow()
        ).count;

      // Retried: the first worker dies holding the job; a second one takes it over and stores it once.
      const cook = await signUpCook(t.app);
      const slow = await startWorkerProcess({ databaseUrl, queuePrefix, engineDelayMs: 60_000 });
      const answer = cook.generate();
      await expect
        .poll(() => slow.lines.some((line) => line.startsWith('start ')), { timeout: 60_000 })
        .toBe(true);
      slow.child.kill('SIGKILL');
      expect(await generationsOf(cook.user.id)).toEqual([{ outcome: 'pending', sessionId: null }]);
      const fresh = await startWorkerProcess({ databaseUrl, queuePrefix, engineDelayMs: 0 });
      const response = await answer;
      expect(response.statusCode).toBe(200);
      expect(response.json().recipes).toHaveLength(3);
      expect(fresh.lines.filter((line) => line.startsWith('done '))).toHaveLength(1);
      const rows = await generationsOf(cook.user.id);
      expect(rows).toEqual([{ outcome: 'success', sessionId: response.json().sessionId }]);
      expect(await recipesOf(cook.user.id)).toBe(3);
      fresh.child.kill('SIGKILL');

      // Failed: every worker that takes it dies; after the allowed retry it fails with the
      // generation error, stores nothing and spends no free credit.
      const unlucky = await signUpCook(t.app);
      const first = await startWorkerProcess({ databaseUrl, queuePrefix, engineDelayMs: 60_000 });
      const failing = unlucky.generate();
      await expect
        .poll(() => first.lines.some((line) => line.startsWith('start ')), { timeout: 60_000 })
        .toBe(true);
      first.child.kill('SIGKILL');
      const second = await startWorkerProcess({ databaseUrl, queuePrefix, engineDelayMs: 60_000 });
      await expect
        .poll(() => second.lines.some((line) => line.startsWith('start ')), { timeout: 60_000 })
        .toBe(true);
      second.child.kill('SIGKILL');
      const third = await startWorkerProcess({ databaseUrl, queuePrefix, engineDelayMs: 0 });
      const failed = await failing;
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ code: 'generation_failed' });
      expect(third.lines.some((line) => line.startsWith('start '))).toBe(false);
      expect(await generationsOf(unlucky.user.id)).toEqual([{ outcome: 'failed', sessionId: null }]);
      expect(await recipesOf(unlucky.user.id)).toBe(0);
      const user = await t.db
        .selectFrom('users')
        .select('freeRecipeGeneratedAt')
        .where('id', '=', unlucky.user.id)
        .executeTakeFirstOrThrow();
      expect(user.freeRecipeGeneratedAt).toBeNull();
    } finally {
      await t.close();
      await database.close();
      await dropQueue(queuePrefix);
    }
  }, 300_000);

  it('two API processes enqueue into one queue, served by one worker process', async () => {
    const database = await createTestDatabase();
    const queuePrefix = prefix();
    const databaseUrl = await setUp(database);
    const config = testConfig({ REDIS_URL: redisUrl!, GENERATION_WORKER: 'off' });
    const apis = [
      await buildTestApp({ database, config, generationQueuePrefix: queuePrefix }),
      await buildTestApp({ database, config, generationQueuePrefix: queuePrefix }),
    ];
    try {
      const worker = await startWorkerProcess({
        databaseUrl,
        queuePrefix,
        engineDelayMs: 200,
        lockMs: 30_000,
      });
      const jobs = [];
      for (let i = 0; i < 6; i++) {
        const api = apis[i % 2]!;
        const cook = await signUpCook(api.app);
        await setPlan(api.db, cook.user.id, i < 3 ? 'active' : 'free', api.clock.now());
        jobs.push(cook.generate());
      }
      const responses = await Promise.all(jobs);
      const outcomes = await database.db.selectFrom('generations').select(['outcome', 'errorCode']).execute();
      expect(
        responses.map((response) => response.statusCode),
        JSON.stringify(outcomes),
      ).toEqual(Array(6).fill(200));
      const done = worker.lines.filter((line) => line.startsWith('done ')).map((line) => line.slice(5));
      const ids = await database.db
        .selectFrom('generations')
        .select('id')
        .where('outcome', '=', 'success')
        .execute();
      expect(new Set(done)).toEqual(new Set(ids.map((row) => row.id)));
      expect(done).toHaveLength(6);
    } finally {
      for (const api of apis) await api.close();
      await database.close();
      await dropQueue(queuePrefix);
    }
  }, 120_000);
});
