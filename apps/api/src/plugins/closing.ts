import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, UNAVAILABLE_RETRY_AFTER_S } from '../lib/app-error.ts';

/**
 * While the server shuts down (SIGTERM, a deploy), a request still arriving on an open connection is
 * answered 503 `{message, code: "unavailable"}` with Retry-After and `Connection: close`, like every
 * other outage answer. Fastify's own `return503OnClosing` answer is `{error, message, statusCode}`, so
 * serverOptions turns it off and this hook, the first onRequest hook of the app, answers instead.
 */
export default fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // A callback hook: it runs on every request, and an async one costs a promise each time.
    app.addHook('onRequest', (request, reply, done) => {
      if (!closing) return done();
      const error = new AppError('unavailable');
      if (request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
      // The answer is sent here, so `done` is not called (Fastify's rule for callback hooks).
      reply
        .status(error.statusCode)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .send({ message: error.message, code: error.code });
    });
  },
  { name: 'closing' },
);
