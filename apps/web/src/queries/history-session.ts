// One past generation, to reopen it (docs/decisions/110): a module of its own, so the session page
// does not carry the Saved page's queries.
import type { HistorySession } from '@sous/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../lib/api.ts';

export const HISTORY_KEY = ['/api/history'] as const;

export const historySessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: [...HISTORY_KEY, sessionId] as const,
    queryFn: () => apiRequest<HistorySession>('GET', `/api/history/${sessionId}`),
  });
