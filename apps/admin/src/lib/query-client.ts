import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { defaultQueryFn, isUnauthorized } from './api.ts';

/**
 * Spec §7: never retried, never refetched on focus or interval, never stale, dropped after 5 minutes.
 * A 401 from any admin call means the admin session is gone: `onUnauthorized` drops back to the gate.
 */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  const on401 = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: on401 }),
    mutationCache: new MutationCache({ onError: on401 }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
