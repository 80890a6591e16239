import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setAdminFlag } from './lib/admin-flag.ts';
import { createQueryClient } from './lib/query-client.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

const queryClient = createQueryClient(() => {
  // The admin session ended (expired, logged out elsewhere, restarted without it): back to the gate.
  setAdminFlag(false);
  void router.navigate({ to: '/login' });
});

const router = createRouter({ routeTree, context: { queryClient }, scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
