import type { riskBook } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { familyOf } from '../trading/markets/market-kinds.ts';
import type { MarketRecord } from '../trading/shared/trading-types.ts';
import type { TradingService } from '../trading/trading-service.ts';
import { fancyHouseLadder } from './fancy-house-ladder.ts';
import { countsUser, type RiskScope } from './risk-scope.ts';
import { runnerHouseBook } from './runner-house-book.ts';

type Book = z.input<typeof riskBook>;

/**
 * admin/risk/book: every market and fancy of the match not settled yet, with the house's
 * position over the scope's matched, unsettled bets (unmatched bets risk nothing for the house).
 * Three reads (markets, runners, bets), then the engine's maths; null when the match is unknown.
 */
export async function matchHouseBook(
  db: Kysely<Database>,
  trading: TradingService,
  scope: RiskScope,
  matchId: number,
): Promise<Book | null> {
  const match = await db.selectFrom('matches').select(['match_id', 'name']).where('match_id', '=', matchId).executeTakeFirst();
  if (!match) return null;
  const rows = (
    await db
      .selectFrom('markets')
      .selectAll()
      .where('match_id', '=', matchId)
      .where('status', '<>', 'CLOSED')
      .orderBy('market_id')
      .execute()
  )
    .map((row) => ({ ...row, market_id: Number(row.market_id) }))
    .filter((row) => familyOf(row.market_type) !== 'CASINO');
  const ids = rows.map((r) => r.market_id);
  const [runners, bets] = ids.length
    ? await Promise.all([
        db.selectFrom('market_runners').selectAll().where('market_id', 'in', ids).orderBy('sort_order').execute(),
        db
          .selectFrom('bets')
          .selectAll()
          .where('market_id', 'in', ids)
          .where('outcome', 'is', null)
          .where('matched', '>', 0)
          .where(countsUser(scope, 'bets.user_id'))
          .execute(),
      ])
    : [[], []];
  const book: Book = {
    match_id: Number(match.match_id),
    name: match.name,
    partnership: scope.partnershipBp / 100,
    markets: [],
    fancies: [],
  };
  for (const row of rows) {
    const record: MarketRecord = { row, runners: runners.filter((r) => r.market_id === row.market_id) };
    const mine = bets.filter((b) => b.market_id === row.market_id);
    const family = familyOf(row.market_type);
    if (family === 'FANCY') {
      book.fancies.push(fancyHouseLadder(record, mine));
      continue;
    }
    const engine = family === 'EXCHANGE' && mine.length > 0 ? await trading.engineFor(row.market_id, row.book_version) : null;
    book.markets.push(runnerHouseBook(record, engine, mine, scope.partnershipBp));
  }
  return book;
}
