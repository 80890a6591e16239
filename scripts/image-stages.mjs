#!/usr/bin/env node
// Replays the stages of each app's Dockerfile without a Docker daemon, so that `pnpm test:all`
// catches a broken image on a machine without Docker (CI's image jobs also run `docker build`).
//
//   node scripts/image-stages.mjs [api] [web] [admin] [--keep]
//
// For each image, in a temporary directory standing for the image's filesystem (one per stage):
//   - the build context is what `docker build .` sends: the repository filtered by .dockerignore;
//   - FROM/WORKDIR/ENV/ARG/USER/COPY/RUN are followed in order. COPY copies what the Dockerfile
//     copies (a missing source fails, as in Docker); RUN runs the command with this machine's
//     node and pnpm standing for the base image's, in the stage's directory, with the image's
//     absolute paths (/app, /out, /data, …) mapped into the stage. Three things are not executed
//     but checked: `npm install -g pnpm@X` (this pnpm must be X), `pnpm dlx turbo@X` (the
//     workspace's turbo, when it is X, instead of a download) and `chown` (recorded, as this user
//     may not exist here). pnpm installs reuse this machine's store, offline first.
//   - then the final stage is checked as it would run: a non-root USER must own DATA_DIR; a node
//     image's CMD is started and its HEALTHCHECK must pass; an nginx image's template is served by
//     this machine's nginx when there is one (its index page, its security headers).
// A full replay of the three images takes about a minute on a warm pnpm store.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix } from 'node:path';
import { freePort, root } from './lib.mjs';

/** What each image is built with and how its result is checked. */
const IMAGES = {
  api: {
    dockerfile: 'apps/api/Dockerfile',
    // NODE_ENV=production (the image's) requires these; dummies, since nothing is charged here.
    runEnv: {
      ADMIN_PASSWORD: 'image-stages-admin-password',
      SESSION_SECRET: 'image-stages-session-secret-0123456789abcdef',
      STRIPE_SECRET_KEY: 'sk_test_image_stages',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_image_stages',
      STRIPE_WEBHOOK_SECRET: 'whsec_image_stages',
      LOG_LEVEL: 'warn',
    },
  },
  web: {
    dockerfile: 'apps/web/Dockerfile',
    buildArgs: { VITE_ADMIN_URL: 'https://admin.sous.example/' },
    // The web app's policy allows Stripe.js.
    served: { csp: (policy) => policy.includes('https://js.stripe.com') },
  },
  admin: {
    dockerfile: 'apps/admin/Dockerfile',
    // The admin console's policy allows nothing external.
    served: { csp: (policy) => !policy.includes('https://') && policy.includes("frame-src 'none'") },
  },
};

// Top-level directories of this machine, not of the image: RUN leaves paths under them alone.
const HOST_DIRS = new Set(
  'bin boot dev etc home lib lib32 lib64 libx32 media mnt opt proc root run sbin srv sys tmp usr var nix snap'.split(
    ' ',
  ),
);

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const chosen = args.filter((arg) => !arg.startsWith('-'));
for (const name of chosen)
  if (!IMAGES[name]) fatal(`No image "${name}": choose from ${Object.keys(IMAGES).join(', ')}.`);

function fatal(message) {
  console.error(`\n✗ ${message}`);
  process.exit(1);
}

class StageError extends Error {}

// --- Dockerfile ---------------------------------------------------------------------------------

/** Instructions, with line continuations joined and comments dropped. */
function parseDockerfile(text) {
  const instructions = [];
  let current = '';
  let startLine = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!current && (line === '' || line.startsWith('#'))) return;
    if (current && line.startsWith('#')) return; // a comment inside a continued instruction
    if (!current) startLine = index + 1;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      return;
    }
    current += line;
    const match = /^(\S+)\s*([\s\S]*)$/.exec(current);
    instructions.push({ keyword: match[1].toUpperCase(), rest: match[2].trim(), line: startLine });
    current = '';
  });
  return instructions;
}

