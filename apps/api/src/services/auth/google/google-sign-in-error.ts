import type { GoogleErrorCode } from '@sous/domain';

/**
 * A Google sign-in refused for a reason the cook is told (`code`, worded in @sous/domain's
 * GOOGLE_ERROR_MESSAGES). `message` is the detail for the server log: never a token or a code.
 */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
  constructor(
    readonly code: GoogleErrorCode,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
  }
}
