import { createPostgresBatchIo } from '../../src/modules/trading/batch/postgres-batch-io.ts';
import { createSqliteBatchIo } from '../../src/modules/trading/batch/sqlite-batch-io.ts';
import { CustomerRowCache } from '../../src/modules/trading/batch/customer-row-cache.ts';
import { MarketRowCache } from '../../src/modules/trading/batch/market-row-cache.ts';
import { runAsync } from '../../src/modules/trading/batch/run-io.ts';
import { runBatch, type BatchResult } from '../../src/modules/trading/batch/run-batch.ts';
import { SettledLosses } from '../../src/modules/trading/batch/settled-losses.ts';
import { MarketCache } from '../../src/modules/trading/markets/market-cache.ts';
import { planCommand } from '../../src/modules/trading/plan-command.ts';
import type { Command, PlaceCommand } from '../../src/modules/trading/shared/commands.ts';
import type { IoRequest } from '../../src/modules/trading/shared/trading-types.ts';
import type { Customer, MoneyWorld } from './money-fixture.ts';

/**
 * Runs one batch of `commands` on the world's real database, with the options its executor gives
 * that database, inside a transaction that is rolled back; returns every I/O request the batch
 * made with its answer (a copy: the batch adds its new bets to lists it was given), in order.
 */
export async function batchReads(
  w: MoneyWorld,
  commands: Command[],
): Promise<{ reads: { request: IoRequest; answer: unknown }[]; result: BatchResult }> {
  const reads: { request: IoRequest; answer: unknown }[] = [];
  const trx = await w.ctx.database.db.startTransaction().execute();
  try {
    const rows = new MarketRowCache();
    const sqlite = w.ctx.database.sqlite;
    const io = sqlite ? createSqliteBatchIo(sqlite, rows, new CustomerRowCache()) : createPostgresBatchIo(trx, rows);
    const options = {
      cache: new MarketCache(),
      plan: planCommand,
      now: Date.now(),
      losses: new SettledLosses(),
      reloadLosses: !sqlite,
      lockMarketUsers: !sqlite,
    };
    const result = await runAsync(runBatch(commands, options), async (request) => {
      const answer = await io(request);
      reads.push({ request, answer: Array.isArray(answer) ? [...answer] : answer });
      return answer;
    });
    return { reads, result };
  } finally {
    await trx.rollback().execute();
  }
}

/** A customer's LIMIT/LAPSE bet of 100 rupees on the market's first runner; `fields` change the rest. */
export function placeCommand(
  customer: Customer,
  matchId: number,
  market: { marketId: number; sel: number[] },
  fields: Pick<PlaceCommand, 'side' | 'price'> & Partial<PlaceCommand>,
): Command {
  return {
    type: 'place',
    userId: customer.userId,
    marketId: market.marketId,
    matchId,
    selectionId: market.sel[0]!,
    stake: 10_000,
    timeInForce: 'LIMIT',
    persistence: 'LAPSE',
    clientRef: null,
    ...fields,
  };
}
