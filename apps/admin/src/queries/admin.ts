import type { AdminStats, AdminUserFilter, AdminUsersResponse } from '@sous/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

export const USERS_PATH = '/api/admin/users';

export const adminStatsQuery = () => queryOptions<AdminStats>({ queryKey: ['/api/admin/stats'] });

export interface UsersPageParams {
  type: AdminUserFilter;
  search: string;
  cursor: string | undefined;
}

/** One page of the user table. The key is the URL itself, as the default query function reads it. */
export const adminUsersQuery = ({ type, search, cursor }: UsersPageParams) => {
  const params = new URLSearchParams();
  if (type !== 'all') params.set('type', type);
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return queryOptions<AdminUsersResponse>({ queryKey: [query ? `${USERS_PATH}?${query}` : USERS_PATH] });
};

/** After any change to a user: every cached page and the stats are read again. */
export function refreshAdminData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const first = query.queryKey[0];
      return typeof first === 'string' && (first.startsWith(USERS_PATH) || first === '/api/admin/stats');
    },
  });
}
