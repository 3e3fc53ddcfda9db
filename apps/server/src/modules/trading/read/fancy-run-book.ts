import { paiseToRupees, type FancyRunBook, type RunBookRange } from '@bx/contract';
import { runBook, type FancyBet, type FancyDomain, type RunRange } from '@bx/exchange';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { fancyDomainOf, toFancyBet } from '../markets/house-bets.ts';
import { familyOf } from '../markets/market-kinds.ts';

type Book = ReturnType<typeof runBook>;

/** `worst`: the range holds the worst result, or reaches the same P&L (a capped meter is flat at its worst). */
function rangeOf(r: RunRange, worst: Book['worst'], parity: RunBookRange['parity'] = null): RunBookRange {
  const covers = r.from <= worst.runs && worst.runs <= r.to && (parity === null || (worst.runs % 2 === 0) === (parity === 'EVEN'));
  const reaches = Math.min(r.pnlFrom, r.pnlTo) === worst.pnl;
  return { from: r.from, to: r.to, parity, pnl_from: paiseToRupees(r.pnlFrom), pnl_to: paiseToRupees(r.pnlTo), worst: covers || reaches };
}

/**
 * An odd-even book alternates run by run (the engine lists every result), but only parity
 * matters: the first even and the first odd result stand for all of theirs, so two rows.
 */
function byParity(book: Book, domain: FancyDomain): RunBookRange[] {
  const at = (runs: number) => book.ranges.find((r) => r.from <= runs && runs <= r.to)!.pnlFrom;
  const lastOf = (first: number) => domain.maxResult - ((domain.maxResult - first) % 2);
  const row = (first: number, parity: 'EVEN' | 'ODD') =>
    rangeOf({ from: first, to: lastOf(first), pnlFrom: at(first), pnlTo: at(first) }, book.worst, parity);
  return [row(0, 'EVEN'), row(1, 'ODD')];
}

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
  const bets = await db
    .selectFrom('bets')
    .selectAll()
    .where('market_id', '=', fancyId)
    .where('user_id', '=', userId)
    .where('outcome', 'is', null)
    .where('matched', '>', 0)
    .execute();
  const domain = fancyDomainOf(row);
  const fancyBets: FancyBet[] = bets.map((b) => toFancyBet(b, record));
  const book = runBook(fancyBets, domain);
  const parity = row.market_type === 'ODD_EVEN' && domain.maxResult >= 1;
  return {
    fancy_id: record.row.market_id,
    fancy_type: row.market_type,
    max_result: domain.maxResult,
    meter_cap: domain.meterCap,
    ranges: parity ? byParity(book, domain) : book.ranges.map((r) => rangeOf(r, book.worst)),
    worst: { runs: book.worst.runs, pnl: paiseToRupees(book.worst.pnl) },
    exposure: paiseToRupees(Math.max(0, -book.worst.pnl)),
  };
}
