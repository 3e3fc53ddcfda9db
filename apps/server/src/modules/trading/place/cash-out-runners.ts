import type { CashOutRunner } from '@bx/contract';
import { bookmakerBook, type Market, type PriceLevel } from '@bx/exchange';
import { activeSelections, liveBetsOf, toBookmakerBet } from '../markets/house-bets.ts';
import type { BetRow, MarketRecord } from '../shared/trading-types.ts';

/** P&L per runner if it wins, from the engine's matched win/lose sides (unmatched bets count nothing). */
function exchangePnl(engine: Market, userId: number): Map<number, number> {
  const position = engine.positionOf(String(userId));
  const lose = position.reduce((sum, p) => sum + p.ifLose, 0);
  return new Map(position.map((p) => [p.selectionId, lose - p.ifLose + p.ifWin]));
}

/** `levels` less the caller's own unmatched size at each price: those bets are cancelled before the hedge. */
function othersOnly(levels: PriceLevel[], own: Map<number, number>): PriceLevel[] {
  return levels.map((l) => ({ price: l.price, size: l.size - (own.get(l.price) ?? 0) })).filter((l) => l.size > 0);
}

/**
 * An exchange market's active runners as a cash out sees them: the caller's matched P&L, and the
 * prices to back (others' resting lays) and to lay (others' resting backs) with their sizes.
 */
export function exchangeCashOutRunners(engine: Market, record: MarketRecord, userId: number): CashOutRunner[] {
  const pnl = exchangePnl(engine, userId);
  const open = engine.openOrders(String(userId));
  return activeSelections(record).map((selectionId) => {
    const own = (side: 'BACK' | 'LAY') => {
      const sizes = new Map<number, number>();
      for (const o of open)
        if (o.selectionId === selectionId && o.side === side) sizes.set(o.price, (sizes.get(o.price) ?? 0) + o.remaining);
      return sizes;
    };
    // 350 ladder prices: every level there is, so a large hedge can walk as deep as it needs.
    const depth = engine.depth(selectionId, 350)!;
    return {
      selectionId,
      pnl: pnl.get(selectionId) ?? 0,
      toBack: othersOnly(depth.lays, own('LAY')),
      toLay: othersOnly(depth.backs, own('BACK')),
    };
  });
}

/** A bookmaker market's runners: the caller's P&L over their live bets, the house's open rates at any size. */
export function bookmakerCashOutRunners(record: MarketRecord, bets: BetRow[], userId: number): CashOutRunner[] {
  const mine = liveBetsOf(bets, userId).map(toBookmakerBet);
  const book = bookmakerBook(mine, activeSelections(record));
  return book.map(({ selectionId, pnl }) => {
    const runner = record.runners.find((r) => r.selection_id === selectionId)!;
    const open = record.row.status === 'OPEN' && runner.quote_open === 1;
    const rate = (r: number | null) => (open && r !== null ? [{ price: 100 + r, size: Infinity }] : []);
    return { selectionId, pnl, toBack: rate(runner.back_rate), toLay: rate(runner.lay_rate) };
  });
}
