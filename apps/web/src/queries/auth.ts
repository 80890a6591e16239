import type { PublicUser } from '@sous/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api.ts';
import { releaseFromCook } from '../lib/cook-storage.ts';
import { isNetworkFailure, offlineStore } from '../lib/offline-query.ts';

// GET /api/auth/session answers 200 `{user: null}` for a visitor, where /api/auth/me's 401 would be a
// console error on every signed-out page load (docs/decisions/111).
const readMe = async (): Promise<PublicUser | null> =>
  (await apiRequest<{ user: PublicUser | null }>('GET', '/api/auth/session')).user;

/**
 * Spec §7: the signed-in user (null when signed out); a failure is only logged. With no
 * network at all, the account last signed in here (its offline copy, docs/decisions/099), so a cook
 * offline keeps their saved recipes; an answer that nobody is signed in deletes that copy.
 */
export const meQueryOptions = queryOptions({
  queryKey: ['/api/auth/me'] as const,
  queryFn: async (): Promise<PublicUser | null> => {
    try {
      const user = await readMe();
      // Nobody is signed in: what the last cook left in this browser goes (lib/cook-storage.ts).
      if (!user) void releaseFromCook();
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
