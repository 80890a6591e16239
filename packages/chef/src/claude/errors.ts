import { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import { TOASTS } from '@sous/domain';
import { ChefError } from '../engine.ts';

/** The one text the cook sees for any failure of the model (spec §8, 'Failed to generate recipes…'). */
export const GENERATION_FAILED_TEXT = TOASTS.generationFailed.description;

/** Error types the API may also send inside a stream (`event: error`) when it is the one at fault. */
const UPSTREAM_ERROR_TYPES = new Set(['overloaded_error', 'rate_limit_error', 'api_error', 'timeout_error']);

function streamedErrorType(error: APIError): string | undefined {
  const body = error.error as { error?: { type?: unknown } } | undefined;
  return typeof body?.error?.type === 'string' ? body.error.type : undefined;
}

/** Why the SDK call stopped, as the engine reports it. `deadlineHit` tells our timeout from the cook's abort. */
export function toChefError(error: unknown, why: { cookAborted: boolean; deadlineHit: boolean }): ChefError {
  if (error instanceof ChefError) return error;
  if (why.cookAborted) return new ChefError('aborted', 'Recipe generation was cancelled.', { cause: error });
  if (why.deadlineHit) return new ChefError('engine_unavailable', GENERATION_FAILED_TEXT, { cause: error });
  if (error instanceof APIUserAbortError) {
    return new ChefError('aborted', 'Recipe generation was cancelled.', { cause: error });
  }
  // Connection refused, reset, or the SDK's own per-attempt timeout (APIConnectionTimeoutError).
  if (error instanceof APIConnectionError) {
    return new ChefError('engine_unavailable', GENERATION_FAILED_TEXT, { cause: error });
  }
  if (error instanceof APIError) {
    const status = error.status;
    const upstreamFault =
      status === undefined
        ? UPSTREAM_ERROR_TYPES.has(streamedErrorType(error) ?? '')
        : status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;
    // 429/529/5xx arrive here only after the SDK's retries are spent; 401/403 mean the engine is misconfigured.
    return new ChefError(upstreamFault ? 'engine_unavailable' : 'generation_failed', GENERATION_FAILED_TEXT, {
      cause: error,
    });
  }
  return new ChefError('generation_failed', GENERATION_FAILED_TEXT, { cause: error });
}
