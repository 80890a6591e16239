import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BillingProvider } from '../services/billing/provider.ts';
import { createSimulatedProvider } from '../services/billing/simulated-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingProvider;
  }
}

export const SIMULATED_PORTAL_PATH = '/api/stripe/simulated-portal';

/** The payment provider, and the hook that cancels a subscription before an account is deleted. */
export default fp(
  async (app: FastifyInstance, options: { billing?: BillingProvider | undefined }) => {
    if (!options.billing && app.config.stripe) {
      // Refuse rather than pretend: the Stripe provider is not built yet (issue 7).
      throw new Error('STRIPE_SECRET_KEY is set, but this build only has the simulated billing provider.');
    }
    const billing =
      options.billing ??
      createSimulatedProvider({
        secret: app.config.admin.sessionSecret,
        portalUrl: `${app.config.webOrigins[0]}${SIMULATED_PORTAL_PATH}`,
      });
    app.decorate('billing', billing);
    app.subscriptionCanceller = billing;
  },
  { name: 'billing' },
);
