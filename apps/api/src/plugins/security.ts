import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes whose answer is the same for everyone, so a cache may keep it: the health checks. */
const SHARED_ROUTES = new Set(['/api/health', '/api/ready']);

function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Security headers, `Cache-Control: no-store` on every answer but the health checks (most depend on
 * who asks; a route that knows better sets its own), a lenient JSON parser (an empty body is no
 * body), and the cross-site guard: a mutation that carries a cookie must come from an allowed origin
 * with a JSON content type, so a form on another site cannot act for a signed-in user.
 */
export default fp(
  async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
    const allowed = new Set(options.allowedOrigins);
    await app.register(helmet, {
      // The API serves JSON only; the front ends set their own CSP.
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('cache-control') && !SHARED_ROUTES.has(request.routeOptions.url ?? '')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });

    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError('bad_request', 'Invalid JSON body.'), undefined);
      }
    });

    app.addHook('onRequest', async (request) => {
      if (!MUTATING.has(request.method) || !request.headers.cookie) return;
      const origin = requestOrigin(request);
      if (!origin || !allowed.has(origin)) throw new AppError('forbidden_origin');
      const type = request.headers['content-type'] ?? '';
      if (!type.toLowerCase().startsWith('application/json')) {
        throw new AppError('forbidden_origin', 'Requests that change data must be sent as application/json.');
      }
    });
  },
  { name: 'security' },
);
