import type SqliteDatabase from 'better-sqlite3';
import type { AppDatabase } from '../../db/create-database.ts';
import type { IoRequest, WriteSet } from './batch-types.ts';
import { isExclusive, type Command, type Outcome } from './commands.ts';
import { createPostgresBatchIo } from './postgres-batch-io.ts';
import { runAsync, runSync } from './run-io.ts';
import { runBatch, type BatchResult } from './run-batch.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';
import { WalSync } from './wal-sync.ts';
import { createSqliteBatchIo } from './sqlite-batch-io.ts';
import type { MarketCache } from '../markets/market-cache.ts';

/** What a committed batch did: its commands in order and everything it wrote (for live updates). */
export interface CommittedBatch {
  commands: Command[];
  writes: WriteSet;
}

/** Told about every durable commit with the markets it wrote to (`exclusive`: an operator command). */
export type CommitListener = (marketIds: number[], exclusive: boolean, batch: CommittedBatch) => void | Promise<void>;

export interface ExecutorOptions {
  /** Most commands per transaction (default 1000). */
  maxBatch?: number;
  /** SQLite: let each COMMIT flush the WAL itself on the event loop (the naive baseline). */
  inlineFsync?: boolean;
}

interface Pending {
  command: Command;
  resolve: (outcome: Outcome) => void;
}

const UNCONFIRMED: Outcome = { ok: false, code: 'STORAGE_ERROR', message: 'We could not confirm this request was stored. Please check your bets before trying again.' };
const FAILED: Outcome = { ok: false, code: 'TRY_AGAIN', message: 'Your bet could not be processed just now; nothing was placed. Please try again.' };

/**
 * Group commit: commands queue up while a batch is being written; the next batch takes them
 * all (up to `maxBatch`) into one transaction. Market-wide commands (status, results) run
 * alone. Nobody is answered before the commit of their batch.
 */
export class BatchExecutor {
  private readonly queue: Pending[] = [];
  private running = false;
  private readonly sqliteIo: ((r: IoRequest) => unknown) | null;
  private readonly sqliteTx: ((commands: Command[], now: number) => BatchResult) | null;
  private readonly walSync: WalSync | null;
  private readonly listeners: CommitListener[] = [];

  constructor(
    private readonly database: AppDatabase,
    private readonly cache: MarketCache,
    private readonly log: (error: unknown) => void,
    private readonly options: ExecutorOptions = {},
  ) {
    const sqlite: SqliteDatabase.Database | undefined = database.sqlite;
    this.sqliteIo = sqlite ? createSqliteBatchIo(sqlite) : null;
    const configured = sqlite ? (sqlite.pragma('synchronous', { simple: true }) as number) : 0;
    // synchronous=FULL (2) or EXTRA (3): flush the WAL ourselves, off the event loop (see WalSync).
    this.walSync = sqlite && configured >= 2 && !sqlite.memory && !options.inlineFsync ? new WalSync(`${sqlite.name}-wal`) : null;
    if (sqlite && this.walSync) startWalCheckpointer(sqlite);
    this.sqliteTx = sqlite
      ? (commands, now) => {
          const tx = sqlite.transaction(() => runSync(runBatch(commands, { cache, now, lockMarketUsers: false }), this.sqliteIo!));
          if (!this.walSync) return tx.immediate();
          sqlite.pragma('synchronous = NORMAL');
          try {
            return tx.immediate();
          } finally {
            sqlite.pragma(`synchronous = ${configured}`);
          }
        }
      : null;
  }

  onCommit(listener: CommitListener): void {
    this.listeners.push(listener);
  }

  submit(command: Command): Promise<Outcome> {
    return new Promise((resolve) => {
      this.queue.push({ command, resolve });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private take(): Pending[] {
    if (isExclusive(this.queue[0]!.command)) return this.queue.splice(0, 1);
    let n = 0;
    while (n < this.queue.length && n < (this.options.maxBatch ?? 1000) && !isExclusive(this.queue[n]!.command)) n++;
    return this.queue.splice(0, n);
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      // Another module's Kysely transaction holds the shared SQLite connection: wait for it to end.
      if (this.database.sqlite?.inTransaction) {
        await new Promise((r) => setTimeout(r, 1));
        continue;
      }
      const batch = this.take();
      await this.execute(batch);
      await new Promise((r) => setImmediate(r));
    }
    this.running = false;
  }

  private async execute(batch: Pending[]): Promise<void> {
    const commands = batch.map((p) => p.command);
    const now = Date.now();
    let result: BatchResult;
    try {
      result = this.sqliteTx
        ? this.sqliteTx(commands, now)
        : await this.database.db.transaction().execute((trx) =>
            runAsync(runBatch(commands, { cache: this.cache, now, lockMarketUsers: true }), createPostgresBatchIo(trx)));
    } catch (error) {
      for (const c of commands) this.cache.drop(c.marketId);
      this.log(error);
      for (const p of batch) p.resolve(FAILED);
      return;
    }
    for (const [id, entry] of result.engines) {
      if (result.closed.has(id)) this.cache.drop(id);
      else {
        if (result.touched.includes(id)) entry.bookVersion += 1;
        this.cache.set(id, entry);
      }
    }
    // Nobody hears "placed" before the commit is on disk; meanwhile the next batch may run.
    if (this.walSync) {
      this.walSync.sync().then(() => this.answer(batch, commands, result), (error: unknown) => {
        this.log(error);
        for (const p of batch) p.resolve(UNCONFIRMED);
      });
    } else this.answer(batch, commands, result);
  }

  private answer(batch: Pending[], commands: Command[], result: BatchResult): void {
    batch.forEach((p, i) => p.resolve(result.outcomes[i]!));
    if (result.touched.length === 0) return;
    const exclusive = isExclusive(commands[0]!);
    for (const listener of this.listeners) this.notify(listener, result.touched, exclusive, { commands, writes: result.writes });
  }

  /**
   * A listener (live updates) that throws or rejects is logged and skipped: the commit stands,
   * the other listeners still hear of it and the drain loop goes on with the next batch.
   */
  private notify(listener: CommitListener, marketIds: number[], exclusive: boolean, batch: CommittedBatch): void {
    try {
      void Promise.resolve(listener(marketIds, exclusive, batch)).catch(this.log);
    } catch (error) {
      this.log(error);
    }
  }
}
