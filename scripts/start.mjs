// README command 1 (after install): builds, then serves the API, the web app and the admin console
// on embedded defaults (PGlite in .data/ at the repository root, the local chef, simulated billing),
// printing their URLs.
//
// Start-up is honest: a busy port is named before anything is built and the command exits 1; a
// server that exits or does not answer stops the others with a non-zero exit; "Sous is running" is
// printed only once all three answer. SIGINT/SIGTERM/SIGHUP — to this process, to its process group
// (Ctrl+C), or to the `pnpm start` that launched it — stop every server before this process exits.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { portProblem, root, start } from './lib.mjs';

const skipBuild = process.argv.includes('--no-build');
const host = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;
const KILL_AFTER_MS = 10_000;

function fail(message) {
  console.error(`\n✗ ${message}\n`);
  process.exit(1);
}

function portFrom(variable, fallback) {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535)
    fail(`${variable} must be a port number from 1 to 65535 (it is "${raw}").`);
  return Number(raw);
}

const servers = {
  api: { label: 'API', variable: 'PORT', port: portFrom('PORT', 3000) },
  web: { label: 'web app', variable: 'WEB_PORT', port: portFrom('WEB_PORT', 5173) },
  admin: { label: 'admin console', variable: 'ADMIN_PORT', port: portFrom('ADMIN_PORT', 5174) },
};
for (const server of Object.values(servers)) server.url = `http://${host}:${server.port}`;

// --- Ports first: a busy one is named now, not after a build and a 60 s wait. ---
const seen = new Map();
for (const server of Object.values(servers)) {
  const other = seen.get(server.port);
  if (other)
    fail(
      `${server.variable} and ${other.variable} are both ${server.port}: each server needs a port of its own.`,
    );
  seen.set(server.port, server);
}
const unusable = [];
for (const server of Object.values(servers)) {
  const problem = await portProblem(host, server.port);
  if (problem) unusable.push({ server, problem });
}
if (unusable.length) {
  const lines = unusable.map(({ server, problem }) =>
    problem === 'EADDRINUSE'
      ? `Port ${server.port} (${server.label}, ${server.variable}) is already in use on ${host}.`
      : `Port ${server.port} (${server.label}, ${server.variable}) cannot be used on ${host}: ${problem}.`,
  );
  const { server } = unusable[0];
  fail(
    `${lines.join('\n  ')}\n  Stop what is using it, or choose another port, e.g. ${server.variable}=${server.port + 100} pnpm start (README, Configuration).`,
  );
}

// --- Every child is tracked, so that any way of stopping stops them all. ---
const children = new Set();
let stopping = false;

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

async function stop(code, message) {
  if (stopping) return;
  stopping = true;
  if (message) console.error(message);
  for (const child of children) child.kill('SIGTERM');
  const killer = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, KILL_AFTER_MS);
  await Promise.all(
    [...children].map((child) =>
      hasExited(child) ? undefined : new Promise((resolve) => child.once('exit', resolve)),
    ),
  );
  clearTimeout(killer);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

// pnpm (and npm) do not pass on a SIGTERM sent to them: they exit and leave the script running. So
// the launcher is watched — the parent, and through the `sh -c` wrapper they run scripts with, its
// parent — and when it is gone, everything stops.
function launcherPids() {
  const pids = [process.ppid];
  if (process.env.npm_lifecycle_event) {
    const ps = spawnSync('ps', ['-o', 'ppid=,comm=', '-p', String(process.ppid)], { encoding: 'utf8' });
    const [ppid, command = ''] = (ps.stdout ?? '').trim().split(/\s+/);
    if (/^-?(sh|dash|bash|zsh)$/.test(basename(command)) && Number(ppid) > 1) pids.push(Number(ppid));
  }
  return pids.filter((pid) => pid > 1);
}
const launchers = launcherPids();
setInterval(() => {
  for (const pid of launchers) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if (error.code === 'ESRCH')
        stop(0, '\n  The command that started Sous has stopped: stopping the servers.');
    }
  }
}, 250).unref();

/** A child whose unexpected exit stops the others with a non-zero exit. */
function launch(name, command, args, options, onLine) {
  const child = start(name, command, args, options, onLine);
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      stop(1, `\n✗ The ${servers[name].label} ${how}; see its [${name}] lines above. Stopping the others.\n`);
    }
  });
  child.on('error', (error) => {
    if (!stopping) stop(1, `\n✗ Could not start the ${servers[name].label}: ${error.message}\n`);
  });
  return child;
}

/** Resolves once `url` answers 2xx; a server that exits first or never answers stops everything. */
async function ready(name) {
  const { label } = servers[name];
  const url = name === 'api' ? `${servers.api.url}/api/health` : servers[name].url;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {}
    if (Date.now() > deadline) {
      await stop(
        1,
        `\n✗ The ${label} did not answer at ${url} within ${READY_TIMEOUT_MS / 1000} s. Stopping.\n`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise(() => {}); // stopping: stop() exits the process
}

function viteCli(app) {
  const require = createRequire(join(root, 'apps', app, 'package.json'));
  const manifest = require.resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin.vite);
}

// --- Build (a child like the others, so a signal during the build stops it too). ---
if (!skipBuild) {
  const args = [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@sous/api',
    '--filter=@sous/web',
    '--filter=@sous/admin',
  ];
  console.log(`\n$ pnpm ${args.join(' ')}`);
  const build = spawn('pnpm', args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      TURBO_TELEMETRY_DISABLED: '1',
      // The web app's /admin page links to the admin console this command serves.
      VITE_ADMIN_URL: process.env.VITE_ADMIN_URL || `${servers.admin.url}/`,
    },
  });
  children.add(build);
  const code = await new Promise((resolve) => build.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  children.delete(build);
  if (stopping) await new Promise(() => {});
  if (code !== 0) fail(`The build failed (exit ${code}); nothing was started.`);
}
for (const file of ['apps/api/dist/server.js', 'apps/web/dist/index.html', 'apps/admin/dist/index.html']) {
  if (!existsSync(join(root, file))) fail(`${file} is missing: run \`pnpm start\` without --no-build first.`);
}

// --- Serve. ---
let adminPassword = process.env.ADMIN_PASSWORD ? '(your ADMIN_PASSWORD)' : '(see [api] output)';
launch(
  'api',
  process.execPath,
  ['apps/api/dist/server.js'],
  {
    env: {
      ...process.env,
      PORT: String(servers.api.port),
      HOST: host,
      // DATA_DIR, when set, is passed on as it is: a relative one is read from the repository root.
      WEB_ORIGIN: process.env.WEB_ORIGIN ?? `${servers.web.url},http://localhost:${servers.web.port}`,
      ADMIN_ORIGIN: process.env.ADMIN_ORIGIN ?? `${servers.admin.url},http://localhost:${servers.admin.port}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  },
  (line) => {
    const match = /dev admin password: (\S+)/.exec(line);
    if (match) adminPassword = match[1];
  },
);
await ready('api');

const previewEnv = { ...process.env, SOUS_API_URL: servers.api.url };
for (const app of ['web', 'admin']) {
  launch(
    app,
    process.execPath,
    [viteCli(app), 'preview', '--host', host, '--port', String(servers[app].port), '--strictPort'],
    { cwd: join(root, 'apps', app), env: previewEnv },
  );
}
await Promise.all([ready('web'), ready('admin')]);

console.log(
  `\n  Sous is running.\n\n  Web app:        ${servers.web.url}\n  Admin console:  ${servers.admin.url}   (admin password: ${adminPassword})\n  API:            ${servers.api.url}\n\n  Ctrl+C stops everything.\n`,
);
