import type SqliteDatabase from 'better-sqlite3';
import type { AppDatabase } from '../../../db/create-database.ts';
import { lookUpBatch, MarkerClock, newBatchId, sqliteMarker } from './batch-marker.ts';
import type { IoRequest, WriteSet } from '../shared/trading-types.ts';
import { isExclusive, OUTCOME_UNKNOWN, type Command, type Outcome } from '../shared/commands.ts';
import { runPostgresBatch, type BatchFence } from './run-postgres-batch.ts';
import { runSync } from './run-io.ts';
import { runBatch, type BatchResult, type Planner } from './run-batch.ts';
import { walSyncFor, type Fdatasync, type WalSync } from '../../../db/wal-sync.ts';
import { FlushJoinWindow, type JoinTimer } from '../../../db/flush-join-window.ts';
import { createSqliteBatchIo, sqliteStamp } from './sqlite-batch-io.ts';
import type { MarketCache } from '../markets/market-cache.ts';
import type { SettledLosses } from './settled-losses.ts';
import { CustomerRowCache } from './customer-row-cache.ts';
import { MarketRowCache } from './market-row-cache.ts';

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
  /** SQLite: the WAL flush (a test injects one that fails). */
  fdatasync?: Fdatasync;
  /** Called with 1 when a WAL flush failed and the process must stop (default process.exit). */
  exit?: (code: number) => void;
  /** The batch's time (ms): ledger rows and the daily loss window (a test injects one). */
  clock?: () => number;
  /** SQLite: how long (ms) a command may wait for the WAL flush in flight before its batch runs anyway (default 2). */
  joinWindowMs?: number;
  /** The join window's clock and sleep (a test injects one). */
  timer?: JoinTimer;
}

interface Pending {
  command: Command;
  resolve: (outcome: Outcome) => void;
  /** When it was queued (the join window's clock). */
  at: number;
}

const FAILED: Outcome = {
  ok: false,
  code: 'TRY_AGAIN',
  message: 'Your bet could not be processed just now; nothing was placed. Please try again.',
};
const UNKNOWN: Outcome = {
  ok: false,
  code: OUTCOME_UNKNOWN,
  message:
    'We could not confirm whether your bet was placed. Check your bets, or send it again with the same client_ref: it will not be placed twice.',
};

/**
 * Group commit: commands queue up while a batch is being written; the next batch takes them
 * all (up to `maxBatch`) into one transaction. Market-wide commands (status, results) run
 * alone, in queue order. Nobody is answered before the commit of their batch.
 *
 * On SQLite a batch's callers are answered after the WAL flush that follows its COMMIT. While
 * a flush is in flight, the next batch waits for it to end, for `maxBatch` commands, or until
 * its oldest command has waited `joinWindowMs` (2 ms), whichever comes first: its callers
 * would wait for the next flush anyway, so the wait costs them next to nothing and the batch
 * grows under load (db/flush-join-window.ts). A command arriving while no flush is in flight
 * runs at once.
 */
export class BatchExecutor {
  private readonly queue: Pending[] = [];
  private running = false;
  private readonly sqliteIo: ((r: IoRequest) => unknown) | null;
  private readonly sqliteTx: ((commands: Command[], now: number, batchId: string) => BatchResult) | null;
  private readonly walSync: WalSync | null;
  private readonly listeners: CommitListener[] = [];
  private readonly markerClock = new MarkerClock();
  private readonly marketRows = new MarketRowCache();
  /** SQLite only: customers' accounts and exposures between batches (PostgreSQL reads them under lock). */
  private readonly customerRows = new CustomerRowCache();
  private readonly joinWindow: FlushJoinWindow;
  /** Set by a failed WAL flush: nothing more is acknowledged, the process is on its way out. */
  private halted = false;
  /** PostgreSQL with several processes: the ownership check each batch makes in its transaction. */
  private fence: BatchFence | null = null;

  constructor(
    private readonly database: AppDatabase,
    private readonly cache: MarketCache,
    private readonly losses: SettledLosses,
    private readonly plan: Planner,
    private readonly log: (error: unknown) => void,
    private readonly options: ExecutorOptions = {},
  ) {
    this.joinWindow = new FlushJoinWindow(options.maxBatch ?? 1000, options.timer, options.joinWindowMs);
    const sqlite: SqliteDatabase.Database | undefined = database.sqlite;
    this.sqliteIo = sqlite ? createSqliteBatchIo(sqlite, this.marketRows, this.customerRows) : null;
    // Flush the WAL ourselves, off the event loop, with the connection's other unflushed writers (see WalSync).
    this.walSync = sqlite && !options.inlineFsync ? walSyncFor(sqlite, options.fdatasync) : null;
    // SQLite always knows how its COMMIT ended; the marker is written anyway so both engines run
    // one batch shape (one prepared insert per batch).
    const mark = sqlite ? sqliteMarker(sqlite) : null;
    const stamp = sqlite ? sqliteStamp(sqlite) : null;
    const relaxed = sqlite?.prepare('PRAGMA synchronous = NORMAL');
    const restored = this.walSync && sqlite?.prepare(`PRAGMA synchronous = ${this.walSync.synchronous}`);
    this.sqliteTx = sqlite
      ? (commands, now, batchId) => {
          const tx = sqlite.transaction(() => {
            // Inside the transaction: no other connection can commit between this stamp and the batch's reads.
            const current = stamp!();
            this.marketRows.begin(current);
            this.customerRows.begin(current);
            const result = runSync(
              runBatch(commands, { cache, plan, now, losses, reloadLosses: false, lockMarketUsers: false }),
              this.sqliteIo!,
            );
            mark!(batchId, now);
            return result;
          });
          if (!this.walSync) return this.stamped(tx, stamp!);
          relaxed!.run();
          try {
            return this.stamped(tx, stamp!);
          } finally {
            restored!.run();
          }
        }
      : null;
  }

