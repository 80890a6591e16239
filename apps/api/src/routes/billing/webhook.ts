import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { applyBillingEvent } from '../../services/billing/apply-billing-event.ts';

export const WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * POST /api/stripe/webhook, in its own encapsulated plugin: here (and only here) bodies are kept
 * as raw bytes, because the signature is computed over them. The call carries no cookie, so the
 * security plugin's Origin check does not apply; the signature is the authentication.
 */
export default async function webhookRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(WEBHOOK_PATH, { bodyLimit: 1024 * 1024 }, async (request) => {
    const webhooks = app.billing.webhooks;
    if (!webhooks) throw new AppError('not_found', 'This billing provider sends no webhooks.');
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    const event = webhooks.verify(raw, Array.isArray(signature) ? signature[0] : signature);
    const outcome = await applyBillingEvent(app.db, webhooks, { event, now: app.now() });
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'billing event');
    // A plan changed for a user found by customer id: every cached session reads its row again.
    if (outcome === 'applied') await app.sessionCache.forgetAll();
    return { received: true, outcome };
  });
}
