// Queries that fall back to the offline copy (docs/decisions/099). The copy's store (IndexedDB through
// idb) is a chunk of its own, loaded on first use (main.tsx provides it), never with the home route.
import type { QueryFunction, QueryKey } from '@tanstack/react-query';

type OfflineStore = typeof import('../features/offline/offline-store.ts');

let loadStore = (): Promise<OfflineStore> => Promise.reject(new Error('No offline store was provided'));

/**
 * main.tsx hands over the store's `import()`: a dynamic import here would move Vite's preload helper
 * out of the entry into a chunk of its own, 0.2 KB more for the home route.
 */
export function provideOfflineStore(load: () => Promise<OfflineStore>): void {
  loadStore = load;
}

export const offlineStore = (): Promise<OfflineStore> => loadStore();

/** fetch rejects with a TypeError only when no answer came at all: offline, or the server unreachable. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/**
 * A query function that answers from the network and keeps a copy (`keep`) and, only when no answer
 * came at all, answers with the copy (`recall`). An answer that is an error (401, 404, 5xx) stays an
 * error. Pair it with `networkMode: 'always'`: a paused query would never reach the copy.
 */
export function withOfflineCopy<T, Key extends QueryKey>(
  read: QueryFunction<T, Key>,
  options: {
    recall: (store: OfflineStore) => Promise<T | undefined>;
    keep?: (store: OfflineStore, value: T) => Promise<void>;
  },
): QueryFunction<T, Key> {
  return async (context) => {
    try {
      const value = await read(context);
      const { keep } = options;
      if (keep)
        void offlineStore().then(
          (store) => keep(store, value),
          () => undefined,
        );
      return value;
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      const copy = await offlineStore().then(options.recall, () => undefined);
      if (copy === undefined) throw error;
      return copy;
    }
  };
}
