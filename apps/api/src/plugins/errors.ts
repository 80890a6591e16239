import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ERROR_STATUS, type ErrorCode } from '../lib/app-error.ts';

/** Every error leaves as `{message, code}`; nothing a client sends becomes a 500. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
        return reply.status(error.statusCode).send({ message: error.message, code: error.code });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const code: ErrorCode =
          status === 413
            ? 'payload_too_large'
            : status === 415
              ? 'unsupported_media_type'
              : status === 429
                ? 'rate_limited'
                : status === 404
                  ? 'not_found'
                  : status === 401
                    ? 'unauthorized'
                    : status === 403
                      ? 'forbidden'
                      : 'bad_request';
        const message = code === 'bad_request' ? clientMessage(error) : new AppError(code).message;
        return reply.status(ERROR_STATUS[code] === status ? status : 400).send({ message, code });
      }
      request.log.error({ err: error }, 'unhandled error');
      const internal = new AppError('internal');
      return reply.status(500).send({ message: internal.message, code: internal.code });
    });

    app.setNotFoundHandler((request, reply) => {
      reply
        .status(404)
        .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
    });
  },
  { name: 'errors' },
);

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'Invalid JSON body.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Empty JSON body.';
  return error.message || 'Bad request.';
}
