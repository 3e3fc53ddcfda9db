import type { MarketState } from './market-state';
import { createPosition, applyMatched, applyUnmatched, type Position } from './position';

/** Positions rebuilt from the orders alone: the truth the incremental positions must equal. */
export function recomputePositions(s: MarketState): Map<string, Position> {
  const out = new Map<string, Position>();
  for (const o of s.orders.values()) {
    let pos = out.get(o.userId);
    if (!pos) {
      pos = createPosition(s.selectionIds.length, s.orders.user[o.slot]!);
      out.set(o.userId, pos);
    }
    applyMatched(pos, o, o.matched, o.profit);
    applyUnmatched(pos, o, 1);
  }
  return out;
}
