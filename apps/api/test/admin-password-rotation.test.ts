import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/create-db.ts';
import { asAdmin, loginAdmin } from './helpers/admin.ts';
import { buildTestApp } from './helpers/app.ts';
import { TEST_ADMIN_PASSWORD, testConfig } from './helpers/config.ts';
import { createTestDatabase } from './helpers/database.ts';

const ROTATED_PASSWORD = 'rotated-admin-password-5678';

/** The API as a restart would bring it up: the same database and SESSION_SECRET, the given admin password. */
const start = (database: DatabaseHandle, password: string) =>
  buildTestApp({ database, config: testConfig({ ADMIN_PASSWORD: password }) });

describe('rotating ADMIN_PASSWORD', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  const stats = (app: Awaited<ReturnType<typeof start>>['app'], cookie: string) =>
    app.inject(asAdmin(cookie, { method: 'GET', url: '/api/admin/stats' }));

  it('ends the admin sessions opened with the old password; a restart with the same password keeps them', async () => {
    const before = await start(database, TEST_ADMIN_PASSWORD);
    const oldCookie = await loginAdmin(before.app);
    expect((await stats(before.app, oldCookie)).statusCode).toBe(200);
    await before.close();

    const samePassword = await start(database, TEST_ADMIN_PASSWORD);
    expect((await stats(samePassword.app, oldCookie)).statusCode).toBe(200);
    await samePassword.close();

    const rotated = await start(database, ROTATED_PASSWORD);
    try {
      const refused = await stats(rotated.app, oldCookie);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Admin sign-in required.', code: 'unauthorized' });
      const users = await rotated.app.inject(asAdmin(oldCookie, { method: 'GET', url: '/api/admin/users' }));
      expect(users.statusCode).toBe(401);

      const login = await rotated.app.inject(
        asAdmin(undefined, {
          method: 'POST',
          url: '/api/admin/login',
          payload: { password: ROTATED_PASSWORD },
        }),
      );
      expect(login.statusCode).toBe(200);
      const newCookie = login.headers['set-cookie']!.toString().split(';')[0]!;
      expect((await stats(rotated.app, newCookie)).statusCode).toBe(200);
    } finally {
      await rotated.close();
    }
  });

  it('refuses a stored admin session that carries no password tag (opened before sessions were bound)', async () => {
    const t = await start(database, TEST_ADMIN_PASSWORD);
    try {
      const cookie = await loginAdmin(t.app);
      const sid = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
      const session = JSON.stringify({ admin: { loggedInAt: t.clock.now().toISOString() } });
      await t.db.updateTable('adminSessions').set({ session }).where('sid', '=', sid).execute();
      expect((await stats(t.app, cookie)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
