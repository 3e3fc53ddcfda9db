import type { Kysely } from 'kysely';
import type { Market } from '@bx/exchange';
import type { Database } from '../../../db/schema.ts';
import { createPostgresBatchIo } from '../batch/postgres-batch-io.ts';
import { MarketRowCache } from '../batch/market-row-cache.ts';
import { rebuildEngine } from '../markets/rebuild-engine.ts';
import type { IoAnswers } from '../shared/trading-types.ts';

/**
 * A market's book for display on a process that does not own it (match detail, live images, the
 * risk view): read from the database in one snapshot, without locks, so the owner's batches never
 * wait for it. It is rebuilt only when a reader asks at a new book version, never by a batch.
 */
export async function bookElsewhere(db: Kysely<Database>, marketId: number): Promise<{ engine: Market; bookVersion: number } | null> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const row = await trx.selectFrom('markets').selectAll().where('market_id', '=', marketId).executeTakeFirst();
      if (!row || row.status === 'CLOSED') return null;
      const runners = await trx.selectFrom('market_runners').selectAll().where('market_id', '=', marketId).orderBy('sort_order').execute();
      const book = (await createPostgresBatchIo(trx, new MarketRowCache())({ op: 'loadBook', marketId })) as IoAnswers['loadBook'];
      const record = { row: { ...row, market_id: Number(row.market_id) }, runners };
      return { engine: rebuildEngine(record, book.bets, book.pairs), bookVersion: row.book_version };
    });
}
