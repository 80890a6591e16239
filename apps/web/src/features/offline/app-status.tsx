import { Button } from '@sous/ui';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { claimForCook, ownsBrowser } from '../../lib/cook-storage.ts';
import { meQueryOptions, useCurrentUser } from '../../queries/auth.ts';
import { savedRecipesQueryOptions } from '../../queries/recipes.ts';
import { OFFLINE_COPY } from './offline-copy.ts';
import { isUpdateReady, onUpdateReady, reloadToUpdate, startServiceWorker } from './service-worker.ts';

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const useOnline = () => useSyncExternalStore(subscribeToConnection, () => navigator.onLine);

/**
 * Under the header: a polite status that says when the browser is offline, and the prompt to load a new
 * version of the app, which never reloads by itself (a cook may be mid-recipe). Starts the service worker.
 */
export default function AppStatus() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const updateReady = useSyncExternalStore(onUpdateReady, isUpdateReady);
  const [updateDismissed, setUpdateDismissed] = useState(false);
  const wasOffline = useRef(!online);

  useEffect(startServiceWorker, []);

  // A sign-in (or a new plan) sets the user without reading /api/auth/me: the offline copy learns of it
  // here, once what another cook left in this browser is gone (lib/cook-storage.ts). Forgetting for a
  // signed-out answer is never done here (a 5xx also reads as signed out), only on a sign-out and when
  // the session check says nobody is signed in (queries/auth.ts).
  const { user } = useCurrentUser();
  useEffect(() => {
    if (user)
      void claimForCook(user.id)
        .then((claimed) => (claimed ? import('./offline-store.ts') : undefined))
        // Signed out while the store loaded: nothing of theirs is written back.
        .then((store) => (store && ownsBrowser(user.id) ? store.rememberUser(user) : undefined));
  }, [user]);

  // Back online: answers that came from the offline copy are read again from the server.
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: savedRecipesQueryOptions.queryKey });
  }, [online, queryClient]);

  return (
    <div className="sticky top-16 z-30 grid">
      {/* Always in the page, so that going offline is announced. */}
      <div role="status" className={online ? 'sr-only' : 'border-b bg-muted'}>
        {online ? null : (
          <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1.5 text-sm">
            <CloudOff className="size-4 shrink-0" aria-hidden="true" />
            {OFFLINE_COPY.offline}
          </p>
        )}
      </div>
      {updateReady && !updateDismissed ? (
        <section
          aria-label={OFFLINE_COPY.newVersion}
          className="border-b bg-card"
          data-testid="update-prompt"
        >
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1.5 text-sm">
            <p role="status" className="flex items-center gap-2">
              <RefreshCw className="size-4 shrink-0" aria-hidden="true" />
              {OFFLINE_COPY.newVersion}
            </p>
            <div className="ml-auto flex gap-1">
              <Button size="sm" onClick={() => void reloadToUpdate()}>
                {OFFLINE_COPY.reload}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setUpdateDismissed(true)}>
                {OFFLINE_COPY.later}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}
