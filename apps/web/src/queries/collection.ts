// The Saved page's cards and the recipe history, a page at a time (docs/decisions/109, 110).
import type { HistoryPage, SavedCard, SavedPage, SavedSortKey, SavedTypeFilter } from '@sous/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { filterAndSortSaved } from '../features/saved/filter-saved.ts';
import { apiRequest } from '../lib/api.ts';
import { isNetworkFailure, offlineStore } from '../lib/offline-query.ts';

export interface SavedView {
  search: string;
  type: SavedTypeFilter;
  sort: SavedSortKey;
}

/** Under the saved list's key: whatever refreshes the saved list refreshes its pages too. */
export const SAVED_PAGES_KEY = ['/api/recipes/saved', 'page'] as const;

/** With no network at all, the offline copy answers, filtered and sorted in the browser (docs/decisions/099). */
async function fromOfflineCopy(view: SavedView, error: unknown): Promise<SavedPage> {
  const saved = await offlineStore().then(
    (store) => store.recallSaved(),
    () => undefined,
  );
  if (!saved) throw error;
  const items: SavedCard[] = filterAndSortSaved(saved, view).map(({ id, recipe, savedAt, rating }) => ({
    id,
    recipeId: recipe.id,
    title: recipe.title,
    description: recipe.description,
    recipeType: recipe.recipeType,
    difficulty: recipe.difficulty,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    totalTime: recipe.totalTime,
    servings: recipe.servings,
    calories: recipe.nutrition.calories,
    rating,
    savedAt,
  }));
  return { items, nextCursor: null, version: -1 };
}

export const savedPagesQueryOptions = (view: SavedView) =>
  infiniteQueryOptions({
    queryKey: [...SAVED_PAGES_KEY, view] as const,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ sort: view.sort });
      if (view.type !== 'all') params.set('type', view.type);
      if (view.search.trim()) params.set('q', view.search.trim());
      if (pageParam) params.set('cursor', pageParam);
      try {
        return await apiRequest<SavedPage>('GET', `/api/recipes/saved/page?${params}`);
      } catch (error) {
        if (!pageParam && isNetworkFailure(error)) return fromOfflineCopy(view, error);
        throw error;
      }
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    networkMode: 'always',
  });

import { HISTORY_KEY } from './history-session.ts';

export { HISTORY_KEY };

export const historyQueryOptions = infiniteQueryOptions({
  queryKey: HISTORY_KEY,
  queryFn: ({ pageParam }) =>
    apiRequest<HistoryPage>('GET', `/api/history${pageParam ? `?cursor=${pageParam}` : ''}`),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});
