import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findUnavailable } from '../db/unavailable.ts';
import { AppError, ERROR_STATUS, type ErrorCode, UNAVAILABLE_RETRY_AFTER_S } from '../lib/app-error.ts';

interface ErrorAnswer {
  status: number;
  body: { message: string; code: ErrorCode };
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * The one mapping from anything thrown to a status and `{message, code}`. A failure caused by the
 * database being unreachable or too slow (db/unavailable.ts decides which) is a 503 `unavailable`,
 * even when a service wrapped it in an error of its own; a client's mistake (4xx) stays what it is.
 */
function errorAnswer(error: FastifyError | AppError): ErrorAnswer {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500 && findUnavailable(error)) {
    const unavailable = new AppError('unavailable');
    return { status: unavailable.statusCode, body: { message: unavailable.message, code: unavailable.code } };
  }
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { message: error.message, code: error.code } };
  }
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'bad_request';
    const message = code === 'bad_request' ? clientMessage(error) : new AppError(code).message;
    return { status: ERROR_STATUS[code] === status ? status : 400, body: { message, code } };
  }
  const internal = new AppError('internal');
  return { status: 500, body: { message: internal.message, code: internal.code } };
}

function sendError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorAnswer(error);
  if (body.code === 'unavailable') {
    // An outage is logged once per request as a warning, without a stack: it is not a bug.
    request.log.warn({ reason: findUnavailable(error)?.message }, 'database unavailable');
    return reply.status(status).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S)).send(body);
  }
  if (error instanceof AppError) {
    if (status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
  } else if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
  }
  return reply.status(status).send(body);
}

/**
 * Fastify's `frameworkErrors` server option: errors the router raises before any route or error
 * handler runs (a malformed percent-encoding, a too-long parameter) get the same `{message, code}`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // A router error happens before routing, so the hooks that set headers on other answers do not run.
  reply.header('cache-control', 'no-store');
  sendError(error, request, reply);
}

/** Fastify's `clientErrorHandler`: a request Node could not parse is answered as JSON too, then closed. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'Request headers are too large.']
        : [400, 'Bad Request', 'Malformed HTTP request.'];
  const json = JSON.stringify({ message, code: 'bad_request' });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

/** Every error leaves as `{message, code}`; nothing a client sends becomes a 500. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(sendError);

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
  if (error.code === 'FST_ERR_BAD_URL') return 'The address is not a valid URL (malformed percent-encoding).';
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return 'A part of the address is too long.';
  return error.message || 'Bad request.';
}
