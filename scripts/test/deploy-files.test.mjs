// What the README, the compose files and CI promise about configuration and deployment.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { root, runToEnd } from './helpers.mjs';

const read = (path) => readFileSync(join(root, path), 'utf8');

/** The README's Configuration section, and the variables its table has a row for. */
function configuration() {
  const readme = read('README.md');
  const section = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
  );
  const rows = new Set([...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]));
  return { section, rows };
}

describe('README Configuration', () => {
  test('has a row for every variable `pnpm start` and the front ends read', () => {
    const { rows } = configuration();
    const seen = new Set();
    for (const match of read('scripts/start.mjs').matchAll(
      /process\.env\.([A-Z][A-Z0-9_]+)|portFrom\('([A-Z0-9_]+)'/g,
    ))
      seen.add(match[1] ?? match[2]);
    for (const app of ['web', 'admin']) {
      for (const match of read(`apps/${app}/vite.config.ts`).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g))
        seen.add(match[1]);
      const sources = readdirSync(join(root, 'apps', app, 'src'), { recursive: true }).filter((file) =>
        /\.tsx?$/.test(file),
      );
      for (const file of sources)
        for (const match of read(`apps/${app}/src/${file}`).matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g))
          seen.add(match[1]);
    }
    // The scan finds what it should (the ports and the admin link at least).
    for (const name of ['PORT', 'WEB_PORT', 'ADMIN_PORT', 'VITE_ADMIN_URL']) assert.ok(seen.has(name), name);
    const missing = [...seen, 'DATA_DIR'].filter((name) => !rows.has(name));
    assert.deepEqual(missing, [], `README Configuration has no row for ${missing.join(', ')}`);
  });

  test('says where the data directory is for every command', () => {
    const { section } = configuration();
    const row = section.split('\n').find((line) => line.startsWith('| `DATA_DIR`'));
    assert.match(row, /repository root/);
  });
});

describe('compose files', () => {
  const local = read('deploy/docker-compose.local.yml');
  const production = read('docker-compose.yml');
  const services = (text) => {
    const block = text.slice(text.indexOf('\nservices:\n'), text.indexOf('\nvolumes:'));
    return [...block.matchAll(/^ {2}([a-z][\w-]*):\n([\s\S]*?)(?=^ {2}[a-z][\w-]*:\n|(?![\s\S]))/gm)].map(
      (m) => ({ name: m[1], body: m[2] }),
    );
  };

  test('the local stack is marked not for production, in the `local` profile, with simulated billing', () => {
    assert.match(local, /NOT FOR PRODUCTION/);
    assert.match(local, /^x-local: &local\n {2}profiles: \[local\]/m);
    const list = services(local);
    assert.deepEqual(
      list.map((s) => s.name),
      ['postgres', 'redis', 'api', 'web', 'admin'],
    );
    for (const service of list)
      assert.match(service.body, /^ {4}<<: \*local$/m, `${service.name} is in the local profile`);
    const api = list.find((s) => s.name === 'api').body;
    assert.match(api, /NODE_ENV: development/);
    assert.doesNotMatch(local, /^\s+STRIPE_\w+:/m, 'no Stripe variable: billing is simulated');
    for (const port of local.matchAll(/ports: \[(.*)\]/g))
      assert.match(port[1], /^"127\.0\.0\.1:\d+:\d+"$/, 'bound to this machine only');
  });

  test('the web image of both files links /admin to the deployed admin console, not 127.0.0.1:5174', () => {
    for (const [file, text] of [
      ['docker-compose.yml', production],
      ['deploy/docker-compose.local.yml', local],
    ]) {
      const web = services(text).find((s) => s.name === 'web').body;
      assert.match(web, /VITE_ADMIN_URL: "[^"]+"/, `${file}: the web build gets VITE_ADMIN_URL`);
      assert.doesNotMatch(web, /127\.0\.0\.1:5174/, file);
    }
  });

  test('docker compose accepts them', async (t) => {
    if ((await runToEnd('docker', ['compose', 'version'], { timeoutMs: 20_000 })).code !== 0)
      return t.skip('docker compose is not installed here (CI checks them)');
    const local_ = await runToEnd('docker', [
      'compose',
      '-f',
      'deploy/docker-compose.local.yml',
      '--profile',
      'local',
      'config',
      '-q',
    ]);
    assert.equal(local_.code, 0, local_.stderr);
    const env = {
      ADMIN_PASSWORD: 'x'.repeat(12),
      SESSION_SECRET: 'x'.repeat(32),
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      STRIPE_WEBHOOK_SECRET: 'wh',
    };
    const production_ = await runToEnd('docker', ['compose', 'config', '-q'], { env });
    assert.equal(production_.code, 0, production_.stderr);
  });
});

test('CI builds each app image with docker build', () => {
  const ci = read('.github/workflows/ci.yml');
  const job = ci.slice(ci.indexOf('\n  image:\n'));
  assert.ok(job.length > 1, 'an image job');
  assert.match(job, /matrix:\n\s+app: \[api, web, admin\]/);
  assert.match(job, /docker build -f "apps\/\$APP\/Dockerfile"/);
});