  /**
   * Runs the batch's transaction. Committed: the market and customer rows cached so far are what
   * the database holds, under the connection's new stamp (MarketRowCache, CustomerRowCache).
   * Rolled back: the rows may be ahead of the database, so none is trusted.
   */
  private stamped(tx: SqliteDatabase.Transaction<() => BatchResult>, stamp: () => string): BatchResult {
    let result: BatchResult;
    try {
      result = tx.immediate();
    } catch (error) {
      this.marketRows.committed(null);
      this.customerRows.committed(null);
      throw error;
    }
    const after = stamp();
    this.marketRows.committed(after);
    this.customerRows.committed(after);
    return result;
  }

  onCommit(listener: CommitListener): void {
    this.listeners.push(listener);
  }

  /** From now on every PostgreSQL batch runs `fence` first in its transaction (run-postgres-batch.ts). */
  fenceWith(fence: BatchFence): void {
    this.fence = fence;
  }

  submit(command: Command): Promise<Outcome> {
    return new Promise((resolve) => {
      this.queue.push({ command, resolve, at: this.joinWindow.now() });
      this.joinWindow.joined(this.queue.length);
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private take(): Pending[] {
    if (isExclusive(this.queue[0]!.command)) return this.queue.splice(0, 1);
    let n = 0;
    while (n < this.queue.length && n < this.joinWindow.capacity && !isExclusive(this.queue[n]!.command)) n++;
    return this.queue.splice(0, n);
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      // Another module's Kysely transaction holds the shared SQLite connection: wait for it to end.
      if (this.database.sqlite?.inTransaction) {
        await new Promise((r) => setTimeout(r, 1));
        continue;
      }
      const waiting = this.joinWindow.wait(this.queue[0]!.at, this.queue.length);
      if (waiting) {
        await waiting;
        continue;
      }
      const batch = this.take();
      await this.execute(batch);
      await new Promise((r) => setImmediate(r));
    }
    this.running = false;
  }

  private async execute(batch: Pending[]): Promise<void> {
    if (this.halted) return this.resolveAll(batch, FAILED);
    const commands = batch.map((p) => p.command);
    const now = (this.options.clock ?? Date.now)();
    const batchId = newBatchId(now);
    if (this.sqliteTx) {
      let result: BatchResult;
      try {
        result = this.sqliteTx(commands, now, batchId);
      } catch (error) {
        // better-sqlite3 rolled the transaction back: nothing was written.
        this.dropEngines(commands);
        this.log(error);
        return this.resolveAll(batch, FAILED);
      }
      this.keepEngines(result, now);
      // Nobody hears "placed" before the commit is on disk; meanwhile the next batch may run.
      if (this.walSync) {
        this.joinWindow.track(this.walSync.sync()).then(
          () => this.answer(batch, commands, result),
          (error: unknown) => this.halt(batch, error),
        );
      } else this.answer(batch, commands, result);
      return;
    }
    const run = await runPostgresBatch(
      this.database.db,
      commands,
      { cache: this.cache, plan: this.plan, now, losses: this.losses, reloadLosses: true, lockMarketUsers: true },
      { clock: this.markerClock, batchId },
      this.marketRows,
      this.fence,
    );
    if (run.state === 'committed') {
      this.keepEngines(run.result, now);
      return this.answer(batch, commands, run.result);
    }
    // The batch's engines were changed in place: rebuilt from the database next time.
    this.dropEngines(commands);
    this.log(run.error);
    if (run.state === 'rolledBack') return this.resolveAll(batch, FAILED);
    // Looked up off the drain loop: later batches rebuild these markets (and reload these
    // customers' settled results) from what really committed.
    this.losses.forget(run.result.results.keys());
    void this.settleLostCommit(batch, commands, run.result, batchId);
  }

  private async settleLostCommit(batch: Pending[], commands: Command[], result: BatchResult, batchId: string): Promise<void> {
    const fate = await lookUpBatch(this.database.db, batchId, this.log);
    if (fate === 'committed') this.answer(batch, commands, result);
    else this.resolveAll(batch, fate === 'rolledBack' ? FAILED : UNKNOWN);
  }

  /**
   * A WAL flush failed: this batch (and every batch after it) may not be on disk, so no caller
   * hears "placed", and the process exits for a supervisor to restart it on the durable state.
   */
  private halt(batch: Pending[], error: unknown): void {
    this.resolveAll(batch, UNKNOWN);
    if (this.halted) return;
    this.halted = true;
    this.log(error);
    (this.options.exit ?? ((code) => process.exit(code)))(1);
  }

  private resolveAll(batch: Pending[], outcome: Outcome): void {
    for (const p of batch) p.resolve(outcome);
  }

  /** Right after COMMIT (before the next batch can run): cached engines and the daily losses follow it. */
  private keepEngines(result: BatchResult, now: number): void {
    for (const [userId, amount] of result.results) this.losses.record(userId, now, amount);
    for (const [id, entry] of result.engines) {
      if (result.closed.has(id)) this.cache.drop(id);
      else {
        if (result.touched.includes(id)) entry.bookVersion += 1;
        this.cache.set(id, entry);
      }
    }
  }

  private dropEngines(commands: Command[]): void {
    for (const c of commands) this.cache.drop(c.marketId);
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
