import { isEngineStake } from './check-stake';
import { exposureOf, positionFor, type MarketState } from './market-state';
import type { ReplaceCommand, ReplaceSuccess } from './market-types';
import { orderView, type Order } from './order';
import { placeOrder } from './place-order';
import { applyUnmatched } from './position';
import { fail, type Result } from './result';
import { takeUnmatched } from './take-unmatched';

/** Undoes `takeUnmatched(s, o, size, 'CANCELLED')` that emptied the order, back at its queue place. */
function untake(s: MarketState, o: Order, size: number): void {
  const pos = positionFor(s, o.userId);
  o.remaining = size;
  o.cancelled -= size;
  applyUnmatched(pos, o, 1);
  s.book.reinstate(o);
}

/**
 * Edits the unmatched part of an order. Without a new price (or at its own price) `size` must be
 * lower than what remains: the difference is cancelled and the rest keeps its place in the queue.
 * With a new price the whole unmatched part is cancelled and a new order of `size` (default what
 * remained, never more) is placed there, joining the back of its queue; the funds check is the
 * placement's, with the cancelled part already released. Both or neither: when the placement is
 * refused the old order rests again where it was and the placement's code is answered.
 * Codes: ORDER_NOT_FOUND, ORDER_NOT_CANCELLABLE, INVALID_STAKE, NOTHING_TO_CHANGE (its own price and
 * stake again), and any of placeOrder's.
 */
export function replaceOrder(s: MarketState, c: ReplaceCommand): Result<ReplaceSuccess> {
  const o = s.orders.get(c.orderId);
  if (!o || c.userId !== o.userId) return fail('ORDER_NOT_FOUND', `no order ${c.orderId}`);
  if (s.status === 'CLOSED' || o.remaining === 0) return fail('ORDER_NOT_CANCELLABLE', `order ${c.orderId} has nothing unmatched`);
  const moves = c.price !== undefined && c.price !== o.price;
  const size = c.size ?? o.remaining;
  if (!isEngineStake(size) || size > o.remaining) {
    return fail(
      'INVALID_STAKE',
      `the new stake must be a positive integer of paise below ${o.remaining}, or at most that with a new price`,
    );
  }
  if (!moves && size === o.remaining) return fail('NOTHING_TO_CHANGE', `order ${c.orderId} already rests at this price and stake`);
  if (!moves) {
    const removed = takeUnmatched(s, o, o.remaining - size, 'CANCELLED');
    return {
      ok: true,
      order: orderView(o),
      cancelled: removed.size,
      placed: null,
      exposure: { userId: o.userId, exposure: exposureOf(s, o.userId) },
    };
  }
  const taken = takeUnmatched(s, o, o.remaining, 'CANCELLED').size;
  const placed = placeOrder(s, {
    orderId: c.newOrderId,
    userId: c.userId,
    selectionId: o.selectionId,
    side: o.side,
    price: c.price!,
    size,
    timeInForce: 'LIMIT',
    persistence: o.persistence,
    now: c.now,
    availableFunds: c.availableFunds,
    expectedVersion: c.expectedVersion,
  });
  if (!placed.ok) {
    untake(s, o, taken);
    return placed;
  }
  return { ok: true, order: orderView(o), cancelled: taken, placed, exposure: { userId: o.userId, exposure: placed.takerExposureAfter } };
}
