import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A Kysely dialect for embedded PGlite. PGlite is a single connection, so the driver hands it out
 * behind a lock: a transaction owns it until commit or rollback, and an outside query waits instead
 * of joining the transaction (the published kysely-pglite lets it join, and reports 0 affected rows).
 */
export class PGliteDialect implements Dialect {
  readonly #open: () => Promise<PGlite>;
  constructor(open: () => Promise<PGlite>) {
    this.#open = open;
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#open);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class ConnectionLock {
  #tail: Promise<void> = Promise.resolve();
  /** Resolves with a release function once every earlier holder has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return acquired;
  }
}

class PGliteDriver implements Driver {
  readonly #open: () => Promise<PGlite>;
  readonly #lock = new ConnectionLock();
  #pglite: PGlite | undefined;
  #connection: PGliteConnection | undefined;
  #release: (() => void) | undefined;

  constructor(open: () => Promise<PGlite>) {
    this.#open = open;
  }

  async init(): Promise<void> {
    this.#pglite = await this.#open();
    this.#connection = new PGliteConnection(this.#pglite);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#lock.acquire();
    this.#release = release;
    if (!this.#connection) throw new Error('PGlite driver used before init');
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const modes = [
      settings.isolationLevel && `isolation level ${settings.isolationLevel}`,
      settings.accessMode,
    ]
      .filter(Boolean)
      .join(' ');
    await connection.executeQuery(CompiledQuery.raw(modes ? `begin transaction ${modes}` : 'begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    const pglite = this.#pglite;
    this.#pglite = undefined;
    this.#connection = undefined;
    if (pglite && !pglite.closed) await pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) };
  }

  // biome-ignore lint/correctness/useYield: PGlite has no cursors; Kysely's stream() is unsupported here.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}
