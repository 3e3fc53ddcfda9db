import { exposureOf, type MarketState } from './market-state';
import type { CancelCommand, CancelSuccess } from './market-types';
import { orderView } from './order';
import { fail, type Result } from './result';
import { takeUnmatched } from './take-unmatched';

/**
 * Cancels the unmatched part of an order, whole or `size` of it (the rest keeps its queue
 * place). Allowed in any state but CLOSED. Codes: ORDER_NOT_FOUND (unknown, or another
 * user's), ORDER_NOT_CANCELLABLE (nothing unmatched, or market closed), INVALID_STAKE.
 */
export function cancelOrder(s: MarketState, c: CancelCommand): Result<CancelSuccess> {
  const o = s.orders.get(c.orderId);
  if (!o || (c.userId !== undefined && c.userId !== o.userId)) {
    return fail('ORDER_NOT_FOUND', `no order ${c.orderId}`);
  }
  // Stryker disable next-line ConditionalExpression: settlement lapses every unmatched part, so a closed market has remaining 0 anyway
  if (s.status === 'CLOSED' || o.remaining === 0) {
    return fail('ORDER_NOT_CANCELLABLE', `order ${c.orderId} has nothing to cancel`);
  }
  if (c.size !== undefined && (!Number.isSafeInteger(c.size) || c.size <= 0)) {
    return fail('INVALID_STAKE', 'cancel size must be a positive integer (paise)');
  }
  const removed = takeUnmatched(s, o, c.size ?? o.remaining, 'CANCELLED');
  return {
    ok: true,
    order: orderView(o),
    cancelled: removed.size,
    exposure: { userId: o.userId, exposure: exposureOf(s, o.userId) },
  };
}
