import { Writable } from 'node:stream';
import { PRICING } from '@sous/domain';
import { hasPremiumAccess } from '@sous/entitlements';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loggerOptions } from '../src/logger.ts';
import { CATALOG, ensureCatalog } from '../src/services/billing/stripe-catalog.ts';
import { createStripeClient } from '../src/services/billing/stripe-provider.ts';
import { addMonths, type FakeStripe, startFakeStripe } from './fakes/fake-stripe.ts';
import { buildTestApp, TestClock } from './helpers/app.ts';
import {
  browserStripe,
  intentIdOf,
  PUBLISHABLE_KEY,
  stripeTestConfig,
  WEBHOOK_SECRET,
} from './helpers/stripe.ts';
import { asUser, signUpUser } from './helpers/users.ts';

const DAY = 24 * 60 * 60 * 1000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('billing with Stripe (the real SDK against a fake Stripe API)', () => {
  const clock = new TestClock();
  let fake: FakeStripe;
  let browser: Stripe;
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    fake = await startFakeStripe({ now: clock.now });
    browser = browserStripe(fake);
    t = await buildTestApp({ clock, config: stripeTestConfig(fake) });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (cookie: string | undefined, url: string, payload: object = {}) =>
    t.app.inject(asUser(cookie, { method: 'POST', url, payload }));
  const row = (id: string) =>
    t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** create-setup-intent, then the card confirmed as Stripe.js would; returns the intent id. */
  const cardSetup = async (cookie: string, discount = false, card = 'pm_card_visa') => {
    const response = await post(cookie, '/api/stripe/create-setup-intent', { discount });
    expect(response.statusCode).toBe(200);
    const id = intentIdOf(response.json().clientSecret);
    await browser.setupIntents.confirm(id, { payment_method: card });
    return id;
  };
  const confirm = (cookie: string, setupIntentId: string, discount = false) =>
    post(cookie, '/api/stripe/confirm-trial', { setupIntentId, discount });
  const subscriptionsOf = (customerId: string | null) =>
    [...fake.subscriptions.values()].filter((s) => s.customer === customerId);
  const paidInvoices = (subscriptionId: string) =>
    fake.invoices.filter((i) => i.subscription === subscriptionId);

  it('serves the publishable key, without the simulated flag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stripe/config' });
    expect(response.json()).toEqual({ publishableKey: PUBLISHABLE_KEY });
  });

  it('needs a signed-in user', async () => {
    for (const url of [
      '/api/stripe/create-setup-intent',
      '/api/stripe/confirm-trial',
      '/api/stripe/create-portal-session',
    ]) {
      expect((await post(undefined, url, { setupIntentId: 'seti_123' })).statusCode).toBe(401);
    }
  });

  it('first subscription: one customer, card made default, a 3-day trial with no discount', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const intent = await cardSetup(cookie);
    await cardSetup(cookie);
    const customerId = (await row(user.id)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    expect([...fake.customers.values()].filter((c) => c.id === customerId)).toHaveLength(1);
    const customerCreates = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers');
    expect(customerCreates.filter((r) => r.idempotencyKey === `customer:${user.id}`)).toHaveLength(1);

    const response = await confirm(cookie, intent);
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    const trialEnd = new Date(clock.now().getTime() + PRICING.trialDays * DAY).toISOString();
    expect(updated).toMatchObject({
      subscriptionType: 'trial',
      hasUsedTrial: true,
      trialEndsAt: trialEnd,
      subscriptionEndsAt: trialEnd,
      stripeCustomerId: customerId,
    });
    expect(hasPremiumAccess(updated, clock.now())).toBe(true);

    const [subscription] = subscriptionsOf(customerId);
    expect((await row(user.id)).stripeSubscriptionId).toBe(subscription!.id);
    expect(subscription).toMatchObject({ status: 'trialing', discounts: [] });
    const paymentMethod = fake.setupIntents.get(intent)!.payment_method;
    expect(fake.customers.get(customerId!)!.invoice_settings).toEqual({
      default_payment_method: paymentMethod,
    });
    expect(subscription!.default_payment_method).toBe(paymentMethod);
    expect(subscription!.metadata).toMatchObject({
      userId: user.id,
      setupIntentId: intent,
      discount: 'false',
    });
    expect(paidInvoices(subscription!.id).map((i) => i.total)).toEqual([0]);
    fake.advance(subscription!.id);
    expect(paidInvoices(subscription!.id).map((i) => i.total)).toEqual([0, PRICING.monthlyPriceCents]);
  });

  it('a repeat subscriber gets no trial and pays the first month now', async () => {
    const { cookie, user } = await signUpUser(t.app);
    await t.db.updateTable('users').set({ hasUsedTrial: true }).where('id', '=', user.id).execute();
    const response = await confirm(cookie, await cardSetup(cookie));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subscriptionType: 'active',
      trialEndsAt: null,
      hasUsedTrial: true,
    });
    expect(response.json().subscriptionEndsAt).toBe(
      new Date(addMonths(seconds(clock.now()), 1) * 1000).toISOString(),
    );
    const [subscription] = subscriptionsOf((await row(user.id)).stripeCustomerId);
    expect(subscription).toMatchObject({ status: 'active', trial_end: null });
    expect(paidInvoices(subscription!.id).map((i) => i.total)).toEqual([PRICING.monthlyPriceCents]);
  });

  it('the 50% discount lands on the first paid invoice, after the $0 trial invoice, and only there', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await confirm(cookie, await cardSetup(cookie, true), true);
    expect(response.json().subscriptionType).toBe('trial');
    const [subscription] = subscriptionsOf((await row(user.id)).stripeCustomerId);
    expect(subscription!.metadata).toMatchObject({ discount: 'true' });
    for (let month = 0; month < 3; month++) fake.advance(subscription!.id);
    const invoices = paidInvoices(subscription!.id);
    expect(invoices.map((i) => [i.total, i.discount_amount])).toEqual([
      [0, 0],
      [Math.round(PRICING.discountPrice * 100), 150],
      [PRICING.monthlyPriceCents, 0],
      [PRICING.monthlyPriceCents, 0],
    ]);
    expect(invoices[1]!.discount_coupon).toBe(CATALOG.couponId);
    // The discounted invoice is the first paid month, starting when the trial ends.
    expect(invoices[1]!.period_start).toBe(subscription!.trial_end);
    expect(fake.coupons.get(CATALOG.couponId)).toMatchObject({
      percent_off: PRICING.discountPercent,
      duration: 'repeating',
      duration_in_months: 1,
    });
    // The one-month window from the start covers the trial: it would not if the trial were a month.
    expect(PRICING.trialDays).toBeLessThan(28);
  });

  it('the discount without a trial is the first invoice only; it is refused a second time', async () => {
    const { cookie, user } = await signUpUser(t.app);
    await t.db.updateTable('users').set({ hasUsedTrial: true }).where('id', '=', user.id).execute();
    expect((await confirm(cookie, await cardSetup(cookie, true), true)).statusCode).toBe(200);
    const customerId = (await row(user.id)).stripeCustomerId;
    const [subscription] = subscriptionsOf(customerId);
    fake.advance(subscription!.id);
    fake.advance(subscription!.id);
    expect(paidInvoices(subscription!.id).map((i) => i.total)).toEqual([149, 299, 299]);

    await browser.subscriptions.cancel(subscription!.id);
    const again = await confirm(cookie, await cardSetup(cookie, true), true);
    expect(again.statusCode).toBe(409);
    expect(subscriptionsOf(customerId)).toHaveLength(1);
  });

  it('the fake models the trap: a plain "once" coupon is used up by the $0 trial invoice', async () => {
    // Control for the test above: with Stripe's `once` semantics the paid month gets nothing.
    const customer = await browser.customers.create({ email: 'control@example.com' });
    const intent = await browser.setupIntents.create({ customer: customer.id });
    const confirmed = await browser.setupIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const once = await browser.coupons.create({ percent_off: 50, duration: 'once' });
    const { priceId } = await ensureCatalog(browser);
    const subscription = await browser.subscriptions.create({
      customer: customer.id,
      items: [{ price: priceId }],
      default_payment_method: String(confirmed.payment_method),
      trial_period_days: 3,
      discounts: [{ coupon: once.id }],
    });
    fake.advance(subscription.id);
    expect(paidInvoices(subscription.id).map((i) => [i.total, i.discount_coupon])).toEqual([
      [0, once.id],
      [299, null],
    ]);
  });

  it('a double confirm creates one subscription (same Idempotency-Key, then the stored one)', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const intent = await cardSetup(cookie);
    const [first, second] = await Promise.all([confirm(cookie, intent), confirm(cookie, intent)]);
    const third = await confirm(cookie, intent);
    for (const response of [first, second, third]) expect(response.statusCode).toBe(200);
    const customerId = (await row(user.id)).stripeCustomerId;
    expect(subscriptionsOf(customerId)).toHaveLength(1);
    expect(new Set([first, second, third].map((r) => r.json().trialEndsAt)).size).toBe(1);
    const creates = fake.requests.filter(
      (r) => r.path === '/v1/subscriptions' && r.method === 'POST' && r.params.customer === customerId,
    );
    expect(creates.length).toBeGreaterThanOrEqual(1);
    for (const create of creates) expect(create.idempotencyKey).toBe(`subscribe:${user.id}:${intent}`);
  });

  it("refuses another customer's setup intent (403), an unknown one (403) and an unconfirmed one (402)", async () => {
    const owner = await signUpUser(t.app);
    const intruder = await signUpUser(t.app);
    const intent = await cardSetup(owner.cookie);
    await cardSetup(intruder.cookie);
    const stolen = await confirm(intruder.cookie, intent);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('forbidden');
    expect((await row(intruder.user.id)).subscriptionType).toBe('free');
    expect(subscriptionsOf((await row(intruder.user.id)).stripeCustomerId)).toHaveLength(0);
    expect((await confirm(intruder.cookie, 'seti_doesnotexist')).statusCode).toBe(403);

    const unconfirmed = await post(intruder.cookie, '/api/stripe/create-setup-intent', {});
    const pending = await confirm(intruder.cookie, intentIdOf(unconfirmed.json().clientSecret));
    expect(pending.statusCode).toBe(402);
    expect(subscriptionsOf((await row(intruder.user.id)).stripeCustomerId)).toHaveLength(0);
  });

  it('a declined card creates nothing; a second subscription while one is live is refused', async () => {
    const { cookie, user } = await signUpUser(t.app);
    await t.db.updateTable('users').set({ hasUsedTrial: true }).where('id', '=', user.id).execute();
    const declined = await confirm(cookie, await cardSetup(cookie, false, 'pm_card_chargeDeclined'));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'payment_failed', message: 'Your card was declined.' });
    expect((await row(user.id)).stripeSubscriptionId).toBeNull();

    expect((await confirm(cookie, await cardSetup(cookie))).statusCode).toBe(200);
    const second = await confirm(cookie, await cardSetup(cookie));
    expect(second.statusCode).toBe(409);
    expect(subscriptionsOf((await row(user.id)).stripeCustomerId)).toHaveLength(1);
  });

  it('opens the Stripe billing portal, returning to /account', async () => {
    const { cookie } = await signUpUser(t.app);
    expect((await post(cookie, '/api/stripe/create-portal-session')).statusCode).toBe(400);
    await confirm(cookie, await cardSetup(cookie));
    const response = await post(cookie, '/api/stripe/create-portal-session');
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const call = fake.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(call.params.return_url).toBe(`${t.config.webOrigins[0]}/account`);
    expect(call.idempotencyKey).toMatch(/^portal:cus_/);
  });

  it('deleting the account cancels the subscription at Stripe before the user is removed', async () => {
    const { cookie, user } = await signUpUser(t.app);
    await confirm(cookie, await cardSetup(cookie));
    const customerId = (await row(user.id)).stripeCustomerId;
    const [subscription] = subscriptionsOf(customerId);
    fake.failNext(1);
    const refused = await t.app.inject(asUser(cookie, { method: 'DELETE', url: '/api/auth/delete-account' }));
    expect(refused.statusCode).toBe(503);
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeDefined();

    const response = await t.app.inject(
      asUser(cookie, { method: 'DELETE', url: '/api/auth/delete-account' }),
    );
    expect(response.statusCode).toBe(204);
    expect(subscription!.status).toBe('canceled');
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('every write to Stripe carried an idempotency key built from a business key', async () => {
    const writes = fake.requests.filter((r) => r.method === 'POST' || r.method === 'DELETE');
    expect(writes.length).toBeGreaterThan(10);
    const appWrites = writes.filter((r) =>
      r.idempotencyKey?.match(
        /^(customer|setup-intent|default-payment-method|subscribe|portal|cancel|catalog):/,
      ),
    );
    // The rest are this test's own "browser" calls (setup intent confirm, control objects).
    const others = writes.filter((r) => !appWrites.includes(r));
    for (const other of others) {
      expect(other.path).toMatch(
        /\/confirm$|^\/v1\/(customers|setup_intents|coupons|subscriptions(\/sub_\w+)?)$/,
      );
    }
    expect(appWrites.map((r) => r.idempotencyKey!.split(':')[0])).toEqual(
      expect.arrayContaining([
        'customer',
        'setup-intent',
        'default-payment-method',
        'subscribe',
        'portal',
        'cancel',
        'catalog',
      ]),
    );
  });

  it('catalog set-up is safe to run twice: one product, one price, one coupon', async () => {
    const stripe = createStripeClient(t.config.stripe!);
    const first = await ensureCatalog(stripe);
    const second = await ensureCatalog(stripe);
    expect(second).toEqual(first);
    expect(fake.products.size).toBe(1);
    expect([...fake.prices.values()].filter((p) => p.lookup_key === CATALOG.priceLookupKey)).toHaveLength(1);
    expect(fake.prices.get(first.priceId)).toMatchObject({
      unit_amount: PRICING.monthlyPriceCents,
      currency: 'usd',
      recurring: { interval: 'month', interval_count: 1 },
    });
  });

  it('the secret key and webhook secret never reach the log, even when Stripe fails', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp({
      config: t.config,
      database: t.database,
      now: clock.now,
      logger: { ...(loggerOptions('trace') as object), stream },
    });
    try {
      const { cookie } = await signUpUser(logged);
      fake.failNext(1);
      const failed = await logged.inject(
        asUser(cookie, { method: 'POST', url: '/api/stripe/create-setup-intent', payload: {} }),
      );
      expect(failed.statusCode).toBe(503);
      expect(failed.json().code).toBe('billing_unavailable');
      logged.log.info({ stripe: t.config.stripe }, 'config at start');
      logged.log.info({ headers: { authorization: `Bearer ${fake.secretKey}` } }, 'a request');
    } finally {
      await logged.close();
    }
    const output = lines.join('');
    expect(output).toContain('stripe StripeAPIError 500');
    expect(output).toContain('config at start');
    expect(output).not.toContain(fake.secretKey);
    expect(output).not.toContain(WEBHOOK_SECRET);
  });
});
