import {
  PostgresDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { isConnectionLost } from './connection-lost.ts';
import { OwnSchemaIntrospector } from './own-schema-introspector.ts';

const RETRIES = 4;

/**
 * Marks whether a transaction is open on it: only reads outside one (and a BEGIN, before anything
 * of its transaction ran) may run again. A read that
 * lost its connection swaps in a fresh one (the dead one is released first, so retries never
 * hold two connections at once: ten of them could otherwise wait on a pool of ten forever).
 */
class TrackedConnection implements DatabaseConnection {
  inTransaction = false;
  /** Null only between releasing a dead connection and acquiring its replacement. */
  inner: DatabaseConnection | null;

  constructor(
    inner: DatabaseConnection,
    private readonly driver: Driver,
  ) {
    this.inner = inner;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner!.executeQuery<R>(query);
    } catch (error) {
      if (this.inTransaction || query.query.kind !== 'SelectQueryNode' || !isConnectionLost(error)) throw error;
      // A plain read changes nothing, so it may run again on a fresh connection of the pool.
      return this.again((fresh) => fresh.executeQuery<R>(query), error);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner!.streamQuery<R>(query, chunkSize);
  }

  /** Runs `work` again on a fresh connection, swapped in for the dead one, while connections keep failing. */
  async again<T>(work: (fresh: DatabaseConnection) => Promise<T>, first: unknown): Promise<T> {
    let last = first;
    for (let i = 0; i < RETRIES; i++) {
      const dead = this.inner!;
      this.inner = null;
      await this.driver.releaseConnection(dead);
      // Clients killed together report it one by one: a pause lets the pool drop them first.
      await new Promise((r) => setTimeout(r, 10 * 2 ** i));
      this.inner = await this.driver.acquireConnection();
      try {
        return await work(this.inner);
      } catch (error) {
        if (!isConnectionLost(error)) throw error;
        last = error;
      }
    }
    throw last;
  }
}

/** Kysely's PostgreSQL driver, with every connection tracked (see TrackedConnection). */
class RetryingReadsDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TrackedConnection(await this.inner.acquireConnection(), this.inner);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as TrackedConnection;
    c.inTransaction = true;
    try {
      await this.inner.beginTransaction(c.inner!, settings);
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      // The pool handed out a dead connection: nothing of the transaction ran yet, BEGIN again on a fresh one.
      await c.again((fresh) => this.inner.beginTransaction(fresh, settings), error);
    }
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction((connection as TrackedConnection).inner!);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction((connection as TrackedConnection).inner!);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.((connection as TrackedConnection).inner!, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.((connection as TrackedConnection).inner!, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.((connection as TrackedConnection).inner!, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // No inner: its replacement could not be acquired, the dead one was released already.
    const inner = (connection as TrackedConnection).inner;
    if (inner) await this.inner.releaseConnection(inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/**
 * PostgreSQL for Kysely, where a plain SELECT outside a transaction that loses its connection
 * (killed, reset: the pool handed out a client whose end it had not yet heard of) runs again on
 * a fresh one, up to four times within 150 ms, instead of failing the request; so does a BEGIN
 * (nothing of its transaction ran yet). Writes and anything inside a transaction are never
 * repeated: their callers decide (a bet batch looks up its marker, or answers TRY_AGAIN). Its
 * introspector lists only our own schema.
 */
export class RetryingPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new RetryingReadsDriver(super.createDriver());
  }

  /** Introspection of our own schema only (see OwnSchemaIntrospector). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's signature
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
