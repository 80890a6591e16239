// The commands the README names work as it says: one data directory for every command, `pnpm bench`
// on a fresh clone, `.ci/run` creating the database it points at.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { freePort, root, runToEnd, startCommand, unbuiltCheckout } from './helpers.mjs';

describe('one data directory for every command', () => {
  // Relative, so that where it lands shows which directory each command read it from.
  const name = `.data-test-${randomBytes(4).toString('hex')}`;
  const env = { DATA_DIR: name, DATABASE_URL: '', LOG_LEVEL: 'warn' };

  test('`pnpm --filter @sous/api db:migrate` and `start` (run in apps/api) use DATA_DIR at the repository root', {
    timeout: 120_000,
  }, async () => {
    try {
      const migrate = await runToEnd('pnpm', ['--filter', '@sous/api', 'db:migrate'], { env });
      assert.equal(migrate.code, 0, migrate.stdout + migrate.stderr);
      assert.ok(existsSync(join(root, name)), `${name} is at the repository root`);
      assert.ok(!existsSync(join(root, 'apps', 'api', name)), `no ${name} in apps/api`);

      // The API's own start script reads it from the same place (the build is test-all's).
      if (existsSync(join(root, 'apps', 'api', 'dist', 'server.js'))) {
        const port = String(await freePort());
        const api = startCommand('pnpm', ['--filter', '@sous/api', 'start'], {
          env: { ...env, PORT: port },
          detached: true,
        });
        try {
          const output = await api.waitFor(/database: pglite \((.*)\)/, 60_000);
          assert.equal(/database: pglite \((.*)\)/.exec(output)[1], join(root, name));
        } finally {
          api.kill();
        }
      }
    } finally {
      rmSync(join(root, name), { recursive: true, force: true });
      rmSync(join(root, 'apps', 'api', name), { recursive: true, force: true });
    }
  });
});

test('`pnpm bench` builds what it measures: it runs on a checkout where nothing is built', {
  timeout: 180_000,
}, async () => {
  const checkout = unbuiltCheckout();
  try {
    assert.ok(!existsSync(join(checkout.dir, 'apps', 'web', 'dist')));
    const result = await runToEnd('pnpm', ['bench', 'home route'], {
      cwd: checkout.dir,
      env: { TURBO_TELEMETRY_DISABLED: '1' },
      timeoutMs: 170_000,
    });
    // It built the app and measured it: the figure and its verdict are printed. A missed budget exits 1
    // (docs/decisions/102), which is the bench telling the truth, not a failure to run.
    assert.match(result.stdout, /KB {2}home route JS, gzipped \(budget 150 KB at level \d\)/);
    assert.match(
      result.stdout,
      /^home route JS, gzip level \d as nginx serves it +[\d.]+ KB .* (pass|FAIL)$/m,
    );
    if (result.code !== 0) assert.match(result.stdout, /missed a target or failed: pnpm bench exits 1/);
    assert.ok(result.code === 0 || result.code === 1, result.stdout + result.stderr);
  } finally {
    checkout.remove();
  }
});

// Whether a PostgreSQL server answers here (.ci/run may have started it; a test does not).
const server = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const reachable =
  (
    await runToEnd('pg_isready', ['-q', '-h', server.hostname, '-p', server.port || '5432'], {
      timeoutMs: 10_000,
    })
  ).code === 0;
const psql = (await runToEnd('psql', ['--version'], { timeoutMs: 10_000 })).code === 0;

describe('.ci/run', () => {
  test('creates the database DATABASE_URL names when it is missing, and repeating it is harmless', {
    skip: reachable && psql ? false : 'no PostgreSQL (or psql) here',
    timeout: 60_000,
  }, async () => {
    const name = `sous_ci_run_${randomBytes(4).toString('hex')}`;
    const target = new URL(server);
    target.pathname = `/${name}`;
    const maintenance = new URL(server);
    maintenance.pathname = '/postgres';
    const exists = async () =>
      (
        await runToEnd('psql', [
          maintenance.href,
          '-XtAc',
          `select 1 from pg_database where datname = '${name}'`,
        ])
      ).stdout.trim() === '1';
    // Were --services-only ignored, the script would go on to install and run every test: these
    // stand-ins make that fail at once instead.
    const stubs = join(tmpdir(), `sous-ci-run-stubs-${name}`);
    mkdirSync(stubs, { recursive: true });
    for (const tool of ['npm', 'pnpm'])
      writeFileSync(join(stubs, tool), '#!/bin/sh\nexit 99\n', { mode: 0o755 });
    const env = { DATABASE_URL: target.href, PATH: `${stubs}:${process.env.PATH}` };
    try {
      assert.equal(await exists(), false);
      for (let run = 1; run <= 2; run++) {
        const result = await runToEnd(join(root, '.ci', 'run'), ['--services-only'], {
          env,
          timeoutMs: 50_000,
        });
        assert.equal(result.code, 0, `run ${run}:\n${result.stdout}${result.stderr}`);
        assert.equal(await exists(), true, `run ${run}: ${name} exists`);
      }
    } finally {
      rmSync(stubs, { recursive: true, force: true });
      await runToEnd('psql', [maintenance.href, '-Xqc', `drop database if exists "${name}"`]);
    }
  });
});
