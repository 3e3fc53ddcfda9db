import type { FillPlan } from './book';
import { positionFor, type MarketState } from './market-state';
import { profitDelta, unmatchedLayLiability } from './order';
import { applyMatched, type Position } from './position';
import { layLiability } from './rounding';

/**
 * A copy of the taker's position after the taker's own resting orders in `plan` took
 * their planned fills (the taker's new order itself is not included). Needed only to price a
 * self-matching order before anything is mutated.
 */
export function selfMatchedPosition(s: MarketState, userId: string, plan: FillPlan): Position {
  const src = positionFor(s, userId);
  const pos: Position = {
    user: src.user,
    matchedWin: [...src.matchedWin],
    matchedLose: [...src.matchedLose],
    unmatchedWin: [...src.unmatchedWin],
    unmatchedLose: [...src.unmatchedLose],
  };
  for (let k = 0; k < plan.count; k++) {
    const m = plan.makers[k]!;
    if (m.userId !== userId) continue;
    const size = plan.sizes[k]!;
    const i = m.runnerIndex;
    applyMatched(pos, m, size, profitDelta(m, m.price, size));
    if (m.side === 'BACK') {
      pos.unmatchedLose[i]! += size;
    } else {
      const own = (m.ownPair ? m.ownPair.stake : 0) + size;
      const after = m.remaining === size ? 0 : layLiability(own + m.remaining - size, m.price) - layLiability(own, m.price);
      pos.unmatchedWin[i]! += unmatchedLayLiability(m) - after;
    }
  }
  return pos;
}
