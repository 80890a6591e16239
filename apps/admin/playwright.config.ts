import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, urls, webServers } from '../../scripts/e2e-servers.mjs';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 90_000,
  use: {
    baseURL: urls.admin,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: webServers(),
});
