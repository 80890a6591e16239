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
  let server: Directive;
  beforeAll(async () => {
    const template = await readFile(join(appDir, '../../deploy/nginx.conf.template'), 'utf8');
    server = parseNginx(template).find((directive) => directive.name === 'server')!;
  });

  const headersOf = (block: Directive[]) =>
    new Map(
      block.filter((d) => d.name === 'add_header').map((d) => [d.args[0]!.toLowerCase(), d.args.slice(1)]),
    );

  const locationsOf = (block: Directive[]): Directive[] =>
    block.flatMap((d) => (d.name === 'location' ? [d, ...locationsOf(d.block ?? [])] : []));

  it("sets the web app's headers on the server, always (error answers too)", () => {
    const headers = headersOf(server.block!);
    for (const [name, value] of Object.entries(expected)) {
      expect(headers.get(name.toLowerCase()), name).toEqual([value, 'always']);
    }
  });

  it('gives every location those headers: none has an add_header that would drop them', () => {
    const locations = locationsOf(server.block!);
    expect(locations.map((location) => location.args.join(' '))).toEqual(['/api/', '/assets/', '/']);
    for (const location of locations) {
      const own = headersOf(location.block ?? []);
      // nginx inherits add_header only when a level has none of its own; a level with some needs them all.
      if (own.size > 0)
        for (const name of Object.keys(expected)) expect(own.has(name.toLowerCase())).toBe(true);
    }
  });

  it('overwrites X-Forwarded-For and X-Forwarded-Proto rather than passing on what the client sent', () => {
    const api = locationsOf(server.block!).find((location) => location.args[0] === '/api/')!;
    const forwarded = new Map(
      api
        .block!.filter((d) => d.name === 'proxy_set_header')
        .map((d) => [d.args[0]!.toLowerCase(), d.args[1]]),
    );
    expect(forwarded.get('x-forwarded-for')).toBe('$remote_addr');
    expect(forwarded.get('x-forwarded-proto')).toBe('$scheme');
  });
});
