import type { PublicUser } from '@sous/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api.ts';
import { isNetworkFailure, offlineStore } from '../lib/offline-query.ts';

const readMe = getQueryFn<PublicUser>({ on401: 'returnNull' });

/**
 * Spec §7: GET /api/auth/me; a non-OK answer means signed out, and a failure is only logged. With no
 * network at all, the account last signed in here (its offline copy, docs/decisions/099), so a cook
 * offline keeps their saved recipes; a 401 deletes that copy.
 */
export const meQueryOptions = queryOptions({
  queryKey: ['/api/auth/me'] as const,
  queryFn: async (context): Promise<PublicUser | null> => {
    try {
      const user = await readMe(context);
      void offlineStore().then(
        (store) => store.rememberUser(user),
        () => undefined,
      );
      return user;
    } catch (error) {
      console.warn('Could not load the signed-in user', error);
      if (!isNetworkFailure(error)) return null;
      return offlineStore().then(
        (store) => store.recallUser(),
        () => null,
      );
    }
  },
  networkMode: 'always',
});

export function useCurrentUser() {
  const query = useQuery(meQueryOptions);
  return { user: query.data ?? null, isLoading: query.isPending };
}
