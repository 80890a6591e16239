import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PRICING } from '@sous/domain';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BillingProvider, SubscriptionFields } from './provider.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One calendar month after `date` (clamped to the month's last day, as billing periods are). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The local provider: no network, no card charged, labelled as test mode wherever it shows. A setup
 * intent id carries an HMAC of the customer it was made for, so confirming another customer's
 * intent is refused without keeping state; the subscription id is derived from the intent, so the
 * same intent confirmed twice is one subscription.
 */
export function createSimulatedProvider(options: { secret: string; portalUrl: string }): BillingProvider {
  const sign = (customerId: string, nonce: string) =>
    createHmac('sha256', options.secret).update(`${customerId}|${nonce}`).digest('hex').slice(0, 32);

  return {
    name: 'simulated',
    config: () => ({ publishableKey: null, simulated: true }),

    async ensureCustomer(user) {
      return user.stripeCustomerId ?? `cus_sim_${randomBytes(9).toString('hex')}`;
    },

    async createSetupIntent({ customerId }) {
      const nonce = randomBytes(8).toString('hex');
      const id = `seti_sim_${nonce}_${sign(customerId, nonce)}`;
      return { clientSecret: `${id}_secret_${randomBytes(8).toString('hex')}` };
    },

    async subscribe({ user, customerId, setupIntentId, discount, now }) {
      const match = /^seti_sim_([0-9a-f]{16})_([0-9a-f]{32})$/.exec(setupIntentId);
      const expected = match ? Buffer.from(sign(customerId, match[1]!)) : null;
      if (!match || !expected || !timingSafeEqual(expected, Buffer.from(match[2]!))) {
        throw new AppError('forbidden', 'This payment setup does not belong to your account.');
      }
      const subscriptionId = `sub_sim_${match[1]}`;
      if (user.stripeSubscriptionId === subscriptionId) return currentFields(user);
      const withTrial = !user.hasUsedTrial;
      if (discount && user.discountEndsAt !== null) {
        throw new AppError('conflict', 'The first-month discount has already been used.');
      }
      const trialEndsAt = withTrial ? new Date(now.getTime() + PRICING.trialDays * DAY_MS) : null;
      return {
        subscriptionType: withTrial ? 'trial' : 'active',
        trialEndsAt,
        subscriptionEndsAt: trialEndsAt ?? addOneMonth(now),
        stripeSubscriptionId: subscriptionId,
        hasUsedTrial: true,
        // As Stripe's repeating coupon (decision 071): a window of one month from the start, so the
        // first paid invoice (at the trial's end, or now) falls inside it and the renewal outside.
        // Kept without a new discount: it is also the record that the offer was used.
        discountEndsAt: discount ? addOneMonth(now) : user.discountEndsAt,
      };
    },

    async portalUrl({ timeZone }) {
      return timeZone ? `${options.portalUrl}?tz=${encodeURIComponent(timeZone)}` : options.portalUrl;
    },

    // Nothing is charged and nothing lives outside our database: deleting the user ends it.
    async cancelSubscriptionNow() {},
  };
}

function currentFields(user: UserRow): SubscriptionFields {
  return {
    subscriptionType: user.subscriptionType,
    trialEndsAt: user.trialEndsAt,
    subscriptionEndsAt: user.subscriptionEndsAt,
    stripeSubscriptionId: user.stripeSubscriptionId,
    hasUsedTrial: user.hasUsedTrial,
    discountEndsAt: user.discountEndsAt,
  };
}
