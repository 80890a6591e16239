import { randomUUID } from 'node:crypto';
import { PRICING } from '@sous/domain';
import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BillingEvent, BillingProvider, SubscriptionSnapshot } from './provider.ts';
import { type Catalog, ensureCatalog } from './stripe-catalog.ts';
import { stripeAppError, stripeCall } from './stripe-errors.ts';
import { ENDED_STATUSES, subscriptionFields } from './subscription-fields.ts';

export type StripeConfig = NonNullable<Config['stripe']>;

const notYours = () => new AppError('forbidden', 'This payment setup does not belong to your account.');
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;
const date = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** The SDK client; STRIPE_API_BASE (tests, a local mock) points it at another host. */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (protocol === 'http' ? 80 : 443)),
          protocol,
        }
      : {}),
    // Retries reuse our idempotency keys, so a retried write is still one write.
    maxNetworkRetries: base ? 0 : 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Sous' },
  });
}

export function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  // Since API 2025-03-31 the billing period lives on the items; a Sous subscription has one.
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    trialEnd: date(subscription.trial_end),
    currentPeriodStart: date(item?.current_period_start),
    currentPeriodEnd: date(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: date(subscription.cancel_at),
    endedAt: date(subscription.ended_at),
    discountEnd: discountEndOf(subscription),
  };
}

/** The latest end of the subscription's discounts (expanded; ids alone say nothing), or null. */
function discountEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = (subscription.discounts ?? [])
    .map((discount) => (typeof discount === 'string' ? null : date(discount.end)))
    .filter((end): end is Date => end !== null);
  return ends.length === 0 ? null : new Date(Math.max(...ends.map((end) => end.getTime())));
}

/** The subscription and customer an event is about (a subscription event, or an invoice of one). */
export function eventReference(event: Stripe.Event): Pick<BillingEvent, 'subscriptionId' | 'customerId'> {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) {
    return { subscriptionId: String(object.id), customerId: idOf(object.customer as string | null) };
  }
  if (event.type.startsWith('invoice.')) {
    const invoice = object as unknown as Stripe.Invoice & { subscription?: string | { id: string } | null };
    const subscription =
      idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription ?? null);
    return { subscriptionId: subscription, customerId: idOf(invoice.customer) };
  }
  return { subscriptionId: null, customerId: null };
}

/**
 * Stripe: customers, SetupIntents, a $2.99/month subscription with a 3-day trial the first time,
 * the 50%-off first paid month (decision 071), the hosted billing portal and signed webhooks.
 * Every write carries an idempotency key built from a business key.
 */
