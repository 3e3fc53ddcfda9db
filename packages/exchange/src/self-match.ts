import { positionFor, type MarketState } from './market-state';
import { profitDelta, unmatchedLayLiability, type Order } from './order';
import { applyMatched, type Position } from './position';
import { layLiability } from './rounding';

/**
 * A copy of the taker's position after the taker's own resting orders among `makers` took
 * their planned fills (the taker's new order itself is not included). Needed only to price a
 * self-matching order before anything is mutated.
 */
export function selfMatchedPosition(s: MarketState, userId: string, makers: Order[], sizes: number[]): Position {
  const src = positionFor(s, userId);
  const pos: Position = {
    matchedWin: [...src.matchedWin],
    matchedLose: [...src.matchedLose],
    unmatchedWin: [...src.unmatchedWin],
    unmatchedLose: [...src.unmatchedLose],
  };
  makers.forEach((m, k) => {
    if (m.userId !== userId) return;
    const size = sizes[k]!;
    const i = m.runnerIndex;
    applyMatched(pos, m, size, profitDelta(m, m.price, size));
    if (m.side === 'BACK') {
      pos.unmatchedLose[i]! += size;
    } else {
      const own = (m.ownPair ? m.ownPair.stake : 0) + size;
      const after = m.remaining === size ? 0 : layLiability(own + m.remaining - size, m.price) - layLiability(own, m.price);
      pos.unmatchedWin[i]! += unmatchedLayLiability(m) - after;
    }
  });
  return pos;
}
