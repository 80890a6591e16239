// `pnpm --filter @sous/api bench`: GET /api/recipes/saved for a premium user with 20 saved recipes,
// under load from autocannon (100 connections), against a bare Fastify route that returns the same
// JSON from memory, measured in the same run. Prints both throughputs, the ratio (target ≥ 0.4)
// and the error counts (target 0). Uses a scratch PGlite directory, or DATABASE_URL when set.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/create-db.ts';
import { migrateToLatest } from '../src/db/migrations.ts';

const CONNECTIONS = 100;
/** Seconds of load per side, split into alternating rounds. */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 2;
const ROUND_SECONDS = Math.max(1, Math.round(DURATION_S / ROUNDS));
const TARGET_RATIO = 0.4;
const WEB_ORIGIN = 'http://127.0.0.1:5173';

const dataDir = mkdtempSync(join(tmpdir(), 'sous-bench-'));
// On PostgreSQL, a scratch database of its own, dropped at the end.
const serverUrl = process.env.DATABASE_URL;
const scratch = `sous_bench_saved_${Date.now().toString(36)}`;
const server = serverUrl ? createDatabase({ kind: 'postgres', url: serverUrl, poolSize: 1 }) : undefined;
let scratchUrl = '';
if (server && serverUrl) {
  await sql`create database ${sql.id(scratch)}`.execute(server.db);
  const url = new URL(serverUrl);
  url.pathname = `/${scratch}`;
  scratchUrl = url.toString();
}
const database = createDatabase(
  scratchUrl ? { kind: 'postgres', url: scratchUrl, poolSize: 20 } : { kind: 'pglite', dataDir },
);
const closers: (() => Promise<unknown>)[] = [];

async function run(): Promise<void> {
  await migrateToLatest(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_ORIGIN,
    ADMIN_PASSWORD: 'bench-admin-password',
  });
  const api = await buildApp({ config, database });
  closers.push(() => api.close());
  const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });

  const json = { origin: WEB_ORIGIN, 'content-type': 'application/json' };
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${apiUrl}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'bench password 1' }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0]!;
  await database.db
    .updateTable('users')
    .set({ subscriptionType: 'active' })
    .where('email', '=', email)
    .execute();

  let saved = 0;
  while (saved < 20) {
    const generated = await fetch(`${apiUrl}/api/recipes/generate`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({
        ingredients: `chicken, rice, broccoli, garlic, item ${saved}`,
        constraints: {},
      }),
    });
    if (!generated.ok) throw new Error(`generate: ${generated.status} ${await generated.text()}`);
    const { recipes } = (await generated.json()) as { recipes: { id: string }[] };
    for (const recipe of recipes) {
      if (saved === 20) break;
      await fetch(`${apiUrl}/api/recipes/${recipe.id}/save`, {
        method: 'POST',
        headers: { ...json, cookie },
      });
      saved++;
    }
  }
  const savedBody = await (await fetch(`${apiUrl}/api/recipes/saved`, { headers: { cookie } })).text();
  if ((JSON.parse(savedBody) as unknown[]).length !== 20) throw new Error('expected 20 saved recipes');

  // The baseline: the same JSON from memory, no database, no session.
  const bare = Fastify();
  closers.push(() => bare.close());
  bare.get('/api/recipes/saved', async (_request, reply) => reply.type('application/json').send(savedBody));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const load = (url: string, headers: Record<string, string>, duration: number) =>
    autocannon({ url: `${url}/api/recipes/saved`, connections: CONNECTIONS, duration, headers });

  // Warm both up (JIT, the first cache fill), then alternate rounds so that a change in the machine's
  // load during the run weighs on both sides alike.
  await load(bareUrl, {}, 1);
  await load(apiUrl, { cookie }, 1);
  const totals = { bare: 0, api: 0, seconds: 0, errors: 0, bareErrors: 0, p99: 0, bareP99: 0 };
  for (let round = 1; round <= ROUNDS; round++) {
    const baseline = await load(bareUrl, {}, ROUND_SECONDS);
    const measured = await load(apiUrl, { cookie }, ROUND_SECONDS);
    totals.bare += baseline.requests.total;
    totals.api += measured.requests.total;
    totals.seconds += ROUND_SECONDS;
    totals.errors += measured.errors + measured.non2xx + measured.timeouts;
    totals.bareErrors += baseline.errors + baseline.non2xx + baseline.timeouts;
    totals.p99 = Math.max(totals.p99, measured.latency.p99);
    totals.bareP99 = Math.max(totals.bareP99, baseline.latency.p99);
    console.log(
      `round ${round}: bare ${(baseline.requests.total / ROUND_SECONDS).toFixed(0)} req/s, ` +
        `API ${(measured.requests.total / ROUND_SECONDS).toFixed(0)} req/s`,
    );
  }
  const ratio = totals.api / totals.bare;
  console.log(`saved list: 20 recipes, ${(savedBody.length / 1024).toFixed(0)} KB JSON, ${database.kind}`);
  console.log(
    `bare route from memory:  ${(totals.bare / totals.seconds).toFixed(0)} req/s (p99 ${totals.bareP99} ms, errors ${totals.bareErrors})`,
  );
  console.log(
    `GET /api/recipes/saved:  ${(totals.api / totals.seconds).toFixed(0)} req/s (p99 ${totals.p99} ms)`,
  );
  console.log(`ratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}), errors ${totals.errors} (target 0)`);
  if (database.kind === 'pglite') {
    console.log('(PGlite runs in this process on one WASM connection: PostgreSQL is the production figure)');
  }
}

try {
  await run();
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  // Servers first, then the database; the scratch PostgreSQL database and PGlite directory go too.
  for (const close of closers.reverse()) await close().catch(() => {});
  await database.close().catch(() => {});
  if (server) {
    await sql`drop database if exists ${sql.id(scratch)} with (force)`.execute(server.db).catch(() => {});
    await server.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
