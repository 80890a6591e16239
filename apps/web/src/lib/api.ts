// The browser's only door to the API: same-origin /api, cookies included, JSON both ways.
import { httpErrorText } from '@sous/domain';
import type { QueryFunction } from '@tanstack/react-query';

/** An API failure that keeps the status and the server's `{message, code}` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The `message` the API put in its error body, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Spec §8 generic error: "{status}: {body text or status text}". */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  const text = (await res.text().catch(() => '')) || res.statusText;
  let code: string | undefined;
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    if (typeof parsed.code === 'string') code = parsed.code;
  } catch {
    // A plain-text body carries no code.
  }
  return new ApiError(res.status, httpErrorText(res.status, text), code);
}

async function serverMessage(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string' && body.message) {
      return new ApiError(
        res.status,
        body.message,
        typeof body.code === 'string' ? body.code : undefined,
        body.message,
      );
    }
  } catch {
    // Not JSON: fall back to the generic text.
  }
  return new ApiError(res.status, httpErrorText(res.status, text || res.statusText));
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends a request and returns the parsed JSON body (undefined for 204). Mutations always carry a JSON
 * content type: the API refuses cookie-carrying mutations without one. Non-OK → ApiError with the
 * server's `message`.
 */
export async function apiRequest<T = unknown>(method: Method, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: method === 'GET' ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  if (!res.ok) throw await serverMessage(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** While a generation waits: its place in the queue (1 = next), then `running` (docs/decisions/104). */
export type QueueUpdate = { type: 'queued'; position: number } | { type: 'running' };

/**
 * POST /api/recipes/generate read as it streams (`application/x-ndjson`): one JSON line per change,
 * `onUpdate` for each place in the queue and for the start, then the result (or its error, thrown as
 * an ApiError like any other). An answer that is not a stream is read as plain JSON.
 */
export async function generateStreaming<T>(
  body: unknown,
  onUpdate: (update: QueueUpdate) => void,
): Promise<T> {
  const res = await fetch('/api/recipes/generate', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw await serverMessage(res);
  if (!res.body || !res.headers.get('content-type')?.includes('ndjson')) return (await res.json()) as T;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line) continue;
      const event = JSON.parse(line);
      if (event.type === 'result') return event.result as T;
      if (event.type === 'error') throw new ApiError(event.status, event.message, event.code, event.message);
      onUpdate(event);
    }
  }
  throw new ApiError(502, httpErrorText(502, ''));
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Spec §7 default read: GET of the query key parts joined by '/', credentials always sent. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    if (!res.ok) throw await errorFromResponse(res);
    return (await res.json()) as T;
  };
}

export const isUpgradeRequired = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 402 || error.code === 'upgrade_required');

/** An advanced Customize option sent without Premium (docs/decisions/108). */
export const isPremiumOption = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'premium_option';

/** A visitor whose network used the day's free visitor recipes: a free account claims theirs (decision 101). */
export const isSignUpRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'sign_up_required';

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** The server's own message for a toast, or undefined so the toast falls back to its default text. */
export const serverMessageOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.serverMessage : undefined;