/** `--flag=value` options at the start of an instruction, and what follows them. */
function flagsOf(rest) {
  const flags = {};
  let remaining = rest;
  for (
    let match = /^--([\w-]+)(?:=(\S*))?\s+/.exec(remaining);
    match;
    match = /^--([\w-]+)(?:=(\S*))?\s+/.exec(remaining)
  ) {
    flags[match[1]] = match[2] ?? 'true';
    remaining = remaining.slice(match[0].length);
  }
  return { flags, remaining };
}

/** Shell-form words, or a JSON exec form. */
function wordsOf(text) {
  if (text.startsWith('[')) return JSON.parse(text);
  return text.match(/"[^"]*"|'[^']*'|\S+/g)?.map((word) => word.replace(/^(["'])([\s\S]*)\1$/, '$2')) ?? [];
}

function expand(value, vars) {
  return value.replace(/\$(?:\{(\w+)\}|(\w+))/g, (_, braced, bare) => vars[braced ?? bare] ?? '');
}

// --- .dockerignore ------------------------------------------------------------------------------

function ignoreRules() {
  const file = join(root, '.dockerignore');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = posix.normalize((negate ? line.slice(1) : line).replace(/^\/+/, ''));
      let source = '';
      for (let i = 0; i < pattern.length; i++) {
        const char = pattern[i];
        if (pattern.startsWith('**/', i)) {
          source += '(?:.*/)?';
          i += 2;
        } else if (pattern.startsWith('**', i)) {
          source += '.*';
          i += 1;
        } else if (char === '*') source += '[^/]*';
        else if (char === '?') source += '[^/]';
        else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      }
      return { negate, regex: new RegExp(`^${source}$`) };
    });
}

/** Docker's rule: the last pattern matching the path or one of its parent directories decides. */
function ignored(rules, path) {
  const parts = path.split('/');
  const candidates = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  let result = false;
  for (const rule of rules)
    if (candidates.some((candidate) => rule.regex.test(candidate))) result = !rule.negate;
  return result;
}

/** The build context `docker build .` would send, copied to `target`. Returns its file count and size. */
function copyContext(target) {
  const rules = ignoreRules();
  let files = 0;
  let bytes = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      // An ignored directory is skipped whole (a `!` rule re-including something inside one is not followed).
      if (ignored(rules, path)) continue;
      if (entry.isDirectory()) walk(path);
      else {
        mkdirSync(join(target, dir), { recursive: true });
        cpSync(join(root, path), join(target, path), { verbatimSymlinks: true });
        files++;
        bytes += entry.isFile() ? statSync(join(root, path)).size : 0;
      }
    }
  };
  walk('');
  return { files, bytes };
}

// --- Replay -------------------------------------------------------------------------------------

function hostTool(command, argv) {
  const result = spawnSync(command, argv, { encoding: 'utf8', cwd: root });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

const hostPnpm = hostTool('pnpm', ['--version']);
const pnpmStore = hostTool('pnpm', ['store', 'path']);
const workspaceTurbo = join(root, 'node_modules', '.bin', 'turbo');
const workspaceTurboVersion = existsSync(workspaceTurbo)
  ? hostTool(workspaceTurbo, ['--version'])
  : undefined;
const hostNginx = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/bin/nginx',
  '/opt/homebrew/bin/nginx',
].find((path) => spawnSync(path, ['-v']).status === 0);

