import { SETUP_INTENT_RETRY_DELAYS_MS, type SetupIntentResponse } from '@sous/domain';
import { ApiError, apiRequest } from '../../lib/api.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST create-setup-intent. Spec §7: a 401 (the new session cookie may not be in place yet right after
 * sign-up) is retried up to 2 times, after 500 ms then 1000 ms. Other failures are not retried.
 */
export async function createSetupIntent(
  discount: boolean,
  request: typeof apiRequest = apiRequest,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<SetupIntentResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request<SetupIntentResponse>('POST', '/api/stripe/create-setup-intent', { discount });
    } catch (error) {
      const delay = SETUP_INTENT_RETRY_DELAYS_MS[attempt];
      if (!(error instanceof ApiError) || error.status !== 401 || delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/** A SetupIntent's id is the client secret's part before `_secret_` (`seti_…_secret_…`). */
export function setupIntentIdOf(clientSecret: string): string {
  const index = clientSecret.indexOf('_secret_');
  return index === -1 ? clientSecret : clientSecret.slice(0, index);
}
