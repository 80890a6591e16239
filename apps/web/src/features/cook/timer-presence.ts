// Loaded with every page, so it stays tiny: whether any recipe has a timer going, read straight from
// storage without the cook store, and the event that says one just started (see cook-store.ts).
import { COOK_STATE_PREFIX } from '../../lib/cook-storage.ts';
import { readItem, storageKeys } from '../../lib/storage.ts';

export const TIMERS_EVENT = 'sous:timers';

/** True when a stored cook state holds a timer that is running, paused or finished and not dismissed. */
export function hasStoredTimers(): boolean {
  return storageKeys('local').some((key) => {
    if (!key.startsWith(COOK_STATE_PREFIX)) return false;
    const raw = readItem('local', key);
    return raw !== null && /"timers":\{"/.test(raw);
  });
}
