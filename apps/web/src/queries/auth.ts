import type { PublicUser } from '@sous/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api.ts';

const readMe = getQueryFn<PublicUser>({ on401: 'returnNull' });

/** Spec §7: GET /api/auth/me; a non-OK answer means signed out, and a failure is only logged. */
export const meQueryOptions = queryOptions({
  queryKey: ['/api/auth/me'] as const,
  queryFn: async (context): Promise<PublicUser | null> => {
    try {
      return await readMe(context);
    } catch (error) {
      console.warn('Could not load the signed-in user', error);
      return null;
    }
  },
});

export function useCurrentUser() {
  const query = useQuery(meQueryOptions);
  return { user: query.data ?? null, isLoading: query.isPending };
}
