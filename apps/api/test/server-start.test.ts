import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/create-db.ts';
import { migrateToLatest } from '../src/db/migrations.ts';
import { testConfig } from './helpers/config.ts';
import { testDatabaseKind } from './helpers/database.ts';

const serverEntry = join(import.meta.dirname, '..', 'src', 'server.ts');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
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
  return {
    child,
    output: () => ({ stdout, stderr }),
    exited: once(child, 'exit').then(([code]) => code as number | null),
  };
}

// Spawning the server is the same on either database: run these once, in the PGlite project.
describe.runIf(testDatabaseKind === 'pglite')('server start', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('fails fast with a clear message when the database is unreachable', async () => {
    const server = startServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x', PORT: '0' });
    const code = await server.exited;
    expect(code).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('Cannot open the database at DATABASE_URL (postgres://nobody@127.0.0.1:1/x)');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('stops with one message naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain('Invalid configuration: PORT must be a whole number');
  });

  it('starts on embedded PGlite in DATA_DIR, prints its URL and a dev admin password, and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sous-start-'));
    dirs.push(dataDir);
    const server = startServer({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no start: ${JSON.stringify(server.output())}`)),
        // A new data directory runs initdb first (12–47 s seen on a loaded 2-core machine); the server
        // itself waits up to 120 s for it (src/server.ts).
        150_000,
      );
      server.child.stdout.on('data', () => {
        if (server.output().stdout.includes('dev admin password')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const { stdout } = server.output();
    const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
    expect(url).toBeTruthy();
    expect(stdout).toMatch(/dev admin password: \S{12,}/);
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});

// Needs a PostgreSQL server to take away and give back; PGlite is in-process.
describe.runIf(process.env.DATABASE_URL && testDatabaseKind === 'postgres')(
  'readiness while PostgreSQL comes and goes',
  () => {
    it('answers 503 while the database is unreachable and 200 once it is back, without a restart', async () => {
      const upstream = new URL(process.env.DATABASE_URL!);
      const sockets = new Set<net.Socket>();
      const makeProxy = () =>
        net.createServer((client) => {
          const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
          sockets.add(client).add(server);
          client.pipe(server).pipe(client);
          const drop = () => {
            client.destroy();
            server.destroy();
          };
          client.on('error', drop);
          server.on('error', drop);
        });
      let proxy = makeProxy();
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const port = (proxy.address() as net.AddressInfo).port;
      const url = new URL(upstream);
      url.port = String(port);
      const database = createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
      await migrateToLatest(database.db);
      const app = await buildApp({ config: testConfig(), database });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

        const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        await closed;
        const down = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toEqual({ message: 'Database unreachable', code: 'not_ready' });

        proxy = makeProxy();
        await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
        expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      } finally {
        await app.close();
        await database.close();
        proxy.close();
        for (const socket of sockets) socket.destroy();
      }
    });
  },
);
