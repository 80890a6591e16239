import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { NotFound } from './features/layout/not-found.tsx';
import { provideOfflineStore } from './lib/offline-query.ts';
import { createQueryClient } from './lib/query-client.ts';
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

// The first route is resolved (its chunk, and the loaders it waits on) before React renders, and that
// render is a transition: React renders the whole page once, in slices of a few milliseconds that yield
// to the browser, instead of a pending render and then a second, synchronous one when the route resolves
// (the static shell stays on screen meanwhile; docs/decisions/112). A failed load renders as before:
// the router shows its error or not-found page.
router
  .load()
  .catch(() => undefined)
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
