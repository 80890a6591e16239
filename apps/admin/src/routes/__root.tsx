import { Toaster } from '@sous/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <div className="flex min-h-dvh flex-col">
        <Outlet />
      </div>
      <Toaster />
    </>
  );
}

function NotFound() {
  return (
    <main className="mx-auto grid max-w-md gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
      <Link to="/" className="text-primary underline underline-offset-4">
        Back to the dashboard
      </Link>
    </main>
  );
}
