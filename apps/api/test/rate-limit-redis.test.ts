import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { testConfig } from './helpers/config.ts';
import { testDatabaseKind } from './helpers/database.ts';
import { asUser, uniqueEmail } from './helpers/users.ts';

// Needs a Redis server (REDIS_URL, set by .ci/run); the limiter does not depend on the database
// engine, so it runs once, in the PGlite project.
describe.runIf(process.env.REDIS_URL && testDatabaseKind === 'pglite')('rate limits in Redis', () => {
  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = [];
  beforeAll(async () => {
    // Two API processes sharing one Redis.
    for (let i = 0; i < 2; i++)
      apps.push(await buildTestApp({ config: testConfig({ REDIS_URL: process.env.REDIS_URL! }) }));
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('hold across API processes', async () => {
    const email = uniqueEmail('redis');
    // A fresh address per run, so counters left in Redis by earlier runs do not count.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const attempt = (index: number) =>
      apps[index % 2]!.app.inject(
        asUser(undefined, {
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email, password: 'wrong guess' },
          remoteAddress,
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt(i)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  }, 60_000);
});
