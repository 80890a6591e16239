import { COPY } from '@sous/domain';
import { hasPremiumAccess } from '@sous/entitlements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema.ts';
import type { BillingProvider } from '../src/services/billing/provider.ts';
import { addOneMonth, createSimulatedProvider } from '../src/services/billing/simulated-provider.ts';
import { buildTestApp } from './helpers/app.ts';
import { asUser, signUpUser } from './helpers/users.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('billing with the simulated provider', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const post = (cookie: string | undefined, url: string, payload: object = {}) =>
    t.app.inject(asUser(cookie, { method: 'POST', url, payload }));
  const setupIntentId = async (cookie: string, discount = false) => {
    const response = await post(cookie, '/api/stripe/create-setup-intent', { discount });
    expect(response.statusCode).toBe(200);
    const { clientSecret } = response.json() as { clientSecret: string };
    expect(clientSecret).toMatch(/^seti_sim_[0-9a-f]+_[0-9a-f]+_secret_[0-9a-f]+$/);
    return clientSecret.split('_secret_')[0]!;
  };
  const row = (id: string) =>
    t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('says it is simulated, with no publishable key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stripe/config' });
    expect(response.json()).toEqual({ publishableKey: null, simulated: true });
  });

  it('needs a signed-in user', async () => {
    for (const url of [
      '/api/stripe/create-setup-intent',
      '/api/stripe/confirm-trial',
      '/api/stripe/create-portal-session',
    ]) {
      expect((await post(undefined, url, { setupIntentId: 'seti_sim_x' })).statusCode).toBe(401);
    }
  });

  it('first subscription: a 3-day trial; the customer id is created once; a double confirm subscribes once', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const intent = await setupIntentId(cookie);
    const customerId = (await row(user.id)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_sim_/);
    await setupIntentId(cookie);
    expect((await row(user.id)).stripeCustomerId).toBe(customerId);

    const [first, second] = await Promise.all([
      post(cookie, '/api/stripe/confirm-trial', { setupIntentId: intent }),
      post(cookie, '/api/stripe/confirm-trial', { setupIntentId: intent }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const updated = first.json();
    expect(updated).toMatchObject({
      subscriptionType: 'trial',
      hasUsedTrial: true,
      stripeCustomerId: customerId,
    });
    expect(updated.trialEndsAt).toBe(new Date(t.clock.now().getTime() + 3 * DAY).toISOString());
    expect(second.json().trialEndsAt).toBe(updated.trialEndsAt);
    expect(hasPremiumAccess(updated, t.clock.now())).toBe(true);
  });

  it('a repeat subscriber gets no second trial', async () => {
    const { cookie, user } = await signUpUser(t.app);
    await t.db.updateTable('users').set({ hasUsedTrial: true }).where('id', '=', user.id).execute();
    const response = await post(cookie, '/api/stripe/confirm-trial', {
      setupIntentId: await setupIntentId(cookie, true),
    });
    expect(response.json()).toMatchObject({ subscriptionType: 'active', trialEndsAt: null });
    expect(response.json().subscriptionEndsAt).toBe(addOneMonth(t.clock.now()).toISOString());
  });

  it("refuses another customer's setup intent with 403", async () => {
    const owner = await signUpUser(t.app);
    const intruder = await signUpUser(t.app);
    const intent = await setupIntentId(owner.cookie);
    await setupIntentId(intruder.cookie);
    const response = await post(intruder.cookie, '/api/stripe/confirm-trial', { setupIntentId: intent });
    expect(response.statusCode).toBe(403);
    expect((await row(intruder.user.id)).subscriptionType).toBe('free');
    const forged = await post(intruder.cookie, '/api/stripe/confirm-trial', {
      setupIntentId: `seti_sim_${'0'.repeat(16)}_${'0'.repeat(32)}`,
    });
    expect(forged.statusCode).toBe(403);
  });

  it('the portal cancels at the period end (access until then) and resumes', async () => {
    const { cookie, user } = await signUpUser(t.app);
    expect((await post(cookie, '/api/stripe/create-portal-session')).statusCode).toBe(400);
    await post(cookie, '/api/stripe/confirm-trial', { setupIntentId: await setupIntentId(cookie) });
    const portal = await post(cookie, '/api/stripe/create-portal-session');
    expect(portal.json().url).toBe(`${t.config.webOrigins[0]}/api/stripe/simulated-portal`);

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/simulated-portal',
      headers: { cookie },
    });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(COPY.upsell.testMode);
    expect(page.body).toContain('Cancel subscription');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'nonce-[^']+'/);

    const cancelled = await post(cookie, '/api/stripe/simulated-portal/cancel');
    expect(cancelled.json().subscriptionType).toBe('cancelled');
    const stored = await row(user.id);
    expect(stored.subscriptionEndsAt?.toISOString()).toBe(
      new Date(t.clock.now().getTime() + 3 * DAY).toISOString(),
    );
    expect(hasPremiumAccess(stored, t.clock.now())).toBe(true);
    expect(hasPremiumAccess(stored, new Date(stored.subscriptionEndsAt!.getTime() + 1))).toBe(false);

    const resumed = await post(cookie, '/api/stripe/simulated-portal/resume');
    expect(resumed.json().subscriptionType).toBe('trial');
    t.clock.advance(4 * DAY);
    await post(cookie, '/api/stripe/simulated-portal/cancel');
    expect((await post(cookie, '/api/stripe/simulated-portal/resume')).statusCode).toBe(400);
  });

  it('deleting an account cancels the subscription at the provider first', async () => {
    const cancelled: string[] = [];
    const provider = createSimulatedProvider({
      secret: 'spy-secret-for-this-test',
      portalUrl: 'http://x/portal',
    });
    const spyProvider: BillingProvider = {
      ...provider,
      async cancelSubscriptionNow(user: UserRow) {
        cancelled.push(user.id);
        await provider.cancelSubscriptionNow(user);
      },
    };
    const spy = await buildTestApp({ database: t.database, billing: spyProvider });
    try {
      const { cookie, user } = await signUpUser(spy.app);
      await post(cookie, '/api/stripe/confirm-trial', { setupIntentId: await setupIntentId(cookie) });
      const response = await spy.app.inject(
        asUser(cookie, { method: 'DELETE', url: '/api/auth/delete-account' }),
      );
      expect(response.statusCode).toBe(204);
      expect(cancelled).toEqual([user.id]);
    } finally {
      await spy.close();
    }
  });
});
