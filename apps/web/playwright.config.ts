import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, urls, webServers } from '../../scripts/e2e-servers.mjs';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: urls.web,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    // The service worker is tested in e2e/offline.spec.ts. Elsewhere it is blocked: a worker that
    // answers from its precache hides requests from page.route (holdRequests, the toast specs) and
    // its install downloads every chunk while a journey runs.
    serviceWorkers: 'block',
  },
  webServer: webServers(),
});
