// `pnpm bench`: every benchmark, each printing its figures beside their targets (ratios against a
// baseline measured in the same run). Benchmarks are measured, never asserted as tests, and are not
// part of CI; but a figure that misses its target makes its benchmark, and so `pnpm bench`, exit
// non-zero, after all of them have run and a summary table is printed. `pnpm bench <words>` runs only
// those whose name contains one of the words. What a benchmark measures is built first (turbo's
// cache makes that instant on a built checkout), so it also runs on a fresh clone.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const benches = [
  {
    name: 'local chef (three recipes, in process)',
    filter: '@sous/chef',
    script: 'bench',
    file: 'packages/chef/bench/local-chef.ts',
  },
  {
    name: 'API reads under load (saved list, /api/auth/me, recipe by id)',
    filter: '@sous/api',
    script: 'bench',
    file: 'apps/api/bench/saved-recipes.ts',
  },
  {
    name: 'generation queue priority and rate (slow fake engine saturated)',
    filter: '@sous/api',
    script: 'bench:queue',
    file: 'apps/api/bench/generation-queue.ts',
  },
  {
    name: 'embedded database memory at start (the API on PGlite, new and existing data directory)',
    filter: '@sous/api',
    script: 'bench:memory',
    file: 'apps/api/bench/embedded-memory.ts',
    // It starts the built API, the way `pnpm start` does.
    build: ['@sous/api'],
  },
  {
    name: 'GET /api/admin/users with 100,000 users (PostgreSQL)',
    filter: '@sous/api',
    script: 'bench:admin',
    file: 'apps/api/bench/admin-users.ts',
    needs: 'DATABASE_URL',
  },
  {
    name: 'growth table: saved list pages at 20/200/2,000 saved, admin search at 10k/100k users (PostgreSQL)',
    filter: '@sous/api',
    script: 'bench:growth',
    file: 'apps/api/bench/growth.ts',
    needs: 'DATABASE_URL',
  },
  {
    name: 'web home route JavaScript size',
    filter: '@sous/web',
    script: 'bench:size',
    file: 'apps/web/scripts/bundle-size.mjs',
    // It measures the production build.
    build: ['@sous/web'],
  },
  {
    name: 'web routes on a phone (/, /recipe/{id}, /saved-recipes through nginx; score, LCP, CLS)',
    filter: '@sous/web',
    script: 'bench:phone',
    file: 'apps/web/scripts/route-performance.mjs',
    // The built app behind the shipped nginx config, and the built API behind it.
    build: ['@sous/web', '@sous/api'],
  },
];

const only = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = benches.filter(
  (bench) => !only.length || only.some((word) => bench.name.toLowerCase().includes(word)),
);
if (!chosen.length) {
  console.error(`No benchmark's name contains ${only.join(' or ')}.`);
  process.exit(1);
}

// Each benchmark appends one JSON line per figure ({ name, figure, target, met }) to this file.
const resultsDir = mkdtempSync(join(tmpdir(), 'sous-bench-results-'));
const resultsFile = join(resultsDir, 'results.jsonl');
const readResults = () =>
  existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];

/** One row per figure, or one for a benchmark that gave none. */
const rows = [];
let failed = 0;
for (const bench of chosen) {
  console.log(`\n=== ${bench.name} ===`);
  const row = (figure, target, verdict) => rows.push({ name: bench.name, figure, target, verdict });
  if (!existsSync(`${root}${bench.file}`)) {
    console.log(`(not present: ${bench.file})`);
    row('–', '–', 'not present');
    continue;
  }
  if (bench.needs && !process.env[bench.needs]) {
    console.log(`(skipped: set ${bench.needs} to run it)`);
    row('–', '–', `skipped (no ${bench.needs})`);
    continue;
  }
  if (bench.build) {
    const built = spawnSync(
      'pnpm',
      [
        'exec',
        'turbo',
        'run',
        'build',
        ...bench.build.map((name) => `--filter=${name}`),
        '--output-logs=errors-only',
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
    );
    if (built.status !== 0) {
      console.log(`(not run: building ${bench.build.join(', ')} failed)`);
      row('–', '–', 'FAIL (build failed)');
      failed++;
      continue;
    }
  }
  const before = readResults().length;
  const result = spawnSync('pnpm', ['--filter', bench.filter, 'run', bench.script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS: resultsFile },
  });
  const figures = readResults().slice(before);
  for (const figure of figures) {
    rows.push({
      name: figure.name,
      figure: figure.figure,
      target: figure.target,
      // A figure that could not be measured here (no Chromium, say) says why instead.
      verdict: figure.skipped ? `skipped (${figure.skipped})` : figure.met ? 'pass' : 'FAIL',
    });
  }
  if (result.status !== 0) {
    failed++;
    // A crash, or a missed target the benchmark did not report as a figure.
    if (!figures.some((figure) => !figure.met))
      row('–', '–', `FAIL (exit ${result.status ?? result.signal})`);
  }
}
rmSync(resultsDir, { recursive: true, force: true });

const columns = ['name', 'figure', 'target', 'verdict'];
const widths = columns.map((column) => Math.max(column.length, ...rows.map((entry) => entry[column].length)));
const line = (cells) =>
  cells
    .map((cell, i) => cell.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log(`\n=== summary ===\n${line(columns)}\n${line(widths.map((width) => '-'.repeat(width)))}`);
for (const entry of rows) console.log(line(columns.map((column) => entry[column])));
console.log(
  failed
    ? `\n${failed} of ${chosen.length} benchmarks missed a target or failed: pnpm bench exits 1.`
    : '\nEvery figure met its target.',
);
process.exit(failed ? 1 : 0);
