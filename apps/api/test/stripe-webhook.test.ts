import { hasPremiumAccess } from '@sous/entitlements';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeObject, type FakeStripe, startFakeStripe } from './fakes/fake-stripe.ts';
import { buildTestApp, TestClock } from './helpers/app.ts';
import { browserStripe, intentIdOf, signedWebhook, stripeTestConfig } from './helpers/stripe.ts';
import { asUser, signUpUser } from './helpers/users.ts';

const DAY = 24 * 60 * 60 * 1000;
const at = (seconds: unknown) => new Date(Number(seconds) * 1000);

describe('Stripe webhooks', () => {
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

  const row = (id: string) =>
    t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const processed = (eventId: string) =>
    t.db.selectFrom('processedWebhookEvents').selectAll().where('id', '=', eventId).execute();
  const deliver = (payload: string, secret?: string) => t.app.inject(signedWebhook(payload, secret));
  const subscriptionEvent = (type: string, subscription: FakeObject) => fake.event(type, subscription);
  const invoiceEvent = (type: string, subscription: FakeObject) =>
    fake.event(type, fake.invoices.findLast((i) => i.subscription === subscription.id)!);
  const retrievals = (subscriptionId: string) =>
    fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`)
      .length;

  /** A user on a trial, through the API as the browser does it. */
  const trialUser = async () => {
    const { cookie, user } = await signUpUser(t.app);
    const setup = await t.app.inject(
      asUser(cookie, { method: 'POST', url: '/api/stripe/create-setup-intent', payload: {} }),
    );
    const setupIntentId = intentIdOf(setup.json().clientSecret);
    await browser.setupIntents.confirm(setupIntentId, { payment_method: 'pm_card_visa' });
    const confirmed = await t.app.inject(
      asUser(cookie, { method: 'POST', url: '/api/stripe/confirm-trial', payload: { setupIntentId } }),
    );
    expect(confirmed.json().subscriptionType).toBe('trial');
    const stored = await row(user.id);
    return { cookie, user, subscription: fake.subscriptions.get(stored.stripeSubscriptionId!)! };
  };

  it('a bad or missing signature is a 400 and changes nothing', async () => {
    const { user, subscription } = await trialUser();
    const before = await row(user.id);
    fake.setCancelAtPeriodEnd(subscription.id, true);
    const event = subscriptionEvent('customer.subscription.updated', subscription);
    const forged = await deliver(event.payload, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const tampered = await t.app.inject({
      ...signedWebhook(event.payload),
      payload: event.payload.replace('"livemode":false', '"livemode":true'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      ...signedWebhook(event.payload),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await processed(event.id)).toHaveLength(0);
    expect(await row(user.id)).toEqual(before);
    expect(retrievals(subscription.id)).toBe(0);
    fake.setCancelAtPeriodEnd(subscription.id, false);
  });

  it('verifies the raw bytes (not re-serialised JSON), with no cookie and no Origin', async () => {
    const { user, subscription } = await trialUser();
    fake.setCancelAtPeriodEnd(subscription.id, true);
    const event = subscriptionEvent('customer.subscription.updated', subscription);
    const spaced = JSON.stringify(JSON.parse(event.payload), null, 2);
    const response = await deliver(spaced);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await row(user.id)).subscriptionType).toBe('cancelled');
  });

  it('the same event five times is applied once', async () => {
    const { user, subscription } = await trialUser();
    fake.setCancelAtPeriodEnd(subscription.id, true);
    const event = subscriptionEvent('customer.subscription.updated', subscription);
    const before = retrievals(subscription.id);
    const outcomes = [];
    for (let i = 0; i < 5; i++) {
      const response = await deliver(event.payload);
      expect(response.statusCode).toBe(200);
      outcomes.push(response.json().outcome);
    }
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await processed(event.id)).toHaveLength(1);
    expect(retrievals(subscription.id) - before).toBe(1);
    const synced = (await row(user.id)).subscriptionSyncedAt;
    clock.advance(1000);
    await deliver(event.payload);
    expect((await row(user.id)).subscriptionSyncedAt).toEqual(synced);
  });

  it('trial → active → cancelled (access until the period end) → deleted (free), in order', async () => {
    const { user, subscription } = await trialUser();
    const trialEnd = at(subscription.trial_end);

    const willEnd = await deliver(
      subscriptionEvent('customer.subscription.trial_will_end', subscription).payload,
    );
    expect(willEnd.json().outcome).toBe('applied');
    expect(await row(user.id)).toMatchObject({ subscriptionType: 'trial', trialEndsAt: trialEnd });

    clock.set(trialEnd);
    fake.advance(subscription.id);
    await deliver(subscriptionEvent('customer.subscription.updated', subscription).payload);
    await deliver(invoiceEvent('invoice.paid', subscription).payload);
    const periodEnd = at(
      (subscription.items as { data: Array<{ current_period_end: number }> }).data[0]!.current_period_end,
    );
    expect(await row(user.id)).toMatchObject({ subscriptionType: 'active', subscriptionEndsAt: periodEnd });

    clock.advance(5 * DAY);
    fake.setCancelAtPeriodEnd(subscription.id, true);
    await deliver(subscriptionEvent('customer.subscription.updated', subscription).payload);
    const cancelled = await row(user.id);
    expect(cancelled).toMatchObject({ subscriptionType: 'cancelled', subscriptionEndsAt: periodEnd });
    expect(hasPremiumAccess(cancelled, clock.now())).toBe(true);
    expect(hasPremiumAccess(cancelled, new Date(periodEnd.getTime() + 1))).toBe(false);

    clock.set(periodEnd);
    fake.advance(subscription.id);
    await deliver(subscriptionEvent('customer.subscription.deleted', subscription).payload);
    const ended = await row(user.id);
    expect(ended).toMatchObject({ subscriptionType: 'free', isPremium: false, premiumUntil: null });
    expect(hasPremiumAccess(ended, clock.now())).toBe(false);
  });

  it('the same lifecycle delivered in shuffled orders ends in the same final state', async () => {
    const orders = [
      [3, 2, 1, 0],
      [1, 3, 0, 2],
      [2, 0, 3, 1],
      [0, 3, 2, 1],
    ];
    const finals = [];
    for (const order of orders) {
      clock.set(new Date('2026-12-01T12:00:00Z'));
      const { user, subscription } = await trialUser();
      const events = [subscriptionEvent('customer.subscription.created', subscription)];
      clock.set(at(subscription.trial_end));
      fake.advance(subscription.id);
      events.push(invoiceEvent('invoice.paid', subscription));
      fake.setCancelAtPeriodEnd(subscription.id, true);
      events.push(subscriptionEvent('customer.subscription.updated', subscription));
      fake.advance(subscription.id);
      events.push(subscriptionEvent('customer.subscription.deleted', subscription));
      for (const index of order) expect((await deliver(events[index]!.payload)).statusCode).toBe(200);
      const final = await row(user.id);
      finals.push({
        subscriptionType: final.subscriptionType,
        endedAfterTrialMs: final.subscriptionEndsAt!.getTime() - at(subscription.trial_end).getTime(),
      });
    }
    expect(finals[0]).toMatchObject({ subscriptionType: 'free' });
    for (const final of finals) expect(final).toEqual(finals[0]);
  });

  it('payment_failed: no access while the renewal is unpaid; paying restores it', async () => {
    const { user, subscription } = await trialUser();
    const trialEnd = at(subscription.trial_end);
    clock.set(new Date(trialEnd.getTime() + 60_000));
    fake.advance(subscription.id, { paymentFails: true });
    expect(subscription.status).toBe('past_due');
    const failed = await deliver(invoiceEvent('invoice.payment_failed', subscription).payload);
    expect(failed.json().outcome).toBe('applied');
    const unpaid = await row(user.id);
    expect(unpaid).toMatchObject({ subscriptionType: 'cancelled', subscriptionEndsAt: trialEnd });
    expect(hasPremiumAccess(unpaid, clock.now())).toBe(false);

    fake.payOpenInvoice(subscription.id);
    await deliver(invoiceEvent('invoice.paid', subscription).payload);
    const paid = await row(user.id);
    expect(paid.subscriptionType).toBe('active');
    expect(hasPremiumAccess(paid, clock.now())).toBe(true);
  });

  it("a late event of an ended subscription does not undo the user's new one", async () => {
    const { cookie, user, subscription: old } = await trialUser();
    await browser.subscriptions.cancel(old.id);
    await deliver(subscriptionEvent('customer.subscription.deleted', old).payload);
    expect((await row(user.id)).subscriptionType).toBe('free');

    const setup = await t.app.inject(
      asUser(cookie, { method: 'POST', url: '/api/stripe/create-setup-intent', payload: {} }),
    );
    const setupIntentId = intentIdOf(setup.json().clientSecret);
    await browser.setupIntents.confirm(setupIntentId, { payment_method: 'pm_card_visa' });
    const again = await t.app.inject(
      asUser(cookie, { method: 'POST', url: '/api/stripe/confirm-trial', payload: { setupIntentId } }),
    );
    expect(again.json()).toMatchObject({ subscriptionType: 'active', trialEndsAt: null });
    const current = (await row(user.id)).stripeSubscriptionId;
    expect(current).not.toBe(old.id);

    const late = await deliver(subscriptionEvent('customer.subscription.updated', old).payload);
    expect(late.json().outcome).toBe('ignored');
    expect(await row(user.id)).toMatchObject({ subscriptionType: 'active', stripeSubscriptionId: current });
  });

  it('events for unknown customers or without a subscription are recorded and ignored', async () => {
    const stranger = fake.event('customer.subscription.updated', {
      id: 'sub_unknown',
      object: 'subscription',
      customer: 'cus_unknown',
    });
    expect((await deliver(stranger.payload)).json().outcome).toBe('ignored');
    const other = fake.event('customer.created', { id: 'cus_x', object: 'customer' });
    expect((await deliver(other.payload)).json().outcome).toBe('ignored');
    expect(await processed(other.id)).toHaveLength(1);
  });

  it('when the re-read fails the event is not marked, so Stripe’s retry applies it', async () => {
    const { user, subscription } = await trialUser();
    fake.setCancelAtPeriodEnd(subscription.id, true);
    const event = subscriptionEvent('customer.subscription.updated', subscription);
    fake.failNext(1);
    const failed = await deliver(event.payload);
    expect(failed.statusCode).toBe(503);
    expect(await processed(event.id)).toHaveLength(0);
    expect((await row(user.id)).subscriptionType).toBe('trial');
    const retried = await deliver(event.payload);
    expect(retried.json().outcome).toBe('applied');
    expect((await row(user.id)).subscriptionType).toBe('cancelled');
  });
});
