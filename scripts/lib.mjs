// Small helpers shared by the root scripts (start, test-all, e2e). Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

export const root = new URL('..', import.meta.url).pathname;

/** A port the OS says is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Why `port` cannot be listened on at `host` right now ('EADDRINUSE', 'EACCES', …), or null when it
 * is free. Binding is the check that counts: a server on 0.0.0.0 or [::] also holds 127.0.0.1.
 */
export function portProblem(host, port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error) => resolve(error.code ?? String(error)));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** Runs a command in the foreground; exits the script with its code when it fails. */
export function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Starts a long-running child with prefixed output. */
export function start(name, command, args, options = {}, onLine = () => {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        onLine(line);
        target.write(`[${name}] ${line}\n`);
      }
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Resolves once `url` answers 2xx, or rejects after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Debian's Chromium for the browser tests: installed when missing and we are root. */
export function ensureChromium() {
  const path = '/usr/bin/chromium';
  if (spawnSync('test', ['-x', path]).status === 0) return path;
  if (process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0) {
    console.log('\nInstalling Debian Chromium for the browser tests (about 30 s)…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return path;
  }
  console.error(
    `\nThe browser tests need Chromium at ${path}. Install it with: sudo apt-get install -y chromium\n` +
      '(Playwright’s own browser download is not used.)',
  );
  process.exit(1);
}
