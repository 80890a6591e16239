import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { WEB_ORIGIN } from './helpers/config.ts';

describe('health, errors and request hygiene', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('GET /api/health answers while the process is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready checks the database', async () => {
    // Opening the embedded database (from its snapshot) is not what this checks: on a loaded machine it
    // can take longer than the probe's 2 s ping, so it is opened first.
    await t.database.ping(60_000);
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', database: t.database.kind });
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown routes with {message, code}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/nope', code: 'not_found' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toHaveProperty('code');
  });

  it('refuses bodies over the size limit with 413', async () => {
    t.app.log.level = 'silent';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json', origin: WEB_ORIGIN },
      payload: JSON.stringify({ text: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('refuses a cookie-carrying mutation from another origin with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: {
        cookie: 'sous_session=abc',
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden_origin');
  });

  it('refuses a cookie-carrying mutation without a JSON content type with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: {
        cookie: 'sous_session=abc',
        origin: WEB_ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'a=b',
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets an allowed origin through the cross-site guard (Referer counts when Origin is absent)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: {
        cookie: 'sous_session=abc',
        referer: `${WEB_ORIGIN}/account`,
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
