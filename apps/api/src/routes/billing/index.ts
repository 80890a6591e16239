import { randomBytes } from 'node:crypto';
import {
  ConfirmTrialBodySchema,
  PortalSessionBodySchema,
  SetupIntentBodySchema,
  SimulatedPortalQuerySchema,
} from '@sous/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { getSessionUser, requireUser } from '../../plugins/auth.ts';
import { SIMULATED_PORTAL_PATH } from '../../plugins/billing.ts';
import { ensureCustomerId, setCancelled, startSubscription } from '../../services/billing/subscribe.ts';
import { toPublicUser } from '../../services/users/user-views.ts';
import { simulatedPortalPage } from './simulated-portal.ts';
import webhookRoutes from './webhook.ts';

export default async function billingRoutes(app: FastifyInstance) {
  const accountUrl = `${app.config.webOrigins[0]}/account`;

  app.get('/api/stripe/config', async () => app.billing.config());

  app.post('/api/stripe/create-setup-intent', async (request) => {
    const user = requireUser(request);
    const { discount } = parseInput(SetupIntentBodySchema, request.body);
    const customerId = await ensureCustomerId(app.db, app.billing, user);
    return app.billing.createSetupIntent({ user, customerId, discount });
  });

  app.post('/api/stripe/confirm-trial', async (request) => {
    const user = requireUser(request);
    const body = parseInput(ConfirmTrialBodySchema, request.body);
    const updated = await startSubscription(app.db, app.billing, { user, ...body, now: app.now() });
    return toPublicUser(updated);
  });

  app.post('/api/stripe/create-portal-session', async (request) => {
    const user = requireUser(request);
    const { timeZone } = parseInput(PortalSessionBodySchema, request.body);
    if (!user.stripeCustomerId) throw new AppError('bad_request', 'You have no subscription to manage yet.');
    const url = await app.billing.portalUrl({
      user,
      customerId: user.stripeCustomerId,
      returnUrl: accountUrl,
      timeZone,
    });
    return { url };
  });

  await app.register(webhookRoutes);

  if (app.billing.name !== 'simulated') return;

  app.get(SIMULATED_PORTAL_PATH, async (request, reply) => {
    const { tz } = parseInput(SimulatedPortalQuerySchema, request.query);
    const nonce = randomBytes(16).toString('base64');
    reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`,
      )
      .header('cache-control', 'no-store');
    return simulatedPortalPage({
      user: getSessionUser(request),
      accountUrl,
      nonce,
      timeZone: tz ?? 'UTC',
      now: app.now(),
    });
  });

  for (const action of ['cancel', 'resume'] as const) {
    app.post(`${SIMULATED_PORTAL_PATH}/${action}`, async (request) => {
      const user = requireUser(request);
      const now = app.now();
      if (!user.stripeSubscriptionId) throw new AppError('bad_request', 'You have no subscription.');
      if (
        action === 'resume' &&
        (!user.subscriptionEndsAt || user.subscriptionEndsAt.getTime() <= now.getTime())
      ) {
        throw new AppError('bad_request', 'This subscription has ended; subscribe again from the app.');
      }
      return toPublicUser(await setCancelled(app.db, { user, cancelled: action === 'cancel', now }));
    });
  }
}
