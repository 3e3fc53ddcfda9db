import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { finishPostgresMarker, type BatchMarker, type MarkerClock } from './batch-marker.ts';
import type { Command } from '../shared/commands.ts';
import { createPostgresBatchIo } from './postgres-batch-io.ts';
import type { MarketRowCache } from './market-row-cache.ts';
import { runAsync } from './run-io.ts';
import { runBatch, type BatchOptions, type BatchResult } from './run-batch.ts';

/**
 * How a PostgreSQL batch ended. `rolledBack`: it failed before COMMIT was sent, so nothing was
 * written. `unknown`: COMMIT was sent and failed or its answer was lost (a dropped connection):
 * the batch may have committed, and only its marker can tell.
 */
type PostgresBatchRun =
  | { state: 'committed'; result: BatchResult }
  | { state: 'rolledBack'; error: unknown }
  | { state: 'unknown'; result: BatchResult; error: unknown };

/**
 * A check that must hold in the batch's own transaction, run first (the ownership of the batch's
 * markets, modules/trading/ownership): it throws when the batch must not commit.
 */
export type BatchFence = (trx: Transaction<Database>, marketIds: number[]) => Promise<void>;

/**
 * One batch in one transaction whose COMMIT is sent by us (not inside Kysely's transaction
 * helper), so a failure before COMMIT and a failure of COMMIT itself are told apart.
 */
export async function runPostgresBatch(
  db: Kysely<Database>,
  commands: Command[],
  options: BatchOptions,
  marker: { clock: MarkerClock; batchId: string },
  rows: MarketRowCache,
  fence: BatchFence | null = null,
): Promise<PostgresBatchRun> {
  let trx;
  try {
    trx = await db.startTransaction().execute();
  } catch (error) {
    return { state: 'rolledBack', error };
  }
  let result: BatchResult;
  try {
    if (fence) await fence(trx, [...new Set(commands.map((c) => c.marketId))]);
    const commitMarker: BatchMarker = { batchId: marker.batchId, committedAt: options.now, written: false };
    result = await runAsync(runBatch(commands, options), createPostgresBatchIo(trx, rows, commitMarker));
    await finishPostgresMarker(trx, marker.clock, commitMarker);
  } catch (error) {
    // A failed ROLLBACK means a dead connection: the server ends the transaction itself.
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    return { state: 'rolledBack', error };
  }
  try {
    await trx.commit().execute();
    return { state: 'committed', result };
  } catch (error) {
    // Releases the connection (a dead one leaves the pool); after a COMMIT that ended, a no-op.
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    return { state: 'unknown', result, error };
  }
}
