import { type Config, loadConfig } from '../../src/config.ts';

export const WEB_ORIGIN = 'http://127.0.0.1:5173';
export const ADMIN_ORIGIN = 'http://127.0.0.1:5174';
export const TEST_ADMIN_PASSWORD = 'test-admin-password-1234';

/** A configuration as the tests want it: no Claude, simulated billing, fixed origins and admin password. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    WEB_ORIGIN,
    ADMIN_ORIGIN,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-1234',
    LOG_LEVEL: 'silent',
    ...env,
  });
}
