import Stripe from 'stripe';
import { expect } from 'vitest';
import type { FakeStripe } from '../fakes/fake-stripe.ts';
import { testConfig } from './config.ts';

export const WEBHOOK_SECRET = 'whsec_test_fake_webhook_secret_0123456789';
export const PUBLISHABLE_KEY = 'pk_test_fake_publishable';

/** The app's configuration with Stripe pointed at the fake. */
export const stripeTestConfig = (fake: FakeStripe, env: Record<string, string> = {}) =>
  testConfig({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    ...env,
  });

/** A real SDK client on the fake, playing Stripe.js in the browser (confirming a card setup). */
export function browserStripe(fake: FakeStripe): Stripe {
  const url = new URL(fake.url);
  return new Stripe(fake.secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** The setup intent id inside a client secret (`seti_…_secret_…`). */
export const intentIdOf = (clientSecret: string) => {
  expect(clientSecret).toMatch(/^seti_[0-9a-f]+_secret_[0-9a-f]+$/);
  return clientSecret.split('_secret_')[0]!;
};

/** A webhook delivery as Stripe makes it: raw JSON, signed, no cookie, no Origin. */
export const signedWebhook = (payload: string, secret = WEBHOOK_SECRET) => ({
  method: 'POST' as const,
  url: '/api/stripe/webhook',
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  },
  payload,
});
