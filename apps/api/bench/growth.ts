// `pnpm --filter @sous/api bench:growth`: the growth table (issue 20 part 2, docs/decisions/109).
// Lists must stay flat as data grows: the Saved page's card pages at 20, 200 and 2,000 saved recipes
// (first page, a search, the last page of the title sort; median time and body size) and the admin
// user search at 10,000 and 100,000 users (1,000,000 too with BENCH_ADMIN_MILLION=1), served by
// the pg_trgm index. Sequential requests over real HTTP from a child process, on PostgreSQL. Needs
// DATABASE_URL; works in a scratch database it drops.

import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, withoutStatementTimeout } from '../src/db/create-db.ts';
import { migrateToLatest } from '../src/db/migrations.ts';
import { median, timeSequential, verdict } from './load.ts';

const SAVED_SIZES = [20, 200, 2_000];
const ADMIN_SIZES = process.env.BENCH_ADMIN_MILLION ? [10_000, 100_000, 1_000_000] : [10_000, 100_000];
const REQUESTS = 100;
const WARMUP = 15;
const PAGE_TARGET_MS = 10;
const BODY_TARGET_KB = 100;
const ADMIN_TARGET_MS = 10;
const WEB_ORIGIN = 'http://127.0.0.1:5173';
const ADMIN_ORIGIN = 'http://127.0.0.1:5174';
const ADMIN_PASSWORD = randomBytes(18).toString('base64url');

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (a PostgreSQL server the bench may create a database on).');
  process.exit(1);
}

const scratch = `sous_bench_growth_${randomBytes(4).toString('hex')}`;
const scratchUrl = new URL(url);
scratchUrl.pathname = `/${scratch}`;
const server = createDatabase({ kind: 'postgres', url, poolSize: 1 });
await sql`create database ${sql.id(scratch)}`.execute(server.db);

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function timed(base: string, path: string, cookie: string) {
  const { timings, errors } = await timeSequential({
    url: `${base}${path}`,
    headers: { cookie },
    count: REQUESTS,
    warmup: WARMUP,
  });
  if (errors) throw new Error(`${path}: ${errors} failed requests`);
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  const body = await response.text();
  return { median: median(timings), bytes: Buffer.byteLength(body), body };
}

const database = createDatabase({ kind: 'postgres', url: scratchUrl.toString(), poolSize: 10 });
// Seeding and maintenance may take longer than a request is allowed to.
const seeder = createDatabase(
  withoutStatementTimeout({ kind: 'postgres', url: scratchUrl.toString(), poolSize: 1 }),
);
try {
  await migrateToLatest(seeder.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: scratchUrl.toString(),
    WEB_ORIGIN,
    ADMIN_ORIGIN,
    ADMIN_PASSWORD,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
  });
  const app = await buildApp({ config, database });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const json = { origin: WEB_ORIGIN, 'content-type': 'application/json' };
    const baseline = await timeSequential({
      url: `${base}/api/health`,
      headers: {},
      count: REQUESTS,
      warmup: WARMUP,
    });
    console.log(`\nbaseline GET /api/health in the same run: median ${fmt(median(baseline.timings))}`);
    console.log('\nsaved list pages (GET /api/recipes/saved/page), median of sequential requests:');
    for (const size of SAVED_SIZES) {
      const signup = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: `growth${size}@example.com`, password: 'correct horse battery' }),
      });
      if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
      const cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;
      const userId = ((await signup.json()) as { user: { id: string } }).user.id;
      await sql`update users set subscription_type = 'active', subscription_ends_at = now() + interval '30 days'
        where id = ${userId}`.execute(database.db);
      const generated = await fetch(`${base}/api/recipes/generate`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ ingredients: 'chicken thighs, broccoli, rice, garlic, lemon, spinach' }),
      });
      if (!generated.ok) throw new Error(`generate: ${generated.status} ${await generated.text()}`);
      // Copies of the generated recipes with their own titles and times, all saved, with ratings.
      await sql`
        with made as (
          insert into recipes (session_id, user_id, recipe_type, title, data)
          select gen_random_uuid(), ${userId}::uuid, r.recipe_type, r.title || ' no. ' || g,
                 r.data || jsonb_build_object('title', r.title || ' no. ' || g, 'totalTime', 10 + g % 80)
          from generate_series(1, ${size}::int) g
          cross join lateral (select * from recipes where user_id = ${userId}::uuid
                              order by id offset (g % 3) limit 1) r
          returning id)
        insert into saved_recipes (user_id, recipe_id, saved_at, rating)
        select ${userId}::uuid, id, now() - row_number() over () * interval '1 minute',
               nullif((row_number() over ()) % 6, 0)
        from made`.execute(seeder.db);
      await sql`analyze`.execute(seeder.db);

      const first = await timed(base, '/api/recipes/saved/page', cookie);
      const search = await timed(base, '/api/recipes/saved/page?q=broccoli%20no.%201&sort=time', cookie);
      // The deepest page of the title sort: walk to it, then time it.
      let cursor: string | null = null;
      let last = '/api/recipes/saved/page?sort=title&limit=60';
      for (;;) {
        const path = `/api/recipes/saved/page?sort=title&limit=60${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await (await fetch(`${base}${path}`, { headers: { cookie } })).json()) as {
          nextCursor: string | null;
        };
        last = path;
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      const deepest = await timed(base, last, cookie);
      for (const [what, result] of [
        ['first page (24, recent)', first],
        ['search + sort by time', search],
        ['last page of the title sort (60)', deepest],
      ] as const) {
        verdict({
          name: `saved page at ${size.toLocaleString('en-US')} saved: ${what}, median`,
          figure: fmt(result.median),
          target: `< ${PAGE_TARGET_MS} ms`,
          met: result.median < PAGE_TARGET_MS,
        });
      }
      verdict({
        name: `saved page at ${size.toLocaleString('en-US')} saved: largest body`,
        figure: kb(Math.max(first.bytes, search.bytes, deepest.bytes)),
        target: `< ${BODY_TARGET_KB} KB`,
        met: Math.max(first.bytes, search.bytes, deepest.bytes) < BODY_TARGET_KB * 1024,
      });
    }

    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { origin: ADMIN_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
    const adminCookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    console.log('\nadmin user search (GET /api/admin/users?search=…), median of sequential requests:');
    let seeded = 0;
    for (const size of ADMIN_SIZES) {
      const started = performance.now();
      // Addresses as varied as real ones; the search is a part of one of them.
      await sql`insert into users (email, password_hash, created_at)
        select substr(md5(g::text), 1, 12) || '.cook@example' || (g % 50) || '.com', 'x',
               now() - g * interval '7 seconds'
        from generate_series(${seeded + 1}::int, ${size}::int) g`.execute(seeder.db);
      await sql`vacuum analyze users`.execute(seeder.db);
      seeded = size;
      console.log(
        `  seeded ${size.toLocaleString('en-US')} users in ${Math.round(performance.now() - started)} ms`,
      );
      // md5('4242') starts 'fe7ecc4de28b': a part of it matches one user in every size.
      const result = await timed(base, '/api/admin/users?search=cc4de28b', adminCookie);
      if (!result.body.includes('fe7ecc4de28b')) throw new Error('admin search found nothing');
      verdict({
        name: `admin search at ${size.toLocaleString('en-US')} users (substring), median`,
        figure: fmt(result.median),
        target: `< ${ADMIN_TARGET_MS} ms`,
        met: result.median < ADMIN_TARGET_MS,
      });
    }
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await seeder.close();
  await sql`drop database if exists ${sql.id(scratch)} with (force)`.execute(server.db);
  await server.close();
}
