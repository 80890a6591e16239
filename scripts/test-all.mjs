// README command 2 (after install): every check CI runs, in order — format/lint, typecheck and
// unit/integration tests of every package (API against PGlite, and PostgreSQL when DATABASE_URL
// is set), builds, then the browser journeys in Debian's Chromium.
import { run } from './lib.mjs';

process.env.TURBO_TELEMETRY_DISABLED = '1';
run('pnpm', ['exec', 'biome', 'ci', '.']);
run('pnpm', ['exec', 'turbo', 'run', 'typecheck', 'test', 'build', '--concurrency=2']);
run('node', ['scripts/e2e.mjs']);
console.log('\n✓ All checks passed.');
