// `pnpm --filter @sous/api bench`: a signed-in premium cook's reads — GET /api/recipes/saved with 20
// saved recipes, GET /api/auth/me and GET /api/recipes/{id} — under load from autocannon (100
// connections, in a child process), each against a bare Fastify route that returns the same JSON from
// memory, in alternating rounds of one run. Each figure is printed beside its target (ratio ≥ 0.5,
// ≥ 0.3 and ≥ 0.5; p99 ≤ 3× bare; 0 errors) and a missed one exits non-zero. Uses a scratch PGlite
// directory, or DATABASE_URL when set.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/create-db.ts';
import { migrateToLatest } from '../src/db/migrations.ts';
import { load, verdict } from './load.ts';

const CONNECTIONS = 100;
/** Seconds of load per side, split into alternating rounds. */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
const ROUND_SECONDS = Math.max(1, Math.round(DURATION_S / ROUNDS));
const P99_FACTOR = 3;
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

  const recipeId = (JSON.parse(savedBody) as { recipe: { id: string } }[])[0]!.recipe.id;
  const read = async (path: string) => {
    const response = await fetch(`${apiUrl}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.text();
  };
  const meBody = await read('/api/auth/me');
  const recipeBody = await read(`/api/recipes/${recipeId}`);

  // The baseline: the same JSON from memory, no database, no session.
  const bare = Fastify();
  closers.push(() => bare.close());
  const fromMemory = (body: string) => async (_request: unknown, reply: FastifyReply) =>
    reply.type('application/json; charset=utf-8').send(body);
  bare.get('/api/recipes/saved', fromMemory(savedBody));
  bare.get('/api/auth/me', fromMemory(meBody));
  bare.get('/api/recipes/:id', fromMemory(recipeBody));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  console.log(
    `${database.kind}; ${CONNECTIONS} connections from a separate process; ` +
      `${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per side after a 1 s warm-up`,
  );
  const routes = [
    { name: 'GET /api/recipes/saved (20 saved)', path: '/api/recipes/saved', body: savedBody, target: 0.5 },
    { name: 'GET /api/auth/me', path: '/api/auth/me', body: meBody, target: 0.3 },
    { name: 'GET /api/recipes/{id}', path: `/api/recipes/${recipeId}`, body: recipeBody, target: 0.5 },
  ];
  for (const route of routes) {
    const side = (base: string, headers: Record<string, string>, seconds: number) =>
      load({ url: `${base}${route.path}`, headers, connections: CONNECTIONS, seconds });
    console.log(`\n${route.name}, ${(route.body.length / 1024).toFixed(1)} KB JSON`);
    // Warm both up (JIT, the first cache fill), then alternate rounds so that a change in the
    // machine's load during the run weighs on both sides alike.
    await side(bareUrl, {}, 1);
    await side(apiUrl, { cookie }, 1);
    const bareTotals = { requests: 0, seconds: 0, errors: 0, p99: 0 };
    const apiTotals = { requests: 0, seconds: 0, errors: 0, p99: 0 };
    for (let round = 1; round <= ROUNDS; round++) {
      const baseline = await side(bareUrl, {}, ROUND_SECONDS);
      const measured = await side(apiUrl, { cookie }, ROUND_SECONDS);
      for (const [totals, result] of [
        [bareTotals, baseline],
        [apiTotals, measured],
      ] as const) {
        totals.requests += result.requests;
        totals.seconds += result.seconds;
        totals.errors += result.errors;
        totals.p99 = Math.max(totals.p99, result.p99);
      }
      console.log(
        `  round ${round}: bare ${(baseline.requests / baseline.seconds).toFixed(0)} req/s, ` +
          `Sous ${(measured.requests / measured.seconds).toFixed(0)} req/s`,
      );
    }
    const bareRate = bareTotals.requests / bareTotals.seconds;
    const apiRate = apiTotals.requests / apiTotals.seconds;
    console.log(
      `  bare from memory: ${bareRate.toFixed(0)} req/s, p99 ${bareTotals.p99} ms, errors ${bareTotals.errors}`,
    );
    console.log(`  Sous:             ${apiRate.toFixed(0)} req/s, p99 ${apiTotals.p99} ms`);
    const ratio = apiRate / bareRate;
    verdict({
      name: `${route.name} ratio to bare`,
      figure: ratio.toFixed(2),
      target: `≥ ${route.target}`,
      met: ratio >= route.target,
    });
    // The bare p99 floored at 1 ms: autocannon reports whole milliseconds.
    const p99Limit = P99_FACTOR * Math.max(1, bareTotals.p99);
    verdict({
      name: `${route.name} p99`,
      figure: `${apiTotals.p99} ms (bare ${bareTotals.p99} ms)`,
      target: `≤ ${P99_FACTOR}× bare = ${p99Limit} ms`,
      met: apiTotals.p99 <= p99Limit,
    });
    verdict({
      name: `${route.name} errors`,
      figure: String(apiTotals.errors),
      target: '0',
      met: apiTotals.errors === 0,
    });
  }
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
