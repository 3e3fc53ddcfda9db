import { planCashOut, type MarketImage } from '@bx/contract';
import type { Market } from './match-detail-api.ts';

type Levels = { price: number; size: number }[];

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** Book levels in rupees and decimal odds as the planner's paise and hundredths; a bookmaker's rates fill any size. */
function planLevels(levels: Levels, house: boolean) {
  return levels.map((l) => ({ price: Math.round(l.price * 100), size: house ? Infinity : toPaise(l.size) }));
}

/**
 * The cash-out value (rupees) of the caller's matched position on a runner market at the prices on
 * screen, with the same planner the server executes (packages/contract cash-out): null when there is
 * no position or the book cannot take a hedge. The book here still holds the caller's own unmatched
 * bets, which the server cancels first, so the server's quote at the press is the one confirmed.
 */
export function liveCashOutValue(market: Market, live: MarketImage | undefined, fraction: number): number | null {
  const plan = livePlan(market, live, fraction);
  return plan.ok ? plan.value / 100 : null;
}

/**
 * Whether the caller's position is already level: the hedge that would equalise it has no leg (its
 * stakes round to nothing), as after a full cash out. Then there is nothing left to cash out, and
 * offering it again reads as though the first one had failed.
 */
export function isLevel(market: Market, live: MarketImage | undefined): boolean {
  const plan = livePlan(market, live, 1);
  return plan.ok && plan.legs.length === 0;
}

function livePlan(market: Market, live: MarketImage | undefined, fraction: number) {
  const house = market.market_type === 'BOOKMAKER';
  const runners = market.runner_json
    .filter((r) => (live?.runners.find((l) => l.selection_id === r.selection_id)?.status ?? r.status) !== 'REMOVED')
    .map((r) => {
      const book = live?.runners.find((l) => l.selection_id === r.selection_id) ?? r;
      return {
        selectionId: r.selection_id,
        pnl: toPaise(r.win_loss),
        toBack: planLevels(book.back, house),
        toLay: planLevels(book.lay, house),
      };
    });
  return planCashOut(runners, Math.round(fraction * 10_000));
}

/** Whether the caller holds a matched position on the market (a cash out is offered). */
export const hasPosition = (market: Market) => market.runner_json.some((r) => r.win_loss !== 0);
