import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
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

const HELMET_OPTIONS: FastifyHelmetOptions = {
  // The API serves JSON only; the front ends set their own CSP.
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * The headers @fastify/helmet sets with these options, found once on a probe app: the plugin
 * itself rebuilds helmet from its options on every request (decision 113), for the same headers.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => ({}));
    const response = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return response.headers;
  };
  const [plain, secured] = await Promise.all([answer(false), answer(true)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (name in plain || value === undefined) continue;
    headers[name] = String(value);
  }
  return headers;
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
    const securityHeaders = await helmetHeaders(HELMET_OPTIONS);
    // Callback hooks: these do little, and an async hook costs a promise per request.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control') && !SHARED_ROUTES.has(request.routeOptions.url ?? '')) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
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

    app.addHook('onRequest', (request, _reply, done) => {
      if (!MUTATING.has(request.method) || !request.headers.cookie) return done();
      const origin = requestOrigin(request);
      if (!origin || !allowed.has(origin)) return done(new AppError('forbidden_origin'));
      const type = request.headers['content-type'] ?? '';
      if (!type.toLowerCase().startsWith('application/json')) {
        return done(
          new AppError('forbidden_origin', 'Requests that change data must be sent as application/json.'),
        );
      }
      done();
    });
  },
  { name: 'security' },
);
