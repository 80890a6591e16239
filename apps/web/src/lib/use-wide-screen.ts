import { useSyncExternalStore } from 'react';

// Tailwind's `sm` breakpoint.
const WIDE = '(min-width: 640px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is at least Tailwind's `sm` wide (true where `matchMedia` is missing): controls
 * that only a wider screen shows (`hidden sm:flex`) need not be rendered on a phone at all.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? true);
}
