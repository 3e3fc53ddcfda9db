import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppDatabase } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { walSyncFor, type Fdatasync, type WalSync } from '../../db/wal-sync.ts';
import { FlushJoinWindow, type JoinTimer } from '../../db/flush-join-window.ts';
import { DeferredLedger } from '../ledger/deferred-ledger.ts';

/** Enough calls per commit to amortise its fsync, few enough that one commit stays short. */
const MAX_CALLS_PER_COMMIT = 128;

/** A call's work: its reads and writes in the group's transaction; ledger transactions it may leave to the group's one write. */
export type GroupWork<T> = (trx: Transaction<Database>, ledger: DeferredLedger) => Promise<T>;

interface Job {
  work: GroupWork<unknown>;
  /** The customer whose money the call reads and moves, when it knows before it runs (a spin); else any waiting ledger rows are written first. */
  userId: number | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** When it was queued (the join window's clock). */
  at: number;
}

export interface WalletCommitOptions {
  /** SQLite: the WAL flush (a test injects one that fails). */
  fdatasync?: Fdatasync;
  /** Called with 1 when a WAL flush failed and the process must stop (default process.exit). */
  exit?: (code: number) => void;
  /** SQLite: how long (ms) a call may wait for the group's WAL flush in flight before its group runs anyway (default 2). */
  joinWindowMs?: number;
  /** The join window's clock and sleep (a test injects one). */
  timer?: JoinTimer;
  /** Calls in a full group: it commits at once, and no group holds more (default 128). */
  maxCallsPerCommit?: number;
}

/** A call of the group threw: the group's transaction is undone, that call alone refused and the others run again. */
class CallFailed {
  constructor(
    readonly index: number,
    readonly error: unknown,
  ) {}
}

/**
 * Group commit for wallet calls: the calls that arrive while one commit is under way run in
 * the next database transaction, one after another. Every call is answered only after that
 * transaction has committed, so no answer ever reports money that is not durable. An idle
 * wallet commits a lone call at once.
 *
 * A call that throws (a bug or a lost connection: refusals are answers, not throws) undoes the
 * whole group's transaction; it is rejected and the group's other calls run again, at the head
 * of the queue, in the next transaction. That keeps a savepoint per call (two statements on every
 * call) off the path for a case that should not occur; the calls are safe to run again because each one reads what it decides on inside the
 * transaction, and a call undone was never answered.
 *
 * On SQLite the group's COMMIT does not flush the WAL (synchronous=NORMAL), and its calls are
 * answered after the connection's shared flush (WalSync) that began after it, as the bet batch's
 * are: the flush runs off the event loop, which meanwhile parses the next calls and commits the
 * next group. Inline, the flush held the event loop for every group. While a group's flush is in
 * flight, the next group waits for it to end, for a full group of calls, or until its oldest
 * call has waited `joinWindowMs` (2 ms), as the bet batch does (db/flush-join-window.ts): its
 * calls would wait for the next flush anyway, and the group grows under load. A failed flush is
 * final: its calls and every later one are refused, and the process exits for a supervisor to
 * restart it.
 */
export class WalletGroupCommit {
  private queue: Job[] = [];
  private draining = false;
  private readonly db: Kysely<Database>;
  private readonly walSync: WalSync | null;
  /** Set by a failed WAL flush: nothing more is answered, the process is on its way out. */
  private halted: { error: unknown } | null = null;
  private readonly joinWindow: FlushJoinWindow;

  constructor(
    database: AppDatabase,
    private readonly options: WalletCommitOptions = {},
  ) {
    this.db = database.db;
    this.walSync = database.sqlite ? walSyncFor(database.sqlite, options.fdatasync) : null;
    this.joinWindow = new FlushJoinWindow(options.maxCallsPerCommit ?? MAX_CALLS_PER_COMMIT, options.timer, options.joinWindowMs);
  }

  /** Runs `work` in the next group; `userId` the customer it is for, when known before it runs. */
  run<T>(work: GroupWork<T>, userId?: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.halted) return reject(this.halted.error);
      this.queue.push({ work, userId, resolve: resolve as (value: unknown) => void, reject, at: this.joinWindow.now() });
      this.joinWindow.joined(this.queue.length);
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        const waiting = this.joinWindow.wait(this.queue[0]!.at, this.queue.length);
        if (waiting) {
          await waiting;
          continue;
        }
        // better-sqlite3 runs a whole transaction within one turn of the event loop: yield first,
        // so the requests already read from the sockets join this group.
        await new Promise((resolve) => setImmediate(resolve));
        let batch: Job[] = [];
        let values: unknown[];
        try {
          // Taken once the transaction holds the connection: the calls whose reads ran meanwhile join this commit.
          values = await this.commit((trx) => {
            batch = this.queue.splice(0, this.joinWindow.capacity);
            return runEach(trx, batch);
          });
        } catch (error) {
          if (!(error instanceof CallFailed)) {
            for (const job of batch) job.reject(error);
            continue;
          }
          batch[error.index]!.reject(error.error);
          this.queue.unshift(...batch.filter((_, i) => i !== error.index));
          continue;
        }
        const answer = () => batch.forEach((job, i) => job.resolve(values[i]));
        if (!this.walSync) answer();
        else this.joinWindow.track(this.walSync.sync()).then(answer, (error: unknown) => this.halt(batch, error));
      }
    } finally {
      this.draining = false;
    }
  }

  /** The group's transaction; on SQLite with a WalSync, its COMMIT leaves the flush to it. */
  private async commit<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    if (!this.walSync) return this.db.transaction().execute(work);
    const restore = sql.raw(`PRAGMA synchronous = ${this.walSync.synchronous}`);
    // One connection throughout, so no other statement commits while the level is lowered. The
    // bet batch, on the raw handle, may run between these statements; it restores the level itself.
    return this.db.connection().execute(async (connection) => {
      await sql`PRAGMA synchronous = NORMAL`.execute(connection);
      try {
        return await connection.transaction().execute(work);
      } finally {
        await restore.execute(connection);
      }
    });
  }

  private halt(batch: Job[], error: unknown): void {
    for (const job of batch) job.reject(error);
    if (this.halted) return;
    this.halted = { error };
    for (const job of this.queue.splice(0)) job.reject(error);
    (this.options.exit ?? ((code) => process.exit(code)))(1);
  }
}

/**
 * The group's calls one after another, then the ledger rows they left to the group in one write.
 * A call whose customer has rows waiting (or that names no customer) has them written first: it
 * reads balances and the day's results from the database, which must show the group's earlier
 * moves. A failed write of the group's rows fails the whole group (it is no one call's).
 */
async function runEach(trx: Transaction<Database>, batch: Job[]): Promise<unknown[]> {
  const ledger = new DeferredLedger();
  const values: unknown[] = [];
  for (const [index, job] of batch.entries()) {
    if (ledger.holds(job.userId)) await ledger.flush(trx);
    try {
      values.push(await job.work(trx, ledger));
    } catch (error) {
      throw new CallFailed(index, error);
    }
  }
  await ledger.flush(trx);
  return values;
}
