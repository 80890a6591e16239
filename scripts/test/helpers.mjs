// Helpers for the root scripts' tests (node --test scripts/test/, run by `pnpm test:all`).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from '../lib.mjs';

export { freePort, portProblem, root } from '../lib.mjs';

/** Runs a command to its end; resolves with its exit code, output and duration. */
export function runToEnd(command, args, { env = {}, cwd = root, timeoutMs = 120_000 } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    // On exit, not on close: a process it left behind may hold the output pipe open.
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const ms = Date.now() - started;
      const done = () => resolve({ code, signal, stdout, stderr, ms });
      const drained = setTimeout(done, 1000);
      child.stdout.once('close', () => {
        clearTimeout(drained);
        done();
      });
    });
  });
}

/**
 * A long-running command whose output can be awaited line by line. `closed` resolves when its
 * stdout closes: when it and every process that inherited that pipe (its own children) are gone.
 */
export function startCommand(command, args, { env = {}, cwd = root, detached = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    detached,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = [];
  const onData = (chunk) => {
    output += chunk;
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(output)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(output);
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const closed = new Promise((resolve) => child.stdout.once('close', resolve));
  return {
    child,
    closed,
    output: () => output,
    /** Kills it (its process group when detached) and lets go of its output, whatever it left behind. */
    kill() {
      try {
        if (detached) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {}
      child.stdout.destroy();
      child.stderr.destroy();
    },
    /** Resolves once the output matches, rejects after `timeoutMs` or when the command ends first. */
    waitFor(pattern, timeoutMs = 120_000) {
      if (pattern.test(output)) return Promise.resolve(output);
      return new Promise((resolve, reject) => {
        const waiter = { pattern, resolve };
        waiters.push(waiter);
        const fail = (why) => reject(new Error(`${why} before ${pattern}; output:\n${output}`));
        setTimeout(() => fail(`${timeoutMs / 1000} s passed`), timeoutMs).unref();
        closed.then(() => fail('the command ended'));
      });
    },
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns true; false if `timeoutMs` passes first. */
export async function eventually(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(200);
  }
  return check();
}

/**
 * A copy of this checkout as a fresh clone is after `pnpm install`: the files git knows (tracked or
 * not ignored — so no dist/, .data/ or .turbo/), and every node_modules link, sharing this checkout's
 * package store (node_modules/.pnpm). Nothing built. Removed by the returned `remove()`.
 */
export function unbuiltCheckout() {
  const dir = mkdtempSync(join(tmpdir(), 'sous-checkout-'));
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root });
  if (listed.status !== 0) throw new Error('git ls-files failed: the tests need a git checkout');
  for (const file of listed.stdout.toString().split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue; // deleted, not yet committed
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file), { verbatimSymlinks: true });
  }
  const packageDirs = [
    '',
    ...['apps', 'packages'].flatMap((group) =>
      readdirSync(join(root, group)).map((name) => `${group}/${name}`),
    ),
  ];
  for (const packageDir of packageDirs) {
    const modules = join(root, packageDir, 'node_modules');
    if (!existsSync(modules)) continue;
    mkdirSync(join(dir, packageDir, 'node_modules'), { recursive: true });
    for (const entry of readdirSync(modules)) {
      const target = join(dir, packageDir, 'node_modules', entry);
      if (packageDir === '' && entry === '.pnpm') symlinkSync(join(modules, entry), target);
      else if (entry !== '.vite' && entry !== '.cache')
        cpSync(join(modules, entry), target, { recursive: true, verbatimSymlinks: true });
    }
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
