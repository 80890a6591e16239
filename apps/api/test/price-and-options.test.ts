import { EQUIPMENT_OPTIONS } from '@sous/domain';
import { ADVANCED_OPTION_COPY, PRICE_COPY } from '@sous/domain/price';
import { formatDateTime } from '@sous/entitlements';
import { nextCharge, nextChargeText } from '@sous/entitlements/charges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOneMonth } from '../src/services/billing/simulated-provider.ts';
import { type FakeStripe, startFakeStripe } from './fakes/fake-stripe.ts';
import { buildTestApp, TestClock } from './helpers/app.ts';
import { browserStripe, intentIdOf, signedWebhook, stripeTestConfig } from './helpers/stripe.ts';
import { asUser, setPlan, signUpUser } from './helpers/users.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('one price: the simulated provider records the first-month discount (decision 107)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const post = (cookie: string | undefined, url: string, payload: object = {}) =>
    t.app.inject(asUser(cookie, { method: 'POST', url, payload }));
  const subscribe = async (cookie: string, discount: boolean) => {
    const intent = await post(cookie, '/api/stripe/create-setup-intent', { discount });
    const setupIntentId = String(intent.json().clientSecret).split('_secret_')[0];
    return post(cookie, '/api/stripe/confirm-trial', { setupIntentId, discount });
  };

  it('trial then $1.49: the discount window is stored and the next charge is $1.49 at the trial end', async () => {
    const { cookie } = await signUpUser(t.app);
    const now = t.clock.now();
    const response = await subscribe(cookie, true);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({ subscriptionType: 'trial', discountEndsAt: addOneMonth(now).toISOString() });
    expect(nextCharge(user, now)).toEqual({
      amount: 1.49,
      at: new Date(now.getTime() + 3 * DAY),
      discounted: true,
    });
    // The offer is once: a second subscription asking for it is refused.
    await post(cookie, '/api/stripe/simulated-portal/cancel');
    t.clock.advance(4 * DAY);
    expect((await subscribe(cookie, true)).statusCode).toBe(409);
  });

  it('without the offer nothing is recorded and the next charge is $2.99', async () => {
    const { cookie } = await signUpUser(t.app);
    const user = (await subscribe(cookie, false)).json();
    expect(user.discountEndsAt).toBeNull();
    expect(nextCharge(user, t.clock.now())?.amount).toBe(2.99);
  });

  it("the portal states the same next charge in the cook's time zone, and names the zone", async () => {
    const { cookie } = await signUpUser(t.app);
    const user = (await subscribe(cookie, true)).json();
    const timeZone = 'Pacific/Auckland';
    const session = await post(cookie, '/api/stripe/create-portal-session', { timeZone });
    expect(session.statusCode).toBe(200);
    const url = new URL(session.json().url);
    expect(url.searchParams.get('tz')).toBe(timeZone);

    const page = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    const charge = nextCharge(user, t.clock.now())!;
    const expected = nextChargeText(charge, 'en-US', { timeZone });
    expect(expected).toContain('$1.49');
    expect(page.body).toContain(expected);
    expect(page.body).toContain(formatDateTime(user.trialEndsAt, 'en-US', { timeZone }));
    expect(page.body).toContain(PRICE_COPY.timesIn(timeZone));
    // Auckland is never UTC's wall clock: the UTC rendering is not on the page.
    expect(page.body).not.toContain(nextChargeText(charge, 'en-US', { timeZone: 'UTC' }));
  });

  it('refuses a time zone it does not know with 400, on both the session and the page', async () => {
    const { cookie } = await signUpUser(t.app);
    await subscribe(cookie, false);
    for (const timeZone of ['Mars/Olympus_Mons', 42, '']) {
      const response = await post(cookie, '/api/stripe/create-portal-session', { timeZone });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request' });
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/simulated-portal?tz=Not%2FA_Zone',
      headers: { cookie },
    });
    expect(page.statusCode).toBe(400);
  });
});

