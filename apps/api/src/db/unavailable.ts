/**
 * The one place that decides whether a database failure means "the database is unreachable or too
 * slow" (answered 503 `unavailable`, docs/decisions/093) rather than a bug or a refused write.
 *
 * The guarded pool (create-db.ts) runs every error a query or a checkout raises through
 * `toDatabaseError`: an outage becomes a `DatabaseUnavailableError` (the original kept as `cause`),
 * anything else — a unique violation, a check constraint — is passed on unchanged.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** Socket-level failures: the server is gone, refuses, or the network between is broken. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of an outage: the server shutting down, starting up, crashed, full, or a statement timeout. */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_ctl stop, pg_terminate_backend)
  '57P02', // crash_shutdown (another backend crashed)
  '57P03', // cannot_connect_now (starting up, recovering, shutting down)
  '57014', // query_canceled: statement_timeout (the app never cancels a query itself)
  '53300', // too_many_connections
]);

/** Messages `pg` and `pg-pool` raise without a code when the connection dies or times out. */
const PG_MESSAGES = [
  /^Connection terminated/, // unexpectedly / due to connection timeout
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/, // the client saw a connection error earlier, or was closed
  /^Cannot use a pool after calling end on the pool$/,
];

/** Whether an error raised by `pg` means the database cannot be reached or did not answer in time. */
export function isUnavailableError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  // Node's happy-eyeballs connect reports one failure per address.
  if (error instanceof AggregateError && error.errors.some(isUnavailableError)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true; // class 08: connection exception
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && PG_MESSAGES.some((pattern) => pattern.test(message));
}

/** A database error as the app should see it: an outage as DatabaseUnavailableError, anything else unchanged. */
export function toDatabaseError(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isUnavailableError(error)) return error;
  const reason = error instanceof Error && error.message ? error.message : String(error);
  return new DatabaseUnavailableError(`The database is unavailable (${reason})`, { cause: error });
}

/** The DatabaseUnavailableError in an error's `cause` chain (a service may wrap one), if any. */
export function findUnavailable(error: unknown): DatabaseUnavailableError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== undefined && current !== null; depth++) {
    if (current instanceof DatabaseUnavailableError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
