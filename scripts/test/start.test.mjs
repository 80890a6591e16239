// `pnpm start` (README command 1) starts honestly and stops completely. Needs the three apps built
// (test-all builds them first).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eventually, freePort, portProblem, root, runToEnd, startCommand } from './helpers.mjs';

const host = '127.0.0.1';
const dataDir = mkdtempSync(join(tmpdir(), 'sous-start-test-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

async function ports() {
  return {
    PORT: String(await freePort()),
    WEB_PORT: String(await freePort()),
    ADMIN_PORT: String(await freePort()),
  };
}

const allFree = async (env) =>
  (
    await Promise.all([env.PORT, env.WEB_PORT, env.ADMIN_PORT].map((port) => portProblem(host, Number(port))))
  ).every((problem) => problem === null);

before(() => {
  for (const file of ['apps/api/dist/server.js', 'apps/web/dist/index.html', 'apps/admin/dist/index.html'])
    assert.ok(existsSync(join(root, file)), `${file} is missing: build first (pnpm build)`);
});

describe('pnpm start: honest start-up', () => {
  test('a busy port is named, and the command exits 1 at once: no "Sous is running", no stack trace', {
    timeout: 60_000,
  }, async () => {
    const env = { ...(await ports()), DATA_DIR: dataDir };
    const blocker = net.createServer().listen(Number(env.WEB_PORT), host);
    await new Promise((resolve) => blocker.once('listening', resolve));
    try {
      const result = await runToEnd('pnpm', ['start', '--no-build'], { env, timeoutMs: 30_000 });
      const output = result.stdout + result.stderr;
      assert.equal(result.code, 1, output);
      assert.match(
        result.stderr,
        new RegExp(`Port ${env.WEB_PORT} \\(web app, WEB_PORT\\) is already in use on ${host}`),
      );
      assert.match(result.stderr, /WEB_PORT=\d+ pnpm start/);
      assert.doesNotMatch(output, /Sous is running/);
      assert.doesNotMatch(output, /\n\s+at .*\(.*:\d+:\d+\)/, 'no stack trace');
      assert.doesNotMatch(output, /\[api\]/, 'nothing was started');
      assert.ok(result.ms < 15_000, `took ${result.ms} ms`);
    } finally {
      blocker.close();
    }
  });

  test('a server that stops before it answers stops the start with exit 1, naming it', {
    timeout: 90_000,
  }, async () => {
    const env = { ...(await ports()), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing' };
    const result = await runToEnd('pnpm', ['start', '--no-build'], { env, timeoutMs: 60_000 });
    const output = result.stdout + result.stderr;
    assert.equal(result.code, 1, output);
    assert.match(result.stderr, /The API exited with code 1/);
    assert.doesNotMatch(output, /Sous is running/);
    assert.ok(await allFree(env), 'every port is free again');
  });
});

describe('pnpm start: stopping stops every server', () => {
  test('SIGTERM to the pnpm process (which does not pass it on) stops all three servers', {
    timeout: 150_000,
  }, async () => {
    const env = { ...(await ports()), DATA_DIR: dataDir };
    const started = startCommand('pnpm', ['start', '--no-build'], { env });
    try {
      await started.waitFor(/Sous is running/);
      assert.equal(await allFree(env), false);
      started.child.kill('SIGTERM');
      // stdout closes when pnpm, scripts/start.mjs and everything holding the pipe have exited.
      const closed = await Promise.race([
        started.closed.then(() => true),
        new Promise((r) => setTimeout(() => r(false), 20_000).unref()),
      ]);
      assert.ok(closed, `still running 20 s after SIGTERM:\n${started.output()}`);
      assert.ok(await eventually(() => allFree(env), 5000), `a port is still held:\n${started.output()}`);
    } finally {
      started.kill();
    }
  });

  test('Ctrl+C (SIGINT to the process group) stops all three servers', { timeout: 150_000 }, async () => {
    const env = { ...(await ports()), DATA_DIR: dataDir };
    const started = startCommand('pnpm', ['start', '--no-build'], { env, detached: true });
    try {
      await started.waitFor(/Sous is running/);
      process.kill(-started.child.pid, 'SIGINT');
      const closed = await Promise.race([
        started.closed.then(() => true),
        new Promise((r) => setTimeout(() => r(false), 20_000).unref()),
      ]);
      assert.ok(closed, `still running 20 s after SIGINT:\n${started.output()}`);
      assert.ok(await eventually(() => allFree(env), 5000), `a port is still held:\n${started.output()}`);
    } finally {
      started.kill();
    }
  });
});
