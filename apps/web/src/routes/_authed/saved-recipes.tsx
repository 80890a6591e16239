import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '../../features/saved/saved-page.tsx';

export const Route = createFileRoute('/_authed/saved-recipes')({
  // Asks for the first page of cards alongside the session check and the route chunk, not after them
  // (issue #20 part 3: no waterfall). The query module is imported on demand so the home route does not
  // carry it; a failure is shown by the page, which asks again. The loader waits for that module (not
  // for the answer), so the request is in flight when the first render waits for it (main.tsx).
  loader: ({ context }) =>
    import('../../queries/collection.ts').then(({ savedPagesQueryOptions }) => {
      void context.queryClient.prefetchInfiniteQuery(
        savedPagesQueryOptions({ search: '', type: 'all', sort: 'recent' }),
      );
    }),
  component: SavedPage,
});
