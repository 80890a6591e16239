import { Toaster } from '@sous/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AuthDialogProvider } from '../features/auth/auth-dialog-provider.tsx';
import { Footer } from '../features/layout/footer.tsx';
import { Header } from '../features/layout/header.tsx';
import { NotFound } from '../features/layout/not-found.tsx';
import { UpsellProvider } from '../features/upsell/upsell-provider.tsx';

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
      <UpsellProvider>
        <AuthDialogProvider>
          <div className="flex min-h-dvh flex-col">
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
            >
              Skip to content
            </a>
            <Header />
            <main id="main" className="flex flex-1 flex-col">
              <Outlet />
            </main>
            <Footer />
          </div>
        </AuthDialogProvider>
      </UpsellProvider>
      <Toaster />
    </>
  );
}
