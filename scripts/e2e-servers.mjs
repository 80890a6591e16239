// Playwright `webServer` entries for the built API, web app and admin console, on the ports that
// scripts/e2e.mjs chose (or fixed fallbacks when a config is run by hand).
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const host = '127.0.0.1';

export const ports = {
  api: Number(process.env.E2E_API_PORT ?? 3100),
  web: Number(process.env.E2E_WEB_PORT ?? 5273),
  admin: Number(process.env.E2E_ADMIN_PORT ?? 5274),
  google: Number(process.env.E2E_GOOGLE_PORT ?? 3199),
};
export const urls = {
  api: `http://${host}:${ports.api}`,
  web: `http://${host}:${ports.web}`,
  admin: `http://${host}:${ports.admin}`,
  /** The fake Google OpenID provider (apps/api/test/fakes/fake-google.ts) the API signs in with. */
  google: `http://${host}:${ports.google}`,
};
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-0001';
export const E2E_GOOGLE_CLIENT = {
  id: 'sous-e2e.apps.googleusercontent.com',
  secret: 'sous-e2e-fake-google-secret',
};

export const chromiumLaunchOptions = {
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export function webServers() {
  const preview = (app, port) => ({
    command: `pnpm --filter @sous/${app} exec vite preview --host ${host} --port ${port} --strictPort`,
    url: `http://${host}:${port}`,
    cwd: root,
    env: { SOUS_API_URL: urls.api },
    reuseExistingServer: false,
    timeout: 60_000,
  });
  return [
    {
      command: 'node_modules/.bin/tsx test/fakes/fake-google-server.ts',
      url: `${urls.google}/.well-known/openid-configuration`,
      cwd: join(root, 'apps', 'api'),
      env: {
        FAKE_GOOGLE_PORT: String(ports.google),
        FAKE_GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT.id,
        FAKE_GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT.secret,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node apps/api/dist/server.js',
      url: `${urls.api}/api/health`,
      cwd: root,
      env: {
        PORT: String(ports.api),
        HOST: host,
        DATA_DIR: process.env.E2E_DATA_DIR ?? join(root, '.data', 'e2e'),
        WEB_ORIGIN: urls.web,
        ADMIN_ORIGIN: urls.admin,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        // Each run gets its own embedded database and in-memory rate limits, whatever the shell has.
        DATABASE_URL: '',
        REDIS_URL: '',
        // The journeys rely on the deterministic local chef, never on a model.
        ANTHROPIC_API_KEY: '',
        // One proxy hop, as deployed: a journey that stands for cooks behind another network sends its
        // own X-Forwarded-For (the preview proxy passes it on); the others are 127.0.0.1. That a client's
        // header cannot reset a limit is the API tests' job (apps/api/test/trust-proxy.test.ts).
        TRUST_PROXY: '1',
        // Sign in with Google against the fake provider started above, never Google itself.
        GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT.secret,
        GOOGLE_OIDC_ISSUER: urls.google,
      },
      reuseExistingServer: false,
      // A new data directory runs initdb before the API listens (seconds on a quiet machine, 12–47 s
      // seen on a loaded one); the API itself waits up to 120 s for it.
      timeout: 150_000,
    },
    preview('web', ports.web),
    preview('admin', ports.admin),
  ];
}
