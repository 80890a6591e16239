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
  '*.idToken',
  '*.codeVerifier',
  '*.nonce',
  'config.admin',
  'config.anthropic.apiKey',
  'config.stripe.secretKey',
  'config.stripe.webhookSecret',
  'config.google.clientSecret',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request) => ({
        method: request.method,
        // Google's callback carries a one-time code and the flow's state in its query.
        url: request.url.replace(/([?&](?:token|key|secret|code|state)=)[^&]*/gi, '$1[redacted]'),
        remoteAddress: request.ip,
      }),
    },
  };
}
