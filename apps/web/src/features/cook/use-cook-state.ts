import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { CookState } from './cook-state.ts';
import {
  type ActiveTimer,
  activeTimers,
  cookStoreVersion,
  readCookState,
  subscribeCookStore,
} from './cook-store.ts';

/** The cook state of one recipe, re-rendering when it changes (in this tab or another). */
export function useCookState(recipeId: string): CookState {
  return useSyncExternalStore(
    subscribeCookStore,
    () => readCookState(recipeId),
    () => readCookState(recipeId),
  );
}

/** Every timer going across recipes. */
export function useActiveTimers(): ActiveTimer[] {
  const version = useSyncExternalStore(subscribeCookStore, cookStoreVersion, cookStoreVersion);
  // The store's version changes whenever the list may have.
  return useMemo(() => activeTimers(), [version]);
}

/** The clock, re-read four times a second while `ticking` (a shown countdown), and when the tab is shown. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const tick = () => setNow(Date.now());
    const id = window.setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [ticking]);
  return now;
}
