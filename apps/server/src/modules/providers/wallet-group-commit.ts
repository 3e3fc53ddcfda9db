import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Enough calls per commit to amortise its fsync, few enough that one commit stays short. */
const MAX_CALLS_PER_COMMIT = 128;

interface Job {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
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
 */
export class WalletGroupCommit {
  private queue: Job[] = [];
  private draining = false;

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        // better-sqlite3 runs a whole transaction within one turn of the event loop: yield first,
        // so the requests already read from the sockets join this group.
        await new Promise((resolve) => setImmediate(resolve));
        let batch: Job[] = [];
        let values: unknown[];
        try {
          // Taken once the transaction holds the connection: the calls whose reads ran meanwhile join this commit.
          values = await this.db.transaction().execute((trx) => {
            batch = this.queue.splice(0, MAX_CALLS_PER_COMMIT);
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
        batch.forEach((job, i) => job.resolve(values[i]));
      }
    } finally {
      this.draining = false;
    }
  }
}

async function runEach(trx: Transaction<Database>, batch: Job[]): Promise<unknown[]> {
  const values: unknown[] = [];
  for (const [index, job] of batch.entries()) {
    try {
      values.push(await job.work(trx));
    } catch (error) {
      throw new CallFailed(index, error);
    }
  }
  return values;
}
