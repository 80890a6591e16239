import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api.ts';

/** Spec §7: never retried, never refetched on focus or interval, never stale, dropped after 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        // A query that failed before its page mounted (a route loader's prefetch finishing before
        // the route's chunk) would otherwise be fetched again on mount and its error never shown.
        retryOnMount: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
