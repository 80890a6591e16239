import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BillingProvider } from '../services/billing/provider.ts';
import { createSimulatedProvider } from '../services/billing/simulated-provider.ts';
import { createStripeProvider } from '../services/billing/stripe-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingProvider;
  }
}

export const SIMULATED_PORTAL_PATH = '/api/stripe/simulated-portal';

/**
 * The payment provider: Stripe when STRIPE_SECRET_KEY is set, otherwise the simulated one (local
 * only: refused when NODE_ENV=production). Also the hook that cancels a subscription before an
 * account is deleted.
 */
export default fp(
  async (app: FastifyInstance, options: { billing?: BillingProvider | undefined }) => {
    let billing = options.billing;
    if (!billing && app.config.stripe) billing = createStripeProvider(app.config.stripe);
    if (!billing) {
      if (app.config.env === 'production') {
        throw new Error('Simulated billing is for local use only: set STRIPE_SECRET_KEY in production.');
      }
      billing = createSimulatedProvider({
        secret: app.config.admin.sessionSecret,
        portalUrl: `${app.config.webOrigins[0]}${SIMULATED_PORTAL_PATH}`,
      });
    }
    app.decorate('billing', billing);
    app.subscriptionCanceller = billing;
  },
  { name: 'billing' },
);
