import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '../../features/saved/saved-page.tsx';
import { savedRecipesQueryOptions } from '../../queries/recipes.ts';

export const Route = createFileRoute('/_authed/saved-recipes')({
  // Starts the fetch alongside the route chunk; a failure is shown by the page.
  loader: ({ context }) => void context.queryClient.prefetchQuery(savedRecipesQueryOptions),
  component: SavedPage,
});
