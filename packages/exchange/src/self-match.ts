import type { FillPlan } from './book';
import { positionFor, type MarketState } from './market-state';
import { profitDelta } from './order';
import { applyMatched, type Position } from './position';

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
    const delta = profitDelta(m, m.price, size);
    applyMatched(pos, m, size, delta);
    // The filled part leaves the unmatched worst case: a back's stake on the lose side; for a
    // lay, matched + unmatched liability stays constant as it fills at its own price (see Pair),
    // so the unmatched liability falls by exactly the matched liability added.
    // Stryker disable next-line BlockStatement: only lowers the lose side by what the taker's lay adds there, so the priced exposure stays <= before on those outcomes and the hedge rule accepts either way
    if (m.side === 'BACK') {
      pos.unmatchedLose[i]! += size;
    } else {
      pos.unmatchedWin[i]! += delta;
    }
  }
  return pos;
}
