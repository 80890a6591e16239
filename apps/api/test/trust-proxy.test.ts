import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/create-db.ts';
import { asAdmin } from './helpers/admin.ts';
import { buildTestApp } from './helpers/app.ts';
import { testConfig } from './helpers/config.ts';
import { createTestDatabase } from './helpers/database.ts';

// The admin login allows 5 wrong passwords a minute per IP, and audits each with `request.ip`:
// both show which address the API believed the request came from.
const LOGIN_LIMIT = 5;

describe('TRUST_PROXY: whose X-Forwarded-For decides the client IP', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  const appWith = (trustProxy: string) =>
    buildTestApp({ database, config: testConfig({ TRUST_PROXY: trustProxy }) });

  const wrongPassword = (
    t: Awaited<ReturnType<typeof appWith>>,
    remoteAddress: string,
    forwardedFor?: string,
  ) =>
    t.app.inject(
      asAdmin(undefined, {
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: 'not the password' },
        remoteAddress,
        ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
      }),
    );

  const failedLoginIps = async () =>
    (
      await database.db
        .selectFrom('adminAuditLog')
        .select('ip')
        .where('action', '=', 'login_failed')
        .orderBy('createdAt')
        .execute()
    ).map((row) => row.ip);

  describe('a hop count (TRUST_PROXY=1, one proxy in front)', () => {
    let t: Awaited<ReturnType<typeof appWith>>;
    beforeAll(async () => {
      t = await appWith('1');
    });
    afterAll(async () => t.close());

    it('takes the address the proxy added, so a rotated client-sent prefix cannot escape the limit', async () => {
      const proxy = '10.0.0.2';
      const client = '198.51.100.7';
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_LIMIT; i++) {
        // What an appending proxy forwards when the client sent its own X-Forwarded-For.
        const response = await wrongPassword(t, proxy, `192.0.2.${i + 1}, ${client}`);
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await failedLoginIps()).filter((ip) => ip === client)).toHaveLength(LOGIN_LIMIT);
      expect((await failedLoginIps()).filter((ip) => ip?.startsWith('192.0.2.'))).toEqual([]);

      // Another client behind the same proxy has a limit of its own.
      expect((await wrongPassword(t, proxy, `192.0.2.1, 198.51.100.8`)).statusCode).toBe(401);
    });
  });

  describe('an address list (TRUST_PROXY=10.0.0.0/8, fd00::/8)', () => {
    let t: Awaited<ReturnType<typeof appWith>>;
    beforeAll(async () => {
      t = await appWith('10.0.0.0/8, fd00::/8');
    });
    afterAll(async () => t.close());

    it("honours the listed proxy's X-Forwarded-For", async () => {
      expect((await wrongPassword(t, '10.1.2.3', '198.51.100.20')).statusCode).toBe(401);
      expect((await wrongPassword(t, 'fd00::5', '198.51.100.21')).statusCode).toBe(401);
      expect(await failedLoginIps()).toEqual(expect.arrayContaining(['198.51.100.20', '198.51.100.21']));
    });

    it('ignores X-Forwarded-For from anyone else, so rotating it does not escape the limit', async () => {
      const direct = '203.0.113.99';
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_LIMIT; i++) {
        statuses.push((await wrongPassword(t, direct, `192.0.2.${100 + i}`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await failedLoginIps()).filter((ip) => ip === direct)).toHaveLength(LOGIN_LIMIT);
      expect((await failedLoginIps()).filter((ip) => ip?.startsWith('192.0.2.1'))).toEqual([]);
    });
  });
});

describe('TRUST_PROXY validation', () => {
  it.each([
    ['false', false],
    ['true', true],
    ['1', 1],
    [' 10.0.0.0/8, 192.168.1.5 ,::1 ', ['10.0.0.0/8', '192.168.1.5', '::1']],
    ['loopback', ['loopback']],
  ])('accepts %j', (value, expected) => {
    expect(testConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '11', '-1', '10.0.0.0/33', '10.0.0.300', 'proxy.internal', '10.0.0.1/8/2'])(
    'refuses %j with a message naming TRUST_PROXY',
    (value) => {
      expect(() => testConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid configuration: TRUST_PROXY must be a hop count .* proxy IPs or CIDRs/,
      );
    },
  );
});