describe('one price: Stripe states the discount from its own data (decision 107)', () => {
  const clock = new TestClock();
  let fake: FakeStripe;
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    fake = await startFakeStripe({ now: clock.now });
    t = await buildTestApp({ clock, config: stripeTestConfig(fake) });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('the discount end comes from the subscription, on confirm and again on every webhook re-read', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const post = (url: string, payload: object) =>
      t.app.inject(asUser(cookie, { method: 'POST', url, payload }));
    const intent = intentIdOf(
      (await post('/api/stripe/create-setup-intent', { discount: true })).json().clientSecret,
    );
    await browserStripe(fake).setupIntents.confirm(intent, { payment_method: 'pm_card_visa' });
    const confirmed = await post('/api/stripe/confirm-trial', { setupIntentId: intent, discount: true });
    expect(confirmed.statusCode).toBe(200);

    const subscription = [...fake.subscriptions.values()].find(
      (s) => s.customer === confirmed.json().stripeCustomerId,
    )!;
    const discount = fake.discounts.get((subscription.discounts as string[])[0]!)!;
    const end = new Date(Number(discount.end) * 1000).toISOString();
    expect(confirmed.json().discountEndsAt).toBe(end);
    expect(nextCharge(confirmed.json(), clock.now())).toMatchObject({ amount: 1.49, discounted: true });

    await t.db.updateTable('users').set({ discountEndsAt: null }).where('id', '=', user.id).execute();
    const event = fake.event('customer.subscription.updated', subscription);
    expect((await t.app.inject(signedWebhook(event.payload))).statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.discountEndsAt?.toISOString()).toBe(end);

    // After the discounted month the renewal reads $2.99.
    fake.advance(subscription.id);
    const renewed = fake.event('customer.subscription.updated', subscription);
    await t.app.inject(signedWebhook(renewed.payload));
    const after = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after.subscriptionType).toBe('active');
    expect(nextCharge(after, new Date(after.subscriptionEndsAt!.getTime() - DAY))?.amount).toBe(2.99);
  });
});

describe('advanced Customize options are Premium on the server (decision 108)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const generate = (cookie: string | undefined, constraints: object, remoteAddress = '127.0.0.1') =>
    t.app.inject(
      asUser(cookie, {
        method: 'POST',
        url: '/api/recipes/generate',
        payload: { ingredients: 'chicken, rice, onion, garlic, carrots', constraints },
        remoteAddress,
      }),
    );
  const creditOf = async (id: string) =>
    (
      await t.db
        .selectFrom('users')
        .select('freeRecipeGeneratedAt')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).freeRecipeGeneratedAt;

  it.each([
    ['skill level', { skillLevel: 'advanced' }],
    ['equipment', { appliances: ['Oven'] }],
    ['budget', { budget: 'low' }],
    ['nutritional focus', { macroFocus: ['High Protein'] }],
  ])(
    'a free user setting %s gets 403 premium_option, and keeps the free recipe',
    async (_name, constraints) => {
      const { cookie, user } = await signUpUser(t.app);
      const response = await generate(cookie, constraints);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'premium_option', message: ADVANCED_OPTION_COPY.apiMessage });
      expect(await creditOf(user.id)).toBeNull();
    },
  );

  it('a visitor is refused the same way', async () => {
    const response = await generate(undefined, { appliances: ['Air Fryer'] }, '198.51.100.26');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('premium_option');
  });

  it('allergies, diets, time, servings and the default skill and budget stay free', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await generate(cookie, {
      allergies: ['peanut', 'sesame'],
      diet: ['Gluten-Free', 'Dairy-Free'],
      time: 45,
      servings: 2,
      skillLevel: 'beginner',
      budget: 'medium',
      appliances: [],
      macroFocus: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().recipes).toHaveLength(3);
    expect(await creditOf(user.id)).not.toBeNull();
  });

  it('a trial or premium user may set every advanced option', async () => {
    for (const state of ['trial', 'admin-premium'] as const) {
      const { cookie, user } = await signUpUser(t.app);
      await setPlan(t.db, user.id, state, t.clock.now());
      const response = await generate(cookie, {
        skillLevel: 'intermediate',
        appliances: [...EQUIPMENT_OPTIONS],
        budget: 'high',
        macroFocus: ['Balanced'],
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
