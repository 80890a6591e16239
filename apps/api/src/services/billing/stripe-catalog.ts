import { BRAND, PRICING } from '@sous/domain';
import type Stripe from 'stripe';
import { isStripeNotFound } from './stripe-errors.ts';

/**
 * The Stripe objects the product needs, found by fixed ids / lookup key so that creating them is
 * safe to repeat (first use, or `pnpm billing:setup`). The coupon's design: docs/decisions/071.
 */
export const CATALOG = {
  productId: 'sous_premium',
  priceLookupKey: `sous_premium_monthly_${PRICING.monthlyPriceCents}_${PRICING.currency.toLowerCase()}`,
  couponId: `sous_first_month_${PRICING.discountPercent}`,
} as const;

export interface Catalog {
  productId: string;
  priceId: string;
  couponId: string;
}

export async function ensureCatalog(stripe: Stripe): Promise<Catalog> {
  const currency = PRICING.currency.toLowerCase();

  try {
    await stripe.products.retrieve(CATALOG.productId);
  } catch (error) {
    if (!isStripeNotFound(error)) throw error;
    await stripe.products.create(
      { id: CATALOG.productId, name: `${BRAND.productName} Premium`, metadata: { app: 'sous' } },
      { idempotencyKey: `catalog:product:${CATALOG.productId}` },
    );
  }

  const prices = await stripe.prices.list({ lookup_keys: [CATALOG.priceLookupKey], active: true, limit: 1 });
  let price = prices.data[0];
  if (
    price &&
    (price.unit_amount !== PRICING.monthlyPriceCents ||
      price.currency !== currency ||
      price.recurring?.interval !== 'month' ||
      price.recurring?.interval_count !== 1)
  ) {
    throw new Error(
      `Stripe price ${price.id} (lookup key ${CATALOG.priceLookupKey}) is not ${PRICING.monthlyPriceCents} ${currency} per month`,
    );
  }
  price ??= await stripe.prices.create(
    {
      product: CATALOG.productId,
      unit_amount: PRICING.monthlyPriceCents,
      currency,
      recurring: { interval: 'month', interval_count: 1 },
      lookup_key: CATALOG.priceLookupKey,
      metadata: { app: 'sous' },
    },
    { idempotencyKey: `catalog:price:${CATALOG.priceLookupKey}` },
  );

  let coupon: Stripe.Coupon;
  try {
    coupon = await stripe.coupons.retrieve(CATALOG.couponId);
  } catch (error) {
    if (!isStripeNotFound(error)) throw error;
    coupon = await stripe.coupons.create(
      {
        id: CATALOG.couponId,
        name: `${PRICING.discountPercent}% off your first month`,
        percent_off: PRICING.discountPercent,
        // 'repeating' for one month from the subscription's start, not 'once': see decision 071.
        duration: 'repeating',
        duration_in_months: 1,
        metadata: { app: 'sous' },
      },
      { idempotencyKey: `catalog:coupon:${CATALOG.couponId}` },
    );
  }
  if (
    coupon.percent_off !== PRICING.discountPercent ||
    coupon.duration !== 'repeating' ||
    coupon.duration_in_months !== 1
  ) {
    throw new Error(
      `Stripe coupon ${coupon.id} is not ${PRICING.discountPercent}% off, repeating for 1 month`,
    );
  }
  return { productId: CATALOG.productId, priceId: price.id, couponId: coupon.id };
}
