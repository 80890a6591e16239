import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '@sous/domain/security-headers';
import { build, type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const expected = securityHeaders('admin');

// The nginx template both images share is checked in apps/web/test/security-headers.test.ts.
describe('security headers of vite preview (what `pnpm start` serves)', () => {
  let outDir: string;
  let server: PreviewServer;
  let origin: string;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'sous-admin-build-'));
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
    // The console loads nothing from another origin.
    expect(expected['Content-Security-Policy']).not.toMatch(/https:/);
  });

  it('sends them on the app shell, a deep route and an asset', async () => {
    const asset = (await readdir(join(outDir, 'assets'))).find((name) => name.endsWith('.js'));
    for (const path of ['/', '/users/some-user-id', `/assets/${asset}`]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
    }
  });
});
