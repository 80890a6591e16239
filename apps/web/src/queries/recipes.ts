import type { Recipe, SavedRecipe } from '@sous/domain';
import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api.ts';

export const recipeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/recipes', id] as const,
    queryFn: getQueryFn<Recipe>({ on401: 'throw' }) as () => Promise<Recipe>,
  });

export const isSavedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/recipes', id, 'is-saved'] as const,
    queryFn: getQueryFn<{ isSaved: boolean }>({ on401: 'returnNull' }),
  });

export const savedRecipesQueryOptions = queryOptions({
  queryKey: ['/api/recipes/saved'] as const,
  queryFn: getQueryFn<SavedRecipe[]>({ on401: 'throw' }) as () => Promise<SavedRecipe[]>,
});
