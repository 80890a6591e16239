import type { PublicUser } from '@sous/domain';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { AuthReason, AuthTab } from './auth-dialog.tsx';

// Loaded on first use, so the forms do not weigh on the first page load. The return from Google's
// sign-in (`?google=` on the first page load) is in the same chunk: one lazy import keeps the home
// route's JavaScript within its budget.
const loadAuthDialog = () => import('./auth-dialog.tsx');
const AuthDialog = lazy(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })));
const GoogleReturn = lazy(() => loadAuthDialog().then((m) => ({ default: m.GoogleReturn })));

interface OpenAuthOptions {
  tab?: AuthTab;
  /** Why the dialog opened, said in one line (decision 101). */
  reason?: AuthReason;
  onSuccess?: (user: PublicUser) => void;
}

interface AuthDialogApi {
  openAuth: (options?: OpenAuthOptions) => void;
}

const AuthDialogContext = createContext<AuthDialogApi | null>(null);

export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return api;
}

/** The one standalone sign-in/sign-up dialog; any screen opens it on a chosen tab (Sign In by default). */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<(OpenAuthOptions & { open: boolean }) | null>(null);
  const [googleOutcome] = useState(() => new URLSearchParams(window.location.search).get('google'));
  const openAuth = useCallback((options: OpenAuthOptions = {}) => setRequest({ ...options, open: true }), []);
  const api = useMemo(() => ({ openAuth }), [openAuth]);
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <AuthDialog
            open={request.open}
            defaultTab={request.tab ?? 'signin'}
            reason={request.reason}
            onSuccess={request.onSuccess}
            onClose={() => setRequest((current) => (current ? { ...current, open: false } : null))}
          />
        </Suspense>
      ) : null}
      {googleOutcome ? (
        <Suspense fallback={null}>
          <GoogleReturn outcome={googleOutcome} />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
