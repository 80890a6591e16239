import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '@sous/domain/security-headers';
import { build, type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const expected = securityHeaders('web');

describe('security headers of vite preview (what `pnpm start` serves)', () => {
  let outDir: string;
  let server: PreviewServer;
  let origin: string;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'sous-web-build-'));
    const config = { root: appDir, logLevel: 'silent' as const, build: { outDir, emptyOutDir: true } };
    await build(config);
    server = await preview({ ...config, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
    origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it('builds pages with no inline script, so the CSP needs no unsafe-inline or hash', async () => {
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts)
      expect(script).toMatch(/^<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>$/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(expected['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('sends them on the app shell, a deep route and an asset', async () => {
    const asset = (await readdir(join(outDir, 'assets'))).find((name) => name.endsWith('.js'));
    for (const path of ['/', '/recipe/some-recipe-id', `/assets/${asset}`]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
    }
  });
});

// A small reading of nginx's syntax: directives end with ';', blocks are '{ … }', '#' starts a comment.
interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function parseNginx(text: string): Directive[] {
  const tokens = text.match(/#[^\n]*|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|[{};]|[^\s{};"'#]+/g) ?? [];
  let at = 0;
  const readBlock = (): Directive[] => {
    const directives: Directive[] = [];
    let words: string[] = [];
    while (at < tokens.length) {
      const token = tokens[at++]!;
      if (token.startsWith('#')) continue;
      if (token === '}') return directives;
      if (token === ';' || token === '{') {
        const [name = '', ...args] = words;
        directives.push(token === '{' ? { name, args, block: readBlock() } : { name, args });
        words = [];
      } else words.push(token.replace(/^"([\s\S]*)"$/, '$1'));
    }
    return directives;
  };
  return readBlock();
}

describe('security headers of deploy/nginx.conf.template (what the Docker images serve)', () => {
  let top: Directive[];
  let server: Directive;
  beforeAll(async () => {
    const template = await readFile(join(appDir, '../../deploy/nginx.conf.template'), 'utf8');
    top = parseNginx(template);
    server = top.find((directive) => directive.name === 'server')!;
  });

  const headersOf = (block: Directive[]) =>
    new Map(
      block.filter((d) => d.name === 'add_header').map((d) => [d.args[0]!.toLowerCase(), d.args.slice(1)]),
    );

  const locationsOf = (block: Directive[]): Directive[] =>
    block.flatMap((d) => (d.name === 'location' ? [d, ...locationsOf(d.block ?? [])] : []));

  const mapOf = (variable: string) => {
    const map = top.find((d) => d.name === 'map' && d.args[1] === variable);
    if (!map) throw new Error(`no map for ${variable}`);
    return { source: map.args[0], entries: new Map(map.block!.map((d) => [d.name, d.args[0]])) };
  };

  it('sets the security headers on the server, always (error answers too), the CSP chosen per front end', () => {
    const headers = headersOf(server.block!);
    expect(headers.get('content-security-policy')).toEqual(['$sous_csp', 'always']);
    for (const [name, value] of Object.entries(expected)) {
      if (name !== 'Content-Security-Policy')
        expect(headers.get(name.toLowerCase()), name).toEqual([value, 'always']);
    }
  });

  it("gives the admin console its own policy: each image's SOUS_APP picks the value of packages/domain", async () => {
    const csp = mapOf('$sous_csp');
    expect(csp.source).toMatch(/^\$\{SOUS_APP\}$/);
    expect(csp.entries.get('web')).toBe(securityHeaders('web')['Content-Security-Policy']);
    expect(csp.entries.get('admin')).toBe(securityHeaders('admin')['Content-Security-Policy']);
    expect(csp.entries.get('default')).toBe(securityHeaders('admin')['Content-Security-Policy']);
    expect(csp.entries.get('admin')).not.toBe(csp.entries.get('web'));
    for (const app of ['web', 'admin']) {
      const dockerfile = await readFile(join(appDir, `../${app}/Dockerfile`), 'utf8');
      expect(dockerfile, `apps/${app}/Dockerfile`).toMatch(new RegExp(`^ENV .*\\bSOUS_APP=${app}\\b`, 'm'));
    }
  });

  it('gives every location those headers: none has an add_header that would drop them', () => {
    const locations = locationsOf(server.block!);
    expect(locations.map((location) => location.args.join(' '))).toEqual([
      '/api/',
      '/r/',
      '/assets/',
      '= /manifest.webmanifest',
      '/',
    ]);
    // Shared recipe pages (/r/{token}) are the API's, proxied exactly as /api/ is (docs/decisions/097).
    const proxyOf = (path: string) =>
      (locations.find((location) => location.args[0] === path)?.block ?? [])
        .filter((d) => d.name.startsWith('proxy_') && d.name !== 'proxy_read_timeout')
        .map((d) => `${d.name} ${d.args.join(' ')}`);
    expect(proxyOf('/r/')).toEqual(proxyOf('/api/'));
    for (const location of locations) {
      const own = headersOf(location.block ?? []);
      // nginx inherits add_header only when a level has none of its own; a level with some needs them all.
      if (own.size > 0)
        for (const name of Object.keys(expected)) expect(own.has(name.toLowerCase())).toBe(true);
    }
  });

  it('overwrites X-Forwarded-For, and X-Forwarded-Proto unless a trusted TLS proxy said it', () => {
    const api = locationsOf(server.block!).find((location) => location.args[0] === '/api/')!;
    const forwarded = new Map(
      api
        .block!.filter((d) => d.name === 'proxy_set_header')
        .map((d) => [d.args[0]!.toLowerCase(), d.args[1]]),
    );
    expect(forwarded.get('x-forwarded-for')).toBe('$remote_addr');
    expect(forwarded.get('x-forwarded-proto')).toBe('$sous_forwarded_proto');
    const proto = mapOf('$sous_forwarded_proto');
    expect(proto.source).toBe('$sous_via_trusted_proxy:$http_x_forwarded_proto');
    expect(proto.entries.get('default')).toBe('$scheme');
    // What nginx makes of it is tested with nginx itself in nginx.test.ts.
  });
});
