import type { ShoppingList } from '@sous/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { shoppingListQueryOptions } from '../../queries/pantry.ts';
import {
  applyChecks,
  flushChecks,
  type PendingCheck,
  queueCheck,
  readQueue,
  writeQueue,
} from './offline-checks.ts';

const sendCheck = (check: PendingCheck) => apiRequest('PUT', '/api/shopping-list/checks', check);

/**
 * The list with the cook's checks applied at once. A check is queued on the device first and sent
 * after; without a connection it waits there (and survives a reload) until the browser is back online.
 */
export function useShoppingList(userId: string) {
  const queryClient = useQueryClient();
  const options = shoppingListQueryOptions(userId);
  const list = useQuery(options);
  const queueRef = useRef<PendingCheck[]>(readQueue(userId));
  const [queue, setQueueState] = useState(queueRef.current);
  const flushing = useRef(false);

  const setQueue = useCallback(
    (next: PendingCheck[]) => {
      queueRef.current = next;
      writeQueue(userId, next);
      setQueueState(next);
    },
    [userId],
  );

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      while (queueRef.current.length > 0) {
        const sending = queueRef.current;
        const left = await flushChecks(sending, sendCheck);
        // Checks made while these were on their way stay queued (a newer check of a line wins).
        let next = left;
        for (const check of queueRef.current) if (!sending.includes(check)) next = queueCheck(next, check);
        setQueue(next);
        if (left.length > 0) return;
      }
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
    } finally {
      flushing.current = false;
    }
  }, [queryClient, options.queryKey, setQueue]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  const toggle = useCallback(
    (key: string, checked: boolean) => {
      setQueue(queueCheck(queueRef.current, { key, checked }));
      void flush();
    },
    [flush, setQueue],
  );

  const shown = useMemo(
    (): ShoppingList | undefined => (list.data ? applyChecks(list.data, queue) : undefined),
    [list.data, queue],
  );
  return { list, shown, pending: queue.length, toggle, flush, queryKey: options.queryKey };
}
