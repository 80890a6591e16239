/**
 * How long the PostgreSQL pool waits before it gives up (docs/decisions/093). Each bound turns a
 * database that is down or frozen into a prompt 503 instead of a request that hangs.
 */
export interface PoolTimeouts {
  /** Opening one connection: TCP connect, startup and authentication (pg `connectionTimeoutMillis`). */
  connectMs: number;
  /**
   * The server cancels a statement running longer (`statement_timeout`); the client stops waiting
   * for an answer `QUERY_TIMEOUT_MARGIN_MS` later (pg `query_timeout`), which is what ends a query
   * to a server that is frozen and cannot cancel anything. 0 turns both off (migrations).
   */
  statementMs: number;
  /** Getting a connection from the pool, the wait for a free one and the connect included. */
  acquireMs: number;
}

export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = { connectMs: 3000, statementMs: 8000, acquireMs: 5000 };

/** The client-side query timeout is the statement timeout plus this, so the server's cancel comes first. */
export const QUERY_TIMEOUT_MARGIN_MS = 1000;
