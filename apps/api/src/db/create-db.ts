import { resolve } from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  sql,
} from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import { loadPGlite, openPGlite } from './pglite-open.ts';
import type { Database } from './schema.ts';
import { DEFAULT_POOL_TIMEOUTS, type PoolTimeouts, QUERY_TIMEOUT_MARGIN_MS } from './timeouts.ts';
import { DatabaseUnavailableError, isUnavailableError, toDatabaseError } from './unavailable.ts';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, safe to print (no password). */
  location: string;
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: Partial<PoolTimeouts> }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; loadDataDir: Blob | File };

// int8 (count(*) and friends) as a JS number instead of a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

/**
 * The same database without the statement timeout, for migrations and maintenance: a migration may
 * rightly run longer than any request (an index built on a large table) and must not be cut off
 * half-way. The connect and acquire timeouts still apply.
 */
export function withoutStatementTimeout(options: DatabaseOptions): DatabaseOptions {
  if (options.kind !== 'postgres') return options;
  return { ...options, timeouts: { ...options.timeouts, statementMs: 0 } };
}

/** PGlite's contrib extensions the migrations use: pg_trgm for admin search (docs/decisions/109). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.kind === 'postgres') {
    const timeouts = { ...DEFAULT_POOL_TIMEOUTS, ...options.timeouts };
    const statementTimeouts =
      timeouts.statementMs > 0
        ? {
            statement_timeout: timeouts.statementMs,
            query_timeout: timeouts.statementMs + QUERY_TIMEOUT_MARGIN_MS,
          }
        : {};
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: timeouts.connectMs,
      idleTimeoutMillis: 30_000,
      // A peer that vanished without closing (a host gone, a cable pulled) is noticed on idle connections too.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...statementTimeouts,
    });
    // An idle client losing its server must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // A connection dying mid-query rejects that query; its late 'error' event must not crash us.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new GuardedPool(pool, timeouts.acquireMs) }),
      plugins,
    });
    return handle(db, 'postgres', redactUrl(options.url));
  }
  let location = 'memory';
  // Both with the memory settings of pglite-open.ts (docs/decisions/119).
  const open =
    'dataDir' in options
      ? async () => {
          location = resolve(options.dataDir);
          return openPGlite(location, PGLITE_EXTENSIONS);
        }
      : async () => loadPGlite(options.loadDataDir, PGLITE_EXTENSIONS);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(open), plugins });
  return handle(db, 'pglite', 'dataDir' in options ? resolve(options.dataDir) : location);
}

function handle(db: Kysely<Database>, kind: DatabaseKind, location: string): DatabaseHandle {
  return {
    db,
    kind,
    location,
    async ping(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      });
      try {
        await Promise.race([sql`select 1`.execute(db), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * The pg pool as Kysely sees it, with the bounds pg lacks: a checkout (waiting for a free connection
 * and connecting) that takes longer than `acquireMs` fails, and every outage error a checkout or a
 * query raises becomes a DatabaseUnavailableError (unavailable.ts), which the API answers with 503.
 */
class GuardedPool implements PostgresPool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly acquireMs: number,
  ) {}

  get options(): object {
    return this.pool.options;
  }

  async connect(): Promise<PostgresPoolClient> {
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const checkout = this.pool.connect();
    // A checkout that completes after we gave up goes straight back to the pool.
    checkout.then(
      (client) => {
        if (timedOut) client.release();
      },
      () => {},
    );
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(
          new DatabaseUnavailableError(
            `The database is unavailable (no connection within ${this.acquireMs} ms)`,
          ),
        );
      }, this.acquireMs);
    });
    try {
      return new GuardedClient(await Promise.race([checkout, timeout]));
    } catch (error) {
      throw toDatabaseError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * One checked-out connection. After an outage error (the server went away, or a query to a frozen
 * server timed out with the query still pending on the socket) the connection is broken: later
 * queries on it (Kysely's ROLLBACK) fail at once instead of queueing behind the dead one, and it is
 * destroyed, not returned to the pool, on release.
 */
class GuardedClient implements PostgresPoolClient {
  #broken: unknown;
  constructor(private readonly client: pg.PoolClient) {}

  get processID(): number | undefined {
    return (this.client as unknown as { processID?: number }).processID;
  }

  // Kysely's interface also has a cursor overload; the app does not stream, so only text queries arrive.
  query: PostgresPoolClient['query'] = (async (text: string, parameters: ReadonlyArray<unknown>) => {
    if (this.#broken) {
      throw new DatabaseUnavailableError('The database is unavailable (connection lost)', {
        cause: this.#broken,
      });
    }
    try {
      return await this.client.query(text, parameters as unknown[]);
    } catch (error) {
      // A server that answered (a statement timeout) leaves the connection usable; a lost or silent one does not.
      if (isUnavailableError(error) && !(error instanceof pg.DatabaseError)) this.#broken = error;
      throw toDatabaseError(error);
    }
  }) as unknown as PostgresPoolClient['query'];

  release(destroy?: boolean): void {
    this.client.release(destroy || this.#broken ? true : undefined);
  }
}
