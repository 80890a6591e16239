import type { AuthProviders } from '@sous/domain';
import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api.ts';

const readProviders = getQueryFn<AuthProviders>({ on401: 'throw' });

/** GET /api/auth/providers: whether the auth dialog offers Continue with Google. Fixed per server start. */
export const authProvidersQueryOptions = queryOptions({
  queryKey: ['/api/auth/providers'] as const,
  queryFn: async (context): Promise<AuthProviders> => {
    try {
      return (await readProviders(context)) ?? { google: false };
    } catch {
      // An older API without the route, or none reachable: offer email and password only.
      return { google: false };
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});
