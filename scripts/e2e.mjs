// Browser journeys: builds are expected (test-all runs them). Picks free ports and a fresh data
// directory, then runs each app's Playwright suite; the configs start API + web + admin themselves.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, freePort, root } from './lib.mjs';

const chromium = ensureChromium();
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const suites = only.length ? only : ['web', 'admin'];
const dataDir = mkdtempSync(join(tmpdir(), 'sous-e2e-'));
try {
  const env = {
    ...process.env,
    E2E_API_PORT: String(await freePort()),
    E2E_WEB_PORT: String(await freePort()),
    E2E_ADMIN_PORT: String(await freePort()),
    E2E_GOOGLE_PORT: String(await freePort()),
    E2E_DATA_DIR: dataDir,
    E2E_CHROMIUM: chromium,
  };
  for (const suite of suites) {
    console.log(`\n$ playwright test (@sous/${suite})`);
    const result = spawnSync('pnpm', ['--filter', `@sous/${suite}`, 'exec', 'playwright', 'test'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`\n✗ browser journeys of @sous/${suite} failed`);
      process.exitCode = 1;
      break;
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
