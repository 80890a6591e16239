import type { AuthProviders } from '@sous/domain';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api.ts';

const readProviders = getQueryFn<AuthProviders>({ on401: 'throw' });

/**
 * GET /api/auth/providers: whether the auth dialog offers Continue with Google. Fixed per server start.
 * A plain object rather than `queryOptions()`: sharing that helper with the home route's chunk would
 * split it into a chunk of its own, and the home route's JavaScript is at its budget.
 */
export const authProvidersQueryOptions = {
  queryKey: ['/api/auth/providers'] as const,
  queryFn: async (context: QueryFunctionContext): Promise<AuthProviders> => {
    try {
      return (await readProviders(context)) ?? { google: false };
    } catch {
      // An older API without the route, or none reachable: offer email and password only.
      return { google: false };
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
};
