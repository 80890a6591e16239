import type { FastifyServerOptions } from 'fastify';

/** Paths pino replaces with "[redacted]": cookies, credentials, passwords, keys and secrets. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.apiKey',
  '*.secretKey',
  '*.webhookSecret',
  '*.sessionSecret',
  '*.token',
  '*.clientSecret',
  'config.admin',
  'config.anthropic.apiKey',
  'config.stripe.secretKey',
  'config.stripe.webhookSecret',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: request.url.replace(/([?&](?:token|key|secret)=)[^&]*/gi, '$1[redacted]'),
        remoteAddress: request.ip,
      }),
    },
  };
}
