import { ConfigError, loadConfig } from '../../config.ts';
import { CATALOG, ensureCatalog } from './stripe-catalog.ts';
import { createStripeClient } from './stripe-provider.ts';

// `pnpm --filter @sous/api billing:setup`: creates the Stripe product, price and coupon, or finds
// them (fixed ids, lookup key) — safe to run any number of times. The API also does it on first use.
try {
  const config = loadConfig();
  if (!config.stripe)
    throw new ConfigError('STRIPE_SECRET_KEY is not set: nothing to set up (simulated billing).');
  const catalog = await ensureCatalog(createStripeClient(config.stripe));
  process.stdout.write(
    `Stripe catalog ready: product ${catalog.productId}, price ${catalog.priceId} (lookup key ${CATALOG.priceLookupKey}), coupon ${catalog.couponId}\n`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
