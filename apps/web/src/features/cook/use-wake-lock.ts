import { useCallback, useEffect, useRef, useState } from 'react';

// The Screen Wake Lock API is in TypeScript's DOM library, but not every browser has it.
export type WakeLockStatus = 'unsupported' | 'pending' | 'active' | 'released' | 'refused';

/**
 * Holds a screen wake lock while `enabled`, so a phone propped on the counter does not sleep mid-recipe.
 * The browser releases the lock whenever the page is hidden; it is asked for again each time the page
 * becomes visible. The status says whether the screen is being kept on, so the page can tell the cook.
 */
export function useWakeLock(enabled: boolean): { status: WakeLockStatus; retry: () => void } {
  const [status, setStatus] = useState<WakeLockStatus>(() =>
    typeof navigator !== 'undefined' && 'wakeLock' in navigator ? 'pending' : 'unsupported',
  );
  const sentinel = useRef<WakeLockSentinel | null>(null);
  const active = useRef(false);

  const acquire = useCallback(async () => {
    if (!active.current || !('wakeLock' in navigator) || !navigator.wakeLock) return;
    if (document.visibilityState !== 'visible') return;
    if (sentinel.current && !sentinel.current.released) return;
    setStatus('pending');
    try {
      const lock = await navigator.wakeLock.request('screen');
      if (!active.current) {
        void lock.release();
        return;
      }
      sentinel.current = lock;
      setStatus('active');
      lock.addEventListener('release', () => {
        if (active.current && sentinel.current === lock) setStatus('released');
      });
    } catch {
      // Refused: low battery, a policy, or no user activation yet. The cook is told and can retry.
      if (active.current) setStatus('refused');
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    if (!('wakeLock' in navigator) || !navigator.wakeLock) {
      setStatus('unsupported');
      return;
    }
    active.current = true;
    void acquire();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active.current = false;
      document.removeEventListener('visibilitychange', onVisibility);
      const lock = sentinel.current;
      sentinel.current = null;
      if (lock && !lock.released) void lock.release().catch(() => {});
    };
  }, [enabled, acquire]);

  return { status, retry: () => void acquire() };
}
