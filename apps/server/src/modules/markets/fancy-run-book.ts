import { paiseToRupees, type FancyRunBook } from '@bx/contract';
import { runBook } from '@bx/exchange';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fancyDomainOf, toFancyBet } from '../bets/house-bets.ts';
import { familyOf } from './market-kinds.ts';

/**
 * bet/getRunBook: the caller's P&L on one fancy for every result of its domain, as the ranges
 * where it changes. Only `userId`'s own matched, unsettled bets are read, so no caller can see
 * another's book; null when the id is not a fancy. The worst case is the same exact minimum
 * the funds check holds (`fancyExposure` over the same domain).
 */
export async function fancyRunBook(db: Kysely<Database>, fancyId: number, userId: number): Promise<FancyRunBook | null> {
  const row = await db.selectFrom('markets').selectAll().where('market_id', '=', fancyId).executeTakeFirst();
  if (!row || familyOf(row.market_type) !== 'FANCY') return null;
  const record = { row: { ...row, market_id: Number(row.market_id) }, runners: [] };
  const bets = await db.selectFrom('bets').selectAll()
    .where('market_id', '=', fancyId).where('user_id', '=', userId).where('outcome', 'is', null).where('matched', '>', 0)
    .execute();
  const domain = fancyDomainOf(row);
  const book = runBook(bets.map((b) => toFancyBet(b, record)), domain);
  const worstRuns = book.worst.runs;
  return {
    fancy_id: record.row.market_id, fancy_type: row.market_type, max_result: domain.maxResult, meter_cap: domain.meterCap,
    ranges: book.ranges.map((r) => ({
      from: r.from, to: r.to, pnl_from: paiseToRupees(r.pnlFrom), pnl_to: paiseToRupees(r.pnlTo), worst: r.from <= worstRuns && worstRuns <= r.to,
    })),
    worst: { runs: worstRuns, pnl: paiseToRupees(book.worst.pnl) },
    exposure: paiseToRupees(Math.max(0, -book.worst.pnl)),
  };
}
