import { bookmakerBook, type Market } from '@bx/exchange';
import { paiseToRupees, type riskMarket } from '@bx/contract';
import type { z } from 'zod';
import { activeSelections, toBookmakerBet } from '../trading/markets/house-bets.ts';
import type { BetRow, MarketRecord } from '../trading/shared/trading-types.ts';

/**
 * The customers' summed P&L per runner if it wins (paise), from the engine's own positions of
 * each customer (matched bets only): a runner's win plus every other runner's lose, as the
 * customer's own win_loss is computed (match-detail.ts).
 */
function exchangeCustomersBook(engine: Market | null, userIds: Iterable<number>): Map<number, number> {
  const book = new Map<number, number>();
  if (!engine) return book;
  for (const userId of userIds) {
    const position = engine.positionOf(String(userId));
    const loseTotal = position.reduce((a, p) => a + p.ifLose, 0);
    for (const p of position) book.set(p.selectionId, (book.get(p.selectionId) ?? 0) + p.ifWin + loseTotal - p.ifLose);
  }
  return book;
}

/** A house-banked bookmaker market: the engine's bookmaker book over the scope's bets, as if one customer held them all. */
function bookmakerCustomersBook(record: MarketRecord, bets: BetRow[]): Map<number, number> {
  return new Map(bookmakerBook(bets.map(toBookmakerBet), activeSelections(record)).map((r) => [r.selectionId, r.pnl]));
}

/** Rounded toward zero, so a share never exceeds its exact value. */
const shareOf = (paise: number, partnershipBp: number) => Math.trunc((paise * partnershipBp) / 10_000);

/**
 * A runner market as the house stands: per runner the negative of the customers' summed
 * position if it wins (the whole scope's figure), the caller's share of it, and the house's
 * worst case over the runners still running. `bets` are the scope's matched, unsettled bets on it.
 */
export function runnerHouseBook(
  record: MarketRecord,
  engine: Market | null,
  bets: BetRow[],
  partnershipBp: number,
): z.input<typeof riskMarket> {
  const customers =
    record.row.market_type === 'BOOKMAKER'
      ? bookmakerCustomersBook(record, bets)
      : exchangeCustomersBook(engine, new Set(bets.map((b) => b.user_id)));
  const active = new Set(activeSelections(record));
  let worst = 0;
  const runners = record.runners.map((r) => {
    const house = 0 - (customers.get(r.selection_id) ?? 0);
    if (active.has(r.selection_id)) worst = Math.min(worst, house);
    return {
      selection_id: r.selection_id,
      name: r.name,
      status: r.status,
      position: paiseToRupees(house),
      share: paiseToRupees(shareOf(house, partnershipBp)),
    };
  });
  return {
    market_id: record.row.market_id,
    name: record.row.name,
    market_type: record.row.market_type,
    status: record.row.status,
    runners,
    exposure: paiseToRupees(0 - worst),
  };
}
