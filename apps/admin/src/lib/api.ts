// The console's only door to the API: same-origin /api, cookies included, JSON both ways.
import { httpErrorText } from '@sous/domain';
import type { QueryFunction } from '@tanstack/react-query';

/** A non-OK answer: spec §8's "{status}: {body or status text}" as the message, the status kept. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function errorFromResponse(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return new ApiError(res.status, httpErrorText(res.status, text || res.statusText));
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

type Method = 'POST' | 'PATCH' | 'DELETE';

/** A write: JSON body (the API refuses cookie-carrying mutations without one); undefined for 204. */
export async function apiSend<T = unknown>(method: Method, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw await errorFromResponse(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** Spec §7 default read: GET of the query key parts joined by '/', credentials always sent. */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
  if (!res.ok) throw await errorFromResponse(res);
  return res.json();
};