class Stage {
  constructor(name, dir) {
    this.name = name;
    this.dir = dir;
    this.workdir = '/';
    this.env = { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin' };
    this.args = {};
    this.user = 'root';
    this.owners = new Map();
    this.base = 'scratch';
    this.cmd = undefined;
    this.healthcheck = undefined;
    mkdirSync(dir, { recursive: true });
  }

  /** An image path (absolute, or relative to WORKDIR) inside this stage's directory. */
  path(imagePath) {
    return join(this.dir, posix.resolve(this.workdir, imagePath));
  }

  /** A path or PATH-like value of the image, with image-owned absolute paths mapped here. */
  mapValue(value) {
    return value
      .split(':')
      .map((part) =>
        part.startsWith('/') && !HOST_DIRS.has(part.split('/')[1]) ? join(this.dir, part) : part,
      )
      .join(':');
  }

  /** Absolute image paths in a shell command, mapped into this stage (/out → <stage>/out). */
  mapCommand(command) {
    return command.replace(/(^|[\s='"(])(\/[A-Za-z0-9._@-]+)(?=[/\s'";&|)]|$)/g, (match, before, path) =>
      HOST_DIRS.has(path.slice(1)) ? match : `${before}${join(this.dir, path)}`,
    );
  }

  runEnv(extra = {}) {
    const env = { HOME: process.env.HOME ?? '/root' };
    for (const key of ['XDG_DATA_HOME', 'XDG_CACHE_HOME', 'XDG_CONFIG_HOME', 'TMPDIR', 'LANG'])
      if (process.env[key]) env[key] = process.env[key];
    for (const [key, value] of Object.entries({ ...this.env, ...this.args })) env[key] = this.mapValue(value);
    // The image's pnpm would download every package; this one reuses the machine's store.
    if (pnpmStore) env.npm_config_store_dir = pnpmStore;
    env.npm_config_prefer_offline = 'true';
    return { ...env, ...extra };
  }
}

function log(message) {
  process.stdout.write(`${message}\n`);
}

function runShell(stage, command, label) {
  const started = Date.now();
  const result = spawnSync('sh', ['-c', command], {
    cwd: stage.path('.'),
    env: stage.runEnv(),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trimEnd().split('\n').slice(-40).join('\n');
    throw new StageError(
      `${label} failed (exit ${result.status ?? result.signal}) after ${seconds} s:\n${output}`,
    );
  }
  log(`    ✓ ${seconds} s`);
}

/** RUN, with the three commands that are checked rather than executed. */
function replayRun(stage, rest, label) {
  let command = rest.startsWith('[')
    ? JSON.parse(rest)
        .map((word) => JSON.stringify(word))
        .join(' ')
    : rest;

  command = command.replace(/\bnpm\s+(?:install|i)\s+(?:-g|--global)\s+pnpm@(\S+)/g, (_, version) => {
    if (hostPnpm !== version)
      throw new StageError(
        `the image installs pnpm ${version}; this machine has pnpm ${hostPnpm ?? '(none)'}: install it with npm install -g pnpm@${version}`,
      );
    return 'true';
  });
  command = command.replace(
    /\bchown\s+(-R\s+)?([\w.-]+)(?::[\w.-]+)?\s+([^&;|]+)/g,
    (_, _recursive, user, paths) => {
      for (const path of wordsOf(paths.trim())) stage.owners.set(posix.resolve(stage.workdir, path), user);
      return 'true';
    },
  );
  // Image paths are mapped before any path of this machine is put in.
  command = stage.mapCommand(command);
  command = command.replace(/\bpnpm\s+dlx\s+turbo@(\S+)/g, (match, version) =>
    workspaceTurboVersion === version ? JSON.stringify(workspaceTurbo) : match,
  );
  runShell(stage, command, label);
}

function replayCopy(stage, rest, stages, context) {
  const { flags, remaining } = flagsOf(rest);
  const words = wordsOf(remaining);
  const dest = words.pop();
  if (!dest || words.length === 0) throw new StageError(`COPY needs a source and a destination: ${rest}`);
  let fromDir = context;
  if (flags.from) {
    const from = stages.get(flags.from);
    if (!from) throw new StageError(`COPY --from=${flags.from}: no such stage (images are not replayed)`);
    fromDir = from.dir;
  }
  const destPath = posix.resolve(stage.workdir, dest);
  const target = join(stage.dir, destPath);
  const intoDir =
    dest.endsWith('/') ||
    dest === '.' ||
    words.length > 1 ||
    (existsSync(target) && statSync(target).isDirectory());
  for (const source of words) {
    if (/[*?[]/.test(source)) throw new StageError(`COPY ${source}: wildcards are not replayed`);
    const from = join(fromDir, flags.from ? posix.resolve('/', source) : posix.normalize(source));
    if (!existsSync(from)) {
      throw new StageError(
        `COPY ${flags.from ? `--from=${flags.from} ` : ''}${source}: not found${flags.from ? ` in stage ${flags.from}` : ' in the build context (is it in .dockerignore?)'}`,
      );
    }
    if (statSync(from).isDirectory()) {
      mkdirSync(target, { recursive: true });
      cpSync(from, target, { recursive: true, verbatimSymlinks: true, force: true });
    } else {
      const file = intoDir ? join(target, basename(from)) : target;
      mkdirSync(dirname(file), { recursive: true });
      cpSync(from, file, { verbatimSymlinks: true, force: true });
    }
  }
  if (flags.chown) stage.owners.set(destPath, flags.chown.split(':')[0]);
}

function replayEnv(stage, rest) {
  const vars = { ...stage.env, ...stage.args };
  if (!rest.includes('=')) {
    const [key, ...value] = rest.split(/\s+/);
    stage.env[key] = expand(value.join(' '), vars);
    return;
  }
  for (const pair of rest.match(/\w+=(?:"[^"]*"|'[^']*'|\S*)/g) ?? []) {
    const [key, ...value] = pair.split('=');
    stage.env[key] = expand(value.join('=').replace(/^(["'])([\s\S]*)\1$/, '$2'), vars);
  }
}

/** Follows one Dockerfile; returns the final stage. */
function replay(image, work) {
  const instructions = parseDockerfile(readFileSync(join(root, image.dockerfile), 'utf8'));
  const context = join(work, 'context');
  const { files, bytes } = copyContext(context);
  log(`  build context: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB (.dockerignore applied)`);
  if (existsSync(join(context, 'node_modules')) || existsSync(join(context, '.data')))
    throw new StageError('the build context holds node_modules or .data: see .dockerignore');

  const stages = new Map();
  let stage;
  let count = 0;
  for (const { keyword, rest, line } of instructions) {
    const label = `${image.dockerfile}:${line} ${keyword} ${rest}`;
    if (keyword === 'FROM') {
      const [from, as, name] = wordsOf(rest);
      const stageName = as?.toUpperCase() === 'AS' ? name : `stage-${count}`;
      stage = new Stage(stageName, join(work, 'stages', `${count++}-${stageName}`));
      const parent = stages.get(from);
      if (parent) {
        cpSync(parent.dir, stage.dir, { recursive: true, verbatimSymlinks: true });
        Object.assign(stage, {
          workdir: parent.workdir,
          env: { ...parent.env },
          user: parent.user,
          owners: new Map(parent.owners),
          base: parent.base,
        });
      } else {
        stage.base = from;
        const nodeImage = /^node:(\d+)(?:\.(\d+))?/.exec(from);
        if (nodeImage) {
          const [major, minor] = process.versions.node.split('.');
          if (nodeImage[1] !== major)
            throw new StageError(
              `${from} is Node ${nodeImage[1]}; this machine runs Node ${process.versions.node}`,
            );
          if (nodeImage[2] && nodeImage[2] !== minor)
            log(
              `  (note: ${from} is Node ${nodeImage[1]}.${nodeImage[2]}, this machine ${process.versions.node})`,
            );
        }
      }
      stages.set(stageName, stage);
      log(`  [${stageName}] FROM ${from}`);
      continue;
    }
    if (!stage) throw new StageError(`${label}: before any FROM`);
    switch (keyword) {
      case 'WORKDIR':
        stage.workdir = posix.resolve(stage.workdir, expand(rest, stage.env));
        mkdirSync(stage.path('.'), { recursive: true });
        break;
      case 'ENV':
        replayEnv(stage, rest);
        break;
      case 'ARG': {
        const [name, fallback] = rest.split('=');
        const value = image.buildArgs?.[name] ?? fallback;
        if (value !== undefined) stage.args[name] = value;
        break;
      }
      case 'USER':
        stage.user = rest.split(':')[0];
        break;
      case 'COPY':
      case 'ADD':
        log(`  [${stage.name}] ${keyword} ${rest}`);
        replayCopy(stage, rest, stages, context);
        break;
      case 'RUN':
        log(`  [${stage.name}] RUN ${rest.length > 110 ? `${rest.slice(0, 107)}…` : rest}`);
        replayRun(stage, rest, label);
        break;
      case 'CMD':
        stage.cmd = wordsOf(rest);
        break;
      case 'HEALTHCHECK': {
        const { remaining } = flagsOf(rest);
        stage.healthcheck = remaining.replace(/^CMD\s+/i, '');
        break;
      }
      case 'EXPOSE':
      case 'LABEL':
      case 'VOLUME':
      case 'ENTRYPOINT':
      case 'STOPSIGNAL':
      case 'SHELL':
        if (keyword === 'ENTRYPOINT' || keyword === 'SHELL')
          throw new StageError(`${label}: ${keyword} is not replayed; teach scripts/image-stages.mjs`);
        break;
      default:
        throw new StageError(`${label}: unknown instruction`);
    }
  }
  return stage;
}

// --- What the final stage must do when it runs --------------------------------------------------

function checkDataDir(stage) {
  const dataDir = stage.env.DATA_DIR;
  if (!dataDir || stage.user === 'root' || stage.user === '0') return;
  const owner = [...stage.owners].find(([path]) => dataDir === path || dataDir.startsWith(`${path}/`))?.[1];
  if (owner !== stage.user)
    throw new StageError(
      `DATA_DIR=${dataDir} is not owned by ${stage.user}, the user the image runs as: the embedded database cannot be written (RUN mkdir -p ${dataDir} && chown ${stage.user}:${stage.user} ${dataDir})`,
    );
  if (!existsSync(stage.path(dataDir)))
    throw new StageError(`DATA_DIR=${dataDir} does not exist in the image`);
  log(`  ✓ DATA_DIR ${dataDir} exists and belongs to ${stage.user}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function checkNodeImage(stage, image) {
  if (!stage.cmd) throw new StageError('the image has no CMD');
  const port = await freePort();
  const imagePort = stage.env.PORT ?? '3000';
  const env = stage.runEnv({ ...image.runEnv, HOST: '127.0.0.1', PORT: String(port) });
  const [command, ...argv] = stage.cmd;
  log(`  [run] ${stage.cmd.join(' ')} (as the image would, on port ${port})`);
  const child = spawn(command === 'node' ? process.execPath : command, argv, {
    cwd: stage.path('.'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let stopped = false;
  try {
    const healthcheck = stage.mapCommand(
      (
        stage.healthcheck ??
        `node -e "fetch('http://127.0.0.1:${imagePort}/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"`
      )
        .replaceAll(`127.0.0.1:${imagePort}`, `127.0.0.1:${port}`)
        .replaceAll(`localhost:${imagePort}`, `127.0.0.1:${port}`),
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new StageError(
          `the image's CMD exited (${await exited}) before its HEALTHCHECK passed:\n${output.trimEnd()}`,
        );
      if (spawnSync('sh', ['-c', healthcheck], { env, timeout: 5000 }).status === 0) break;
      if (Date.now() > deadline)
        throw new StageError(`the HEALTHCHECK did not pass within 60 s:\n${output.trimEnd()}`);
      await sleep(500);
    }
    log('  ✓ HEALTHCHECK passes');
  } finally {
    child.kill('SIGTERM');
    stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
    if (!stopped) child.kill('SIGKILL');
  }
  if (!stopped) throw new StageError('the server did not stop within 15 s of SIGTERM');
  log('  ✓ stops on SIGTERM');
}

function get(port, path) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

async function checkNginxImage(stage, image, work) {
  const html = stage.path('/usr/share/nginx/html/index.html');
  if (!existsSync(html)) throw new StageError('the image has no /usr/share/nginx/html/index.html');
  const templates = stage.path('/etc/nginx/templates');
  if (!existsSync(templates)) throw new StageError('the image has no /etc/nginx/templates');
  if (!hostNginx) {
    log('  (nginx is not installed here: the served files were checked, not served)');
    return;
  }
  const port = await freePort();
  const prefix = join(work, 'nginx');
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  // The nginx image's envsubst step: every ${VAR} the container defines; the API is not needed.
  const vars = { ...stage.env, API_UPSTREAM: 'http://127.0.0.1:9' };
  const sites = readdirSync(templates)
    .filter((name) => name.endsWith('.template'))
    .map((name) => {
      const text = readFileSync(join(templates, name), 'utf8')
        .replace(/\$\{(\w+)\}/g, (match, key) => vars[key] ?? match)
        .replace(/\blisten\s+80\s*;/g, `listen 127.0.0.1:${port};`)
        .replace(/\broot\s+(\/\S+)\s*;/g, (_, path) => `root ${stage.path(path)};`);
      const file = join(prefix, name.replace(/\.template$/, ''));
      writeFileSync(file, text);
      return file;
    });
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off; master_process off; pid ${prefix}/nginx.pid; error_log stderr error;
events {}
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
${sites.map((file) => `  include ${file};`).join('\n')}
}
`,
  );
  const test = spawnSync(
    hostNginx,
    ['-t', '-q', '-e', 'stderr', '-p', prefix, '-c', join(prefix, 'nginx.conf')],
    {
      encoding: 'utf8',
    },
  );
  if (test.status !== 0) throw new StageError(`nginx refuses the image's configuration:\n${test.stderr}`);
  const child = spawn(hostNginx, ['-e', 'stderr', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: 'inherit',
  });
  try {
    let answer;
    for (let i = 0; i < 100 && !answer; i++) {
      answer = await get(port, '/').catch(() => undefined);
      if (!answer) await sleep(50);
    }
    const shell = readFileSync(html, 'utf8');
    for (const path of ['/', '/a/client/side/route']) {
      const response = await get(port, path);
      if (response.status !== 200 || response.body !== shell)
        throw new StageError(`GET ${path} did not answer the app shell (status ${response.status})`);
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'referrer-policy',
      ])
        if (!response.headers[header]) throw new StageError(`GET ${path} has no ${header} header`);
      if (image.served && !image.served.csp(response.headers['content-security-policy']))
        throw new StageError(
          `GET ${path}: not this front end's Content-Security-Policy: ${response.headers['content-security-policy']}`,
        );
    }
    log(`  ✓ nginx serves the app shell with its security headers`);
  } finally {
    child.kill('SIGTERM');
  }
}

// --- Main ---------------------------------------------------------------------------------------

let failed = 0;
for (const name of chosen.length ? chosen : Object.keys(IMAGES)) {
  const image = IMAGES[name];
  const work = mkdtempSync(join(tmpdir(), `sous-image-${name}-`));
  const started = Date.now();
  log(`\n=== ${name} image: replaying ${image.dockerfile} ===`);
  try {
    const final = replay(image, work);
    checkDataDir(final);
    if (/^node:/.test(final.base)) await checkNodeImage(final, image);
    else if (/^nginx:/.test(final.base)) await checkNginxImage(final, image, work);
    log(`✓ ${name} image stages replayed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    if (!(error instanceof StageError)) throw error;
    failed++;
    console.error(`✗ ${name} image: ${error.message}`);
  } finally {
    if (keep) log(`  (kept in ${work})`);
    else rmSync(work, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
