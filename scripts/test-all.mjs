// README command 2 (after install): every check CI runs, in order — format/lint, typecheck and
// unit/integration tests of every package (API against PGlite, and PostgreSQL when DATABASE_URL
// is set), builds, the root scripts' tests (pnpm start, bench, .ci/run, compose files, README),
// a replay of each Docker image's stages without Docker, then the browser journeys in Debian's
// Chromium.
import { readdirSync } from 'node:fs';
import { root, run } from './lib.mjs';

process.env.TURBO_TELEMETRY_DISABLED = '1';
run('pnpm', ['exec', 'biome', 'ci', '.']);
run('pnpm', ['exec', 'turbo', 'run', 'typecheck', 'test', 'build', '--concurrency=2']);
const scriptTests = readdirSync(`${root}scripts/test`)
  .filter((file) => file.endsWith('.test.mjs'))
  .map((file) => `scripts/test/${file}`);
run('node', ['--test', ...scriptTests]);
run('node', ['scripts/image-stages.mjs', 'api', 'web', 'admin']);
run('node', ['scripts/e2e.mjs']);
console.log('\n✓ All checks passed.');