export function createStripeProvider(
  config: StripeConfig,
  stripe = createStripeClient(config),
): BillingProvider {
  let catalog: Promise<Catalog> | null = null;
  const getCatalog = () => {
    catalog ??= ensureCatalog(stripe).catch((error) => {
      catalog = null;
      throw error;
    });
    return stripeCall(() => catalog!);
  };

  const customerSubscriptions = async (customerId: string) =>
    (
      await stripeCall(() =>
        stripe.subscriptions.list({
          customer: customerId,
          status: 'all',
          limit: 100,
          expand: ['data.discounts'],
        }),
      )
    ).data;

  return {
    name: 'stripe',
    config: () => ({ publishableKey: config.publishableKey ?? null }),

    async ensureCustomer(user) {
      if (user.stripeCustomerId) return user.stripeCustomerId;
      const customer = await stripeCall(() =>
        stripe.customers.create(
          { email: user.email, metadata: { userId: user.id } },
          { idempotencyKey: `customer:${user.id}` },
        ),
      );
      return customer.id;
    },

    async createSetupIntent({ user, customerId, discount }) {
      // A new intent per payment dialog: the key makes this one request safe to retry.
      const intent = await stripeCall(() =>
        stripe.setupIntents.create(
          {
            customer: customerId,
            usage: 'off_session',
            allowed_payment_method_types: ['card'],
            metadata: { userId: user.id, discount: String(discount) },
          },
          { idempotencyKey: `setup-intent:${user.id}:${randomUUID()}` },
        ),
      );
      if (!intent.client_secret) throw stripeAppError(new Error('setup intent without client secret'));
      return { clientSecret: intent.client_secret };
    },

    async subscribe({ user, customerId, setupIntentId, discount }) {
      const intent = await stripeCall(() => stripe.setupIntents.retrieve(setupIntentId), {
        notFound: notYours(),
      });
      if (idOf(intent.customer) !== customerId) throw notYours();
      const paymentMethod = idOf(intent.payment_method);
      if (intent.status !== 'succeeded' || !paymentMethod) {
        throw new AppError('payment_failed', 'The card setup has not succeeded.');
      }

      const all = await customerSubscriptions(customerId);
      // The same intent confirmed again (a double click, a retry): the subscription it made.
      const same = all.find((s) => s.metadata?.setupIntentId === setupIntentId);
      if (same) return { ...subscriptionFields(snapshotOf(same)), hasUsedTrial: true };
      if (all.some((s) => !ENDED_STATUSES.has(s.status))) {
        throw new AppError('conflict', 'You already have a subscription. Manage it from your account.');
      }
      // The 50% offer is once per customer, whatever the browser's seen-flag says.
      if (discount && all.some((s) => s.metadata?.discount === 'true')) {
        throw new AppError('conflict', 'The first-month discount has already been used.');
      }

      const { priceId, couponId } = await getCatalog();
      await stripeCall(() =>
        stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: paymentMethod } },
          { idempotencyKey: `default-payment-method:${customerId}:${setupIntentId}` },
        ),
      );
      const withTrial = !user.hasUsedTrial;
      const subscription = await stripeCall(() =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: priceId }],
            default_payment_method: paymentMethod,
            ...(withTrial
              ? {
                  trial_period_days: PRICING.trialDays,
                  trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
                }
              : {}),
            ...(discount ? { discounts: [{ coupon: couponId }] } : {}),
            // Without a trial the first month is charged now: a declined card creates nothing.
            payment_behavior: 'error_if_incomplete',
            metadata: { userId: user.id, setupIntentId, discount: String(discount) },
            expand: ['discounts'],
          },
          { idempotencyKey: `subscribe:${user.id}:${setupIntentId}` },
        ),
      );
      return { ...subscriptionFields(snapshotOf(subscription)), hasUsedTrial: true };
    },

    async portalUrl({ customerId, returnUrl }) {
      const session = await stripeCall(() =>
        stripe.billingPortal.sessions.create(
          { customer: customerId, return_url: returnUrl },
          { idempotencyKey: `portal:${customerId}:${randomUUID()}` },
        ),
      );
      return session.url;
    },

    /** Account deletion: every live subscription of the customer ends now (no further charges). */
    async cancelSubscriptionNow(user) {
      const ids = new Set<string>();
      if (user.stripeCustomerId) {
        for (const s of await customerSubscriptions(user.stripeCustomerId)) {
          if (!ENDED_STATUSES.has(s.status)) ids.add(s.id);
        }
      } else if (user.stripeSubscriptionId) {
        ids.add(user.stripeSubscriptionId);
      }
      for (const id of ids) {
        await stripeCall(() => stripe.subscriptions.cancel(id, {}, { idempotencyKey: `cancel:${id}` }));
      }
    },

    webhooks: {
      verify(rawBody, signature) {
        if (!config.webhookSecret) {
          throw new AppError(
            'billing_unavailable',
            'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).',
          );
        }
        if (!signature) throw new AppError('bad_request', 'Missing Stripe signature.');
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
        } catch {
          throw new AppError('bad_request', 'Invalid Stripe signature.');
        }
        return { id: event.id, type: event.type, ...eventReference(event) };
      },
      async retrieveSubscription(id) {
        return snapshotOf(
          await stripeCall(() => stripe.subscriptions.retrieve(id, { expand: ['discounts'] })),
        );
      },
    },
  };
}
