import type { MarketChange, MarketImage } from '@bx/contract';
import type { Market } from '@bx/exchange';
import type { AppDatabase } from '../db/create-database.ts';
import type { TradingService } from '../modules/trading/trading-service.ts';
import { familyOf } from '../modules/trading/markets/market-kinds.ts';
import { bookmakerQuotes, exchangeQuotes, fancyQuote } from '../modules/trading/quote/public-quotes.ts';

/** The public part of an exchange market straight from its engine (no database): status and best three a side. */
export function engineChange(engine: Market): MarketChange {
  const view = engine.view();
  return {
    status: view.status,
    in_play: view.inPlay,
    runners: view.runners.map((r) => ({ selection_id: r.selectionId, status: r.status, ...exchangeQuotes(engine, r.selectionId) })),
  };
}

/** The full image of a stream: a runner or bookmaker market (`'<market_id>'`) or a match's fancies (`'match:<id>:fancy'`). */
export async function liveImage(database: AppDatabase, service: TradingService, key: string): Promise<MarketImage | null> {
  const db = database.db;
  const fancy = /^match:(\d+):fancy$/.exec(key);
  if (fancy) {
    const rows = await db
      .selectFrom('markets')
      .selectAll()
      .where('match_id', '=', Number(fancy[1]))
      .where('status', '<>', 'CLOSED')
      .execute();
    const fancies = rows
      .filter((r) => familyOf(r.market_type) === 'FANCY')
      .map((r) => {
        const q = fancyQuote(r);
        // The live channel sends numbers only: an unquoted side is 0.
        return {
          ...q,
          session_value_yes: q.session_value_yes ?? 0,
          session_size_yes: q.session_size_yes ?? 0,
          session_value_no: q.session_value_no ?? 0,
          session_size_no: q.session_size_no ?? 0,
        };
      });
    return { market_id: key, status: 'OPEN', in_play: false, runners: [], fancies };
  }
  if (!/^\d+$/.test(key)) return null;
  const row = await db.selectFrom('markets').selectAll().where('market_id', '=', Number(key)).executeTakeFirst();
  if (!row || familyOf(row.market_type) === 'FANCY') return null;
  const runners = await db.selectFrom('market_runners').selectAll().where('market_id', '=', row.market_id).orderBy('sort_order').execute();
  const exchange = familyOf(row.market_type) === 'EXCHANGE';
  const engine = exchange && row.status !== 'CLOSED' ? await service.engineFor(row.market_id, row.book_version) : null;
  return {
    market_id: key,
    status: row.status,
    in_play: row.in_play === 1,
    fancies: [],
    runners: runners.map((r) => ({
      selection_id: r.selection_id,
      name: r.name,
      status: r.status as 'ACTIVE',
      ...(exchange ? exchangeQuotes(engine, r.selection_id) : bookmakerQuotes(row, r)),
    })),
  };
}
