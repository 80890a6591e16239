import { API_MESSAGES, FREE_RECIPE_COPY } from '@sous/domain';
import { ADVANCED_OPTION_COPY } from '@sous/domain/price';

/** Error codes the API answers with, and their HTTP status. One handler maps them (plugins/errors.ts). */
export const ERROR_STATUS = {
  bad_request: 400,
  /** The Terms step of a first Google sign-in came too late, or in a browser that did not start it. */
  google_sign_up_expired: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  upgrade_required: 402,
  /**
   * A visitor whose network (IP) has spent the day's free visitor generations, though this visitor has
   * not: a free account claims their own free recipe (docs/decisions/101). Not 402: nothing is for sale.
   */
  sign_up_required: 403,
  payment_failed: 402,
  /** A free user or visitor set an advanced Customize option, which is Premium (docs/decisions/108). */
  premium_option: 403,
  forbidden: 403,
  forbidden_origin: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  refused_ingredients: 422,
  too_few_dishes: 422,
  rate_limited: 429,
  internal: 500,
  generation_failed: 502,
  engine_unavailable: 503,
  billing_unavailable: 503,
  not_ready: 503,
  /**
   * The API cannot answer now: the database is unreachable or did not answer in time, or the server
   * is shutting down (docs/decisions/093). Always sent with Retry-After.
   */
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  unauthorized: API_MESSAGES.signInRequired,
  invalid_credentials: API_MESSAGES.invalidCredentials,
  upgrade_required: API_MESSAGES.upgradeRequired,
  sign_up_required: FREE_RECIPE_COPY.signUpRequired,
  premium_option: ADVANCED_OPTION_COPY.apiMessage,
  not_found: API_MESSAGES.notFound,
  forbidden_origin: API_MESSAGES.forbiddenOrigin,
  rate_limited: API_MESSAGES.tooManyRequests,
  generation_failed: API_MESSAGES.generationFailed,
  engine_unavailable: API_MESSAGES.generationFailed,
  internal: API_MESSAGES.internal,
  unavailable: 'Sous is briefly unavailable. Please try again in a few seconds.',
};

/** Seconds a client is told to wait (Retry-After) before trying again after a 503 `unavailable`. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? DEFAULT_MESSAGES[code] ?? code.replaceAll('_', ' '), options);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
  }
}
