import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '../../features/saved/saved-page.tsx';

export const Route = createFileRoute('/_authed/saved-recipes')({
  // Starts the first page's fetch alongside the route chunk; a failure is shown by the page. The
  // query's module is imported here, not above: a loader stays in the app's entry chunk.
  loader: ({ context }) =>
    void import('../../queries/collection.ts').then(({ savedPagesQueryOptions }) =>
      context.queryClient.prefetchInfiniteQuery(
        savedPagesQueryOptions({ search: '', type: 'all', sort: 'recent' }),
      ),
    ),
  component: SavedPage,
});
