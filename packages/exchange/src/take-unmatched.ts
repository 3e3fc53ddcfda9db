import { positionFor, type MarketState } from './market-state';
import type { Order } from './order';
import { applyUnmatched } from './position';
import type { LapseReason, RemovedSize } from './types';

/**
 * Removes up to `size` of an order's unmatched part (cancel by the customer or lapse by the
 * system), releasing its worst case from the position. Returns what was removed (size 0 when nothing
 * was left).
 */
export function takeUnmatched(s: MarketState, o: Order, size: number, reason: LapseReason | 'CANCELLED'): RemovedSize {
  const by = Math.min(size, o.remaining);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: callers only pass orders with something unmatched, so by > 0
  if (by > 0) {
    const pos = positionFor(s, o.userId);
    applyUnmatched(pos, o, -1);
    o.remaining -= by;
    applyUnmatched(pos, o, 1);
    s.book.reduced(o, by);
    if (reason === 'CANCELLED') o.cancelled += by;
    else {
      o.lapsed += by;
      o.lapseReason = reason;
    }
  }
  return { orderId: o.id, userId: o.userId, selectionId: o.selectionId, size: by, reason };
}

/** Lapses the unmatched part of every open order accepted by `pick`, in time order. */
export function lapseWhere(s: MarketState, reason: LapseReason, pick: (o: Order) => boolean): RemovedSize[] {
  const open = [...s.orders.values()].filter((o) => o.remaining > 0 && pick(o)); // placement order
  return open.map((o) => takeUnmatched(s, o, o.remaining, reason));
}

/** Distinct user ids of `items`, first appearance first. */
export function usersOf(items: { userId: string }[]): string[] {
  return [...new Set(items.map((i) => i.userId))];
}
