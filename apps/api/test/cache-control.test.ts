import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_PORTAL_PATH } from '../src/plugins/billing.ts';
import { asAdmin, loginAdmin } from './helpers/admin.ts';
import { buildTestApp } from './helpers/app.ts';
import { asUser, setPlan, signUpUser } from './helpers/users.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('Cache-Control on API answers', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: string;
  let cook: Awaited<ReturnType<typeof signUpUser>>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await loginAdmin(t.app);
    cook = await signUpUser(t.app);
    await setPlan(t.db, cook.user.id, 'active', t.clock.now());
  });
  afterAll(async () => t.close());

  it('sends no-store on every answer that depends on who asks, errors included', async () => {
    const requests = [
      asUser(cook.cookie, { method: 'GET', url: '/api/auth/me' }),
      asUser(cook.cookie, { method: 'GET', url: '/api/recipes/saved' }),
      asUser(cook.cookie, { method: 'GET', url: `/api/recipes/${UNKNOWN_ID}/is-saved` }),
      asUser(cook.cookie, {
        method: 'POST',
        url: '/api/recipes/generate',
        payload: { ingredients: 'eggs, rice, spinach' },
      }),
      asUser(cook.cookie, { method: 'POST', url: '/api/stripe/create-setup-intent', payload: {} }),
      asUser(cook.cookie, { method: 'GET', url: '/api/stripe/config' }),
      asAdmin(admin, { method: 'GET', url: '/api/admin/users' }),
      asAdmin(admin, { method: 'GET', url: '/api/admin/stats' }),
      asAdmin(admin, {
        method: 'PATCH',
        url: `/api/admin/users/${cook.user.id}/notes`,
        payload: { notes: 'private' },
      }),
      { method: 'GET' as const, url: '/api/auth/me' },
      { method: 'GET' as const, url: '/api/no-such-route' },
      { method: 'GET' as const, url: '/api/recipes/%E0%A4%A' },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${String(request.url)} ${response.body}`).toBeLessThan(500);
      expect(response.headers['cache-control'], String(request.url)).toBe('no-store');
    }
  });

  it('leaves the health checks cacheable and keeps a route’s own header', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBeUndefined();
    }
    const portal = await t.app.inject(asUser(cook.cookie, { method: 'GET', url: SIMULATED_PORTAL_PATH }));
    expect(portal.statusCode).toBe(200);
    expect(portal.headers['cache-control']).toBe('no-store');
  });
});
