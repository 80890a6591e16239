import { cn } from '@sous/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { NotFound } from './features/layout/not-found.tsx';
import { provideOfflineStore } from './lib/offline-query.ts';
import { createQueryClient } from './lib/query-client.ts';
import { meQueryOptions } from './queries/auth.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

// The offline copy's store (IndexedDB): its own chunk, loaded on first use (docs/decisions/099).
provideOfflineStore(() => import('./features/offline/offline-store.ts'));

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultNotFoundComponent: NotFound,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Resolves when no query is in flight (the data the first route's loaders asked for), or after `ms`. */
function queriesSettled(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    if (queryClient.isFetching() === 0) done();
  });
}

// Every page's header asks who is signed in: asked now, beside the route's own data, not at first render.
void queryClient.prefetchQuery(meQueryOptions);

// The first route is resolved (its chunk, and the loaders it waits on) before React renders, and so is
// its data: the queries in flight by then (the route's, the session check) are awaited too, at most 2 s,
// so the page renders once, with its data. Data arriving after the first render re-renders the page
// synchronously (the query cache is an external store): one long task (issue #20 part 3). That render is
// a transition: React renders the page in slices of a few milliseconds that yield to the browser (the
// static shell stays on screen meanwhile; docs/decisions/112, 117), after a task boundary that keeps the
// route chunk's evaluation apart from it. A failed load renders as before: the router shows its error or
// not-found page; a failed query is the page's to show.
// tailwind-merge builds its class map on its first call (~50 ms on a 4× slower phone): made here, in a
// task of its own while the data is on its way, not inside the first render's first slice.
const warmClassMerge = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      cn('px-1', 'px-2');
      resolve();
    }),
  );

router
  .load()
  .catch(() => undefined)
  .then(() => new Promise((resolve) => setTimeout(resolve)))
  .then(warmClassMerge)
  .then(() => queriesSettled(2000))
  .then(() =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      );
    }),
  );
