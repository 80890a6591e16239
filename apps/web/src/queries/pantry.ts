import type { PantryResponse, ShoppingList } from '@sous/domain';
import { queryOptions } from '@tanstack/react-query';
import { recallList, rememberList } from '../features/shopping/offline-checks.ts';
import { errorFromResponse, getQueryFn } from '../lib/api.ts';
import { isNetworkFailure } from '../lib/offline-query.ts';

// The cook's pantry and shopping list (docs/decisions/106). The list keeps a copy on the device so a
// cook in a shop without signal still sees it (and checks it off: features/shopping/offline-checks.ts).

export const pantryQueryOptions = queryOptions({
  queryKey: ['/api/pantry'] as const,
  queryFn: getQueryFn<PantryResponse>({ on401: 'throw' }) as () => Promise<PantryResponse>,
});

export const shoppingListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['/api/shopping-list', userId] as const,
    queryFn: async ({ signal }): Promise<ShoppingList> => {
      try {
        const res = await fetch('/api/shopping-list', { credentials: 'include', signal });
        if (!res.ok) throw await errorFromResponse(res);
        const list = (await res.json()) as ShoppingList;
        rememberList(userId, list);
        return list;
      } catch (error) {
        const copy = isNetworkFailure(error) ? recallList(userId) : undefined;
        if (!copy) throw error;
        return copy;
      }
    },
    networkMode: 'always',
  });
