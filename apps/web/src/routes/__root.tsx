import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { AuthDialogProvider } from '../features/auth/auth-dialog-provider.tsx';
import { hasStoredTimers, TIMERS_EVENT } from '../features/cook/timer-presence.ts';
import { FocusOnNavigate } from '../features/layout/focus-on-navigate.tsx';
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

// The offline banner, the "new version" prompt and the service worker's registration: a chunk of their
// own, loaded once the page has rendered (docs/decisions/099).
const AppStatus = lazy(() => import('../features/offline/app-status.tsx'));
// The toast region too: a toast raised before it loads waits in @sous/ui's store (docs/decisions/112).
const Toaster = lazy(() => import('../features/layout/toaster-host.tsx'));

function AfterFirstRender({ children }: { children: ReactNode }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setRendered(true), 300);
    return () => clearTimeout(id);
  }, []);
  return rendered ? <Suspense fallback={null}>{children}</Suspense> : null;
}

// Kitchen timers keep running on every page; their watch and bar load only once a timer exists.
const GlobalTimers = lazy(() => import('../features/cook/global-timers.tsx'));

function TimersHost() {
  const [hasTimers, setHasTimers] = useState(hasStoredTimers);
  const onRecipePage = useRouterState({ select: (state) => /^\/recipe\//.test(state.location.pathname) });
  useEffect(() => {
    const onTimer = () => setHasTimers(true);
    window.addEventListener(TIMERS_EVENT, onTimer);
    return () => window.removeEventListener(TIMERS_EVENT, onTimer);
  }, []);
  if (!hasTimers) return null;
  return (
    <Suspense fallback={null}>
      <GlobalTimers showBar={!onRecipePage} />
    </Suspense>
  );
}

function RootLayout() {
  return (
    <>
      <FocusOnNavigate />
      <UpsellProvider>
        <AuthDialogProvider>
          <div className="flex min-h-dvh flex-col">
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
            >
              Skip to content
            </a>
            <div className="contents print:hidden">
              <Header />
              <AfterFirstRender>
                <AppStatus />
              </AfterFirstRender>
            </div>
            <main id="main" className="flex flex-1 flex-col">
              <Outlet />
            </main>
            <div className="contents print:hidden">
              <Footer />
            </div>
          </div>
        </AuthDialogProvider>
      </UpsellProvider>
      <div className="print:hidden">
        <TimersHost />
        <AfterFirstRender>
          <Toaster />
        </AfterFirstRender>
      </div>
    </>
  );
}
