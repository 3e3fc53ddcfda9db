import type SqliteDatabase from 'better-sqlite3';
import type { AppDatabase } from '../../db/create-database.ts';
import type { IoRequest, WriteSet } from './batch-types.ts';
import { isExclusive, type Command, type Outcome } from './commands.ts';
import { createPostgresBatchIo } from './postgres-batch-io.ts';
import { runAsync, runSync } from './run-io.ts';
import { runBatch, type BatchResult } from './run-batch.ts';
import { createSqliteBatchIo } from './sqlite-batch-io.ts';
import type { MarketCache } from '../markets/market-cache.ts';

/** What a committed batch did: its commands in order and everything it wrote (for live updates). */
export interface CommittedBatch {
  commands: Command[];
  writes: WriteSet;
}

interface Pending {
  command: Command;
  resolve: (outcome: Outcome) => void;
}

/** A committed batch as observers see it: its commands and everything it wrote. */
export interface CommittedBatch {
  commands: Command[];
  writes: WriteSet;
}

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

  constructor(
    private readonly database: AppDatabase,
    private readonly cache: MarketCache,
    private readonly log: (error: unknown) => void,
    private readonly maxBatch = 1000,
    private readonly committed: (marketIds: number[], exclusive: boolean, batch: CommittedBatch) => void = () => undefined,
  ) {
    const sqlite: SqliteDatabase.Database | undefined = database.sqlite;
    this.sqliteIo = sqlite ? createSqliteBatchIo(sqlite) : null;
    this.sqliteTx = sqlite
      ? (commands, now) => {
          const tx = sqlite.transaction(() => runSync(runBatch(commands, { cache, now, lockMarketUsers: false }), this.sqliteIo!));
          return tx.immediate();
        }
      : null;
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
    while (n < this.queue.length && n < this.maxBatch && !isExclusive(this.queue[n]!.command)) n++;
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
    batch.forEach((p, i) => p.resolve(result.outcomes[i]!));
    if (result.touched.length === 0) return;
    try {
      this.committed(result.touched, isExclusive(commands[0]!), { commands, writes: result.writes });
    } catch (error) {
      // A listener (live updates) must never take the executor down: the commit stands.
      this.log(error);
    }
  }
}
