import { paiseToRupees, type riskFancy } from '@bx/contract';
import { runBook, type RunRange } from '@bx/exchange';
import type { z } from 'zod';
import { fancyDomainOf, toFancyBet } from '../trading/markets/house-bets.ts';
import type { BetRow, MarketRecord } from '../trading/shared/trading-types.ts';

type Ladder = z.input<typeof riskFancy>['ranges'];

/** The house's side of a customers' range. */
const negated = (r: RunRange, parity: 'EVEN' | 'ODD' | null = null): Ladder[number] => ({
  from: r.from,
  to: r.to,
  parity,
  pnl_from: paiseToRupees(0 - r.pnlFrom),
  pnl_to: paiseToRupees(0 - r.pnlTo),
});

/**
 * A fancy as the house stands: the engine's run book over every bet of the scope (P&L adds up
 * across bets, so this is the customers' books summed), negated. Inside a range the P&L is flat
 * or linear, so the house's worst result is at a range's end (to under a paisa per meter bet).
 * An odd-even book alternates run by run: its first even and first odd result stand for all.
 */
export function fancyHouseLadder(record: MarketRecord, bets: BetRow[]): z.input<typeof riskFancy> {
  const domain = fancyDomainOf(record.row);
  const book = runBook(
    bets.map((b) => toFancyBet(b, record)),
    domain,
  );
  const at = (runs: number) => book.ranges.find((r) => r.from <= runs && runs <= r.to)!;
  const parity = record.row.market_type === 'ODD_EVEN' && domain.maxResult >= 1;
  const ranges = parity
    ? [
        negated({ ...at(0), from: 0, to: domain.maxResult - (domain.maxResult % 2) }, 'EVEN'),
        negated({ ...at(1), from: 1, to: domain.maxResult - ((domain.maxResult - 1) % 2) }, 'ODD'),
      ]
    : book.ranges.map((r) => negated(r));
  const worst = Math.min(0, ...ranges.flatMap((r) => [r.pnl_from, r.pnl_to]));
  return {
    fancy_id: record.row.market_id,
    name: record.row.name,
    fancy_type: record.row.market_type,
    status: record.row.status,
    ranges,
    exposure: 0 - worst,
    bets: bets.length,
  };
}
