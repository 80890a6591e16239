import type { Recipe, SavedRecipe } from '@sous/domain';
import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api.ts';
import { withOfflineCopy } from '../lib/offline-query.ts';

// A recipe, whether it is saved, and the saved list answer from the offline copy of the saved list when
// there is no network (docs/decisions/099); `networkMode: 'always'` so that they are asked at all.

export const recipeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/recipes', id] as const,
    queryFn: withOfflineCopy(getQueryFn<Recipe>({ on401: 'throw' }) as () => Promise<Recipe>, {
      recall: (store) => store.recallRecipe(id),
    }),
    networkMode: 'always',
  });

export const isSavedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/recipes', id, 'is-saved'] as const,
    queryFn: withOfflineCopy(getQueryFn<{ isSaved: boolean }>({ on401: 'returnNull' }), {
      recall: (store) => store.recallIsSaved(id),
    }),
    networkMode: 'always',
  });

export const savedRecipesQueryOptions = queryOptions({
  queryKey: ['/api/recipes/saved'] as const,
  queryFn: withOfflineCopy(getQueryFn<SavedRecipe[]>({ on401: 'throw' }) as () => Promise<SavedRecipe[]>, {
    recall: (store) => store.recallSaved(),
    keep: (store, saved) => store.rememberSaved(saved),
  }),
  networkMode: 'always',
});
