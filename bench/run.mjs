// `pnpm bench`: every benchmark, each printing its figure as a ratio against a baseline measured in
// the same run. Benchmarks are measured, never asserted as tests. `pnpm bench <words>` runs only
// those whose name contains one of the words. What a benchmark measures is built first (turbo's
// cache makes that instant on a built checkout), so it also runs on a fresh clone.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const benches = [
  {
    name: 'local chef (three recipes, in process)',
    filter: '@sous/chef',
    script: 'bench',
    file: 'packages/chef/bench/local-chef.ts',
  },
  {
    name: 'GET /api/recipes/saved under load',
    filter: '@sous/api',
    script: 'bench',
    file: 'apps/api/bench/saved-recipes.ts',
  },
  {
    name: 'GET /api/admin/users with 100,000 users (PostgreSQL)',
    filter: '@sous/api',
    script: 'bench:admin',
    file: 'apps/api/bench/admin-users.ts',
    needs: 'DATABASE_URL',
  },
  {
    name: 'web home route JavaScript size',
    filter: '@sous/web',
    script: 'bench:size',
    file: 'apps/web/scripts/bundle-size.mjs',
    // It measures the production build.
    build: '@sous/web',
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

let failed = 0;
for (const bench of chosen) {
  console.log(`\n=== ${bench.name} ===`);
  if (!existsSync(`${root}${bench.file}`)) {
    console.log(`(not present: ${bench.file})`);
    continue;
  }
  if (bench.needs && !process.env[bench.needs]) {
    console.log(`(skipped: set ${bench.needs} to run it)`);
    continue;
  }
  if (bench.build) {
    const built = spawnSync(
      'pnpm',
      ['exec', 'turbo', 'run', 'build', `--filter=${bench.build}`, '--output-logs=errors-only'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
    );
    if (built.status !== 0) {
      console.log(`(not run: building ${bench.build} failed)`);
      failed++;
      continue;
    }
  }
  const result = spawnSync('pnpm', ['--filter', bench.filter, 'run', bench.script], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
