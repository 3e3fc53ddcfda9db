import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Enough calls per commit to amortise its fsync, few enough that one commit stays short. */
const MAX_CALLS_PER_COMMIT = 128;

interface Job {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit for wallet calls: the calls that arrive while one commit is under way run in
 * the next database transaction, one after another, each inside its own savepoint (a call that
 * throws undoes only its own writes). Every call is answered only after that transaction has
 * committed, so no answer ever reports money that is not durable. An idle wallet commits a
 * lone call at once.
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
        let outcomes: Outcome[];
        try {
          // Taken once the transaction holds the connection: the calls whose reads ran meanwhile join this commit.
          outcomes = await this.db.transaction().execute((trx) => {
            batch = this.queue.splice(0, MAX_CALLS_PER_COMMIT);
            return runEach(trx, batch);
          });
        } catch (error) {
          for (const job of batch) job.reject(error);
          continue;
        }
        batch.forEach((job, i) => {
          const outcome = outcomes[i]!;
          if (outcome.ok) job.resolve(outcome.value);
          else job.reject(outcome.error);
        });
      }
    } finally {
      this.draining = false;
    }
  }
}

async function runEach(trx: Transaction<Database>, batch: Job[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const job of batch) {
    await sql`SAVEPOINT wallet_call`.execute(trx);
    try {
      outcomes.push({ ok: true, value: await job.work(trx) });
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT wallet_call`.execute(trx);
      outcomes.push({ ok: false, error });
    }
    await sql`RELEASE SAVEPOINT wallet_call`.execute(trx);
  }
  return outcomes;
}
