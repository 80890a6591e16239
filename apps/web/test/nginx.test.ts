import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FrontEnd, securityHeaders } from '@sous/domain/security-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// deploy/nginx.conf.template run by nginx itself, as each image runs it (envsubst of API_UPSTREAM and
// SOUS_APP, then nginx), in front of a stub API that echoes the forwarded headers. Skipped where
// nginx is not installed; CI's image jobs run the real images too.
const template = fileURLToPath(new URL('../../../deploy/nginx.conf.template', import.meta.url));
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(
  (path) => spawnSync(path, ['-v']).status === 0,
);
// The web app's robots.txt (public/, copied into the build as is).
const robots = readFileSync(fileURLToPath(new URL('../public/robots.txt', import.meta.url)), 'utf8');
// The address a TLS proxy in front would connect from (Linux routes all of 127.0.0.0/8 to loopback).
const TLS_PROXY = '127.0.0.2';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const get = (port: number, path: string, headers: Record<string, string> = {}, localAddress = '127.0.0.1') =>
  new Promise<Answer>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, localAddress }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
  });

describe.runIf(nginx)('deploy/nginx.conf.template under nginx', () => {
  let dir: string;
  let upstream: http.Server;
  const servers = new Map<FrontEnd, { port: number; child: ChildProcess }>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sous-nginx-'));
    await mkdir(join(dir, 'html', 'assets'), { recursive: true });
    await writeFile(join(dir, 'html', 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(join(dir, 'html', 'assets', 'app-1234.js'), 'console.log(1)');
    await writeFile(join(dir, 'html', 'sw.js'), 'self.addEventListener("fetch", () => {})');
    await writeFile(join(dir, 'html', 'manifest.webmanifest'), '{"name":"Sous"}');
    await writeFile(join(dir, 'html', 'robots.txt'), robots);
    // The README's instruction for a TLS proxy in front: name it with set_real_ip_from.
    await writeFile(
      join(dir, 'real-ip.conf'),
      `set_real_ip_from ${TLS_PROXY};\nreal_ip_header X-Forwarded-For;\n`,
    );

    upstream = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('cache-control', 'no-store');
      response.end(
        JSON.stringify({
          forwardedFor: request.headers['x-forwarded-for'],
          forwardedProto: request.headers['x-forwarded-proto'],
        }),
      );
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const apiUpstream = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

    const source = await readFile(template, 'utf8');
    for (const app of ['web', 'admin'] as const) {
      const port = await freePort();
      const prefix = join(dir, app);
      await mkdir(join(prefix, 'logs'), { recursive: true });
      // What the nginx image's envsubst step does with the container's environment.
      const site = source
        .replace(/\$\{API_UPSTREAM\}/g, apiUpstream)
        .replace(/\$\{SOUS_APP\}/g, app)
        .replace('listen 80;', `listen 127.0.0.1:${port};`)
        .replace('root /usr/share/nginx/html;', `root ${join(dir, 'html')};`);
      await writeFile(join(prefix, 'site.conf'), site);
      await writeFile(
        join(prefix, 'nginx.conf'),
        `daemon off; master_process off; pid ${prefix}/nginx.pid; error_log stderr error;
events {}
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  include ${join(dir, 'real-ip.conf')};
  include ${join(prefix, 'site.conf')};
}
`,
      );
      const child = spawn(nginx!, ['-e', 'stderr', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {
        stdio: 'inherit',
      });
      servers.set(app, { port, child });
      for (let i = 0; i < 100; i++) {
        if (
          await get(port, '/').then(
            () => true,
            () => false,
          )
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }, 30_000);

  afterAll(async () => {
    for (const { child } of servers.values()) {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
    upstream?.close();
    await rm(dir, { recursive: true, force: true });
  });

  for (const app of ['web', 'admin'] as const) {
    it(`sends the ${app} headers — its own CSP — on the shell, a deep route, an asset and a 404`, async () => {
      const { port } = servers.get(app)!;
      for (const [path, status] of [
        ['/', 200],
        ['/some/deep/route', 200],
        ['/assets/app-1234.js', 200],
        ['/assets/missing.js', 404],
      ] as const) {
        const answer = await get(port, path);
        expect(answer.status, path).toBe(status);
        for (const [name, value] of Object.entries(securityHeaders(app))) {
          expect(answer.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
        }
      }
    });
  }

  it('serves the service worker never stale and the manifest as a manifest, with the headers (docs/decisions/099)', async () => {
    const { port } = servers.get('web')!;
    const worker = await get(port, '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get(port, '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body)).toEqual({ name: 'Sous' });
    for (const answer of [worker, manifest])
      for (const [name, value] of Object.entries(securityHeaders('web')))
        expect(answer.headers[name.toLowerCase()], name).toBe(value);
    expect(securityHeaders('web')['Content-Security-Policy']).toMatch(
      /worker-src 'self'; manifest-src 'self'/,
    );
  });

  it('serves robots.txt as the real file, not the app shell', async () => {
    const { port } = servers.get('web')!;
    const answer = await get(port, '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe(robots);
    expect(answer.body).toMatch(/^Disallow: \/api\/$/m);
    expect(answer.body).toMatch(/^Disallow: \/admin$/m);
  });

  it('never passes on a client-sent X-Forwarded-For or X-Forwarded-Proto', async () => {
    const { port } = servers.get('web')!;
    const answer = await get(port, '/api/echo', {
      'x-forwarded-for': '192.0.2.66',
      'x-forwarded-proto': 'https',
    });
    expect(JSON.parse(answer.body)).toEqual({ forwardedFor: '127.0.0.1', forwardedProto: 'http' });
  });

  it('passes on what the trusted TLS proxy says: the client address and https', async () => {
    const { port } = servers.get('admin')!;
    const viaProxy = (proto: string) =>
      get(port, '/api/echo', { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': proto }, TLS_PROXY);
    expect(JSON.parse((await viaProxy('https')).body)).toEqual({
      forwardedFor: '198.51.100.7',
      forwardedProto: 'https',
    });
    expect(JSON.parse((await viaProxy('http')).body)).toEqual({
      forwardedFor: '198.51.100.7',
      forwardedProto: 'http',
    });
    // The API chooses its own Cache-Control.
    expect((await viaProxy('https')).headers['cache-control']).toBe('no-store');
  });
});
