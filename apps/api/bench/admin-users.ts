// `pnpm --filter @sous/api bench:admin`: GET /api/admin/users (first page) with 100,000 users on
// PostgreSQL, median of sequential requests over real HTTP from a child process, against a target of 50 ms and against
// GET /api/health measured in the same run. Needs DATABASE_URL; works in a scratch database it drops.

import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/create-db.ts';
import { migrateToLatest } from '../src/db/migrations.ts';
import { median, percentile, timeSequential, verdict } from './load.ts';

const USERS = 100_000;
const REQUESTS = 200;
const WARMUP = 20;
const TARGET_MS = 50;
const ADMIN_ORIGIN = 'http://127.0.0.1:5174';
const ADMIN_PASSWORD = randomBytes(18).toString('base64url');

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (a PostgreSQL server the bench may create a database on).');
  process.exit(1);
}

const scratch = `sous_bench_admin_${randomBytes(4).toString('hex')}`;
const scratchUrl = new URL(url);
scratchUrl.pathname = `/${scratch}`;
const server = createDatabase({ kind: 'postgres', url, poolSize: 1 });
await sql`create database ${sql.id(scratch)}`.execute(server.db);

/** Sequential requests from a child process, so the client never shares the server's event loop. */
async function measure(base: string, path: string, cookie?: string) {
  const { timings, errors } = await timeSequential({
    url: `${base}${path}`,
    headers: cookie ? { cookie } : {},
    count: REQUESTS,
    warmup: WARMUP,
  });
  if (errors) throw new Error(`${path}: ${errors} failed requests`);
  return { median: median(timings), p95: percentile(timings, 0.95) };
}

const database = createDatabase({ kind: 'postgres', url: scratchUrl.toString(), poolSize: 10 });
try {
  await migrateToLatest(database.db);
  const seedStarted = performance.now();
  // One statement: a spread of plans (free, running and ended trials, active, cancelled, grants).
  await sql`
    insert into users (email, password_hash, created_at, subscription_type, trial_ends_at,
                       subscription_ends_at, is_premium, premium_until, is_moderator, admin_notes)
    select 'cook' || g || '@example' || (g % 50) || '.com',
           'not-a-real-hash',
           now() - g * interval '37 seconds',
           (array[null, 'free', 'trial', 'trial', 'active', 'cancelled', 'free', null, 'free', 'cancelled'])[g % 10 + 1],
           case when g % 10 in (2, 3) then now() + ((g % 14) - 4) * interval '1 day' end,
           case when g % 10 in (4, 5, 9) then now() + ((g % 60) - 20) * interval '1 day' end,
           g % 23 = 0,
           case when g % 46 = 0 then now() + interval '30 days' end,
           g % 101 = 0,
           case when g % 13 = 0 then 'note ' || g end
    from generate_series(1, ${USERS}) as g`.execute(database.db);
  await sql`analyze users`.execute(database.db);
  console.log(
    `seeded ${USERS.toLocaleString('en-US')} users in ${Math.round(performance.now() - seedStarted)} ms`,
  );

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: scratchUrl.toString(),
    ADMIN_ORIGIN,
    ADMIN_PASSWORD,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
  });
  const app = await buildApp({ config, database });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { origin: ADMIN_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

    const baseline = await measure(base, '/api/health');
    const firstPage = await measure(base, '/api/admin/users', cookie);
    const extra = {
      'first page, type=trial': await measure(base, '/api/admin/users?type=trial', cookie),
      'first page, type=premium': await measure(base, '/api/admin/users?type=premium', cookie),
      'search=cook4242 (substring)': await measure(base, '/api/admin/users?search=cook4242', cookie),
      'GET /api/admin/stats': await measure(base, '/api/admin/stats', cookie),
    };
    const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
    console.log(`\n${REQUESTS} sequential requests each, after ${WARMUP} warm-up, over HTTP on loopback`);
    console.log(
      `baseline GET /api/health             median ${fmt(baseline.median)}  p95 ${fmt(baseline.p95)}`,
    );
    console.log(
      `GET /api/admin/users (first page, 50) median ${fmt(firstPage.median)}  p95 ${fmt(firstPage.p95)}  ` +
        `= ${(firstPage.median / baseline.median).toFixed(1)}× baseline`,
    );
    for (const [name, result] of Object.entries(extra)) {
      console.log(
        `  (info) ${name.padEnd(30)} median ${fmt(result.median)}  p95 ${fmt(result.p95)}  = ${(result.median / baseline.median).toFixed(1)}×`,
      );
    }
    verdict({
      name: `GET /api/admin/users first page, ${USERS.toLocaleString('en-US')} users, median`,
      figure: fmt(firstPage.median),
      target: `< ${TARGET_MS} ms`,
      met: firstPage.median < TARGET_MS,
    });
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await sql`drop database if exists ${sql.id(scratch)} with (force)`.execute(server.db);
  await server.close();
}
