import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../features/history/history-page.tsx';

export const Route = createFileRoute('/_authed/history')({
  // Starts the first page's fetch alongside the route chunk; a failure is shown by the page. The
  // query's module is imported here, not above: a loader stays in the app's entry chunk.
  loader: ({ context }) =>
    void import('../../queries/collection.ts').then(({ historyQueryOptions }) =>
      context.queryClient.prefetchInfiniteQuery(historyQueryOptions),
    ),
  component: HistoryPage,
});
