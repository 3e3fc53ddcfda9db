import { isEngineStake } from './check-stake';
import { ladderIndex } from './ladder';
import { positionFor, type MarketState } from './market-state';
import { orderView, pairProfit, type OrderView } from './order';
import type { Pair } from './order-columns';
import { applyMatched, applyUnmatched } from './position';
import { fail, type Failure, type Result } from './result';
import type { BasisPoints, Paise, Persistence, PriceTicks, Side, TimeInForce } from './types';

/** An order as the database holds it, for rebuilding the in-memory market. */
export interface RestoreOrder {
  orderId: string;
  userId: string;
  selectionId: number;
  side: Side;
  price: PriceTicks;
  size: Paise;
  /** Unmatched size still resting. */
  remaining: Paise;
  /** Matched stake per execution price (sum fills at the same price and reduction). */
  matched?: { price: PriceTicks; stake: Paise; reductionBp?: BasisPoints }[];
  lapsed?: Paise;
  voided?: Paise;
  timeInForce?: TimeInForce;
  persistence?: Persistence;
  placedAt: number;
}

/** A runner-removal reduction a stored fill can carry: whole basis points, 0 to 100%. */
function isReduction(bp: number): boolean {
  return Number.isInteger(bp) && bp >= 0 && bp <= 10000;
}

function badOrder(s: MarketState, r: RestoreOrder, runner: number | undefined): Failure | null {
  if (!r.orderId || !r.userId || (r.side !== 'BACK' && r.side !== 'LAY')) return fail('INVALID_ORDER', 'orderId, userId, side required');
  if (s.orders.has(r.orderId)) return fail('DUPLICATE_ORDER', `order ${r.orderId} exists`);
  if (runner === undefined) return fail('RUNNER_NOT_FOUND', `no runner ${r.selectionId}`);
  if (ladderIndex(r.price) < 0 || (r.matched ?? []).some((m) => ladderIndex(m.price) < 0)) {
    return fail('INVALID_ODDS', 'price off the ladder');
  }
  const amounts = [r.size, r.remaining, r.lapsed ?? 0, r.voided ?? 0, ...(r.matched ?? []).map((m) => m.stake)];
  if (amounts.some((a) => !Number.isSafeInteger(a) || a < 0) || !isEngineStake(r.size)) return fail('INVALID_STAKE', 'bad amounts');
  // Stryker disable next-line ArrayDeclaration: a filler entry has no reduction (0), which passes, as no entry does
  if ((r.matched ?? []).some((m) => !isReduction(m.reductionBp ?? 0))) return fail('INVALID_ORDER', 'reduction outside 0..10000 bp');
  const used = amounts.slice(1).reduce((a, b) => a + b, 0);
  if (used > r.size) return fail('INVALID_STAKE', 'matched + remaining + lapsed + voided exceed size');
  if (r.remaining === 0) return null;
  if (s.status === 'CLOSED' || s.runnerStatus[runner] !== 'ACTIVE') return fail('RUNNER_REMOVED', 'cannot rest on this runner');
  const idx = ladderIndex(r.price);
  const opposite = s.book.bestIndex(runner, r.side === 'BACK' ? 'LAY' : 'BACK');
  if (opposite >= 0 && (r.side === 'BACK' ? opposite >= idx : opposite <= idx)) {
    return fail('CROSSED_BOOK', `order ${r.orderId} would cross the book`);
  }
  return null;
}

/**
 * Rebuilds one order from storage WITHOUT matching: its matched pairs go into the user's
 * position and its remaining size rests at the back of its price queue, so restore resting
 * orders in their original time order. Cancelled size = size - matched - remaining - lapsed -
 * voided. Codes: INVALID_ORDER (also a fill's reduction outside 0..10000 bp), DUPLICATE_ORDER, RUNNER_NOT_FOUND, RUNNER_REMOVED, INVALID_ODDS,
 * INVALID_STAKE, CROSSED_BOOK.
 */
export function restoreOrder(s: MarketState, r: RestoreOrder): Result<{ order: OrderView }> {
  const runner = s.runnerIndex.get(r.selectionId);
  const bad = badOrder(s, r, runner);
  if (bad) return bad;
  const pairs: Pair[] = [];
  for (const m of r.matched ?? []) {
    const rf = m.reductionBp ?? 0;
    let pair = pairs.find((p) => p.price === m.price && p.reductionBp === rf);
    if (!pair) pairs.push((pair = { price: m.price, stake: 0, reductionBp: rf, profit: 0 }));
    pair.stake += m.stake;
  }
  for (const p of pairs) p.profit = pairProfit(r.side, p.stake, p.price, p.reductionBp);
  const matched = pairs.reduce((a, p) => a + p.stake, 0);
  const lapsed = r.lapsed ?? 0;
  const voided = r.voided ?? 0;
  const pos = positionFor(s, r.userId);
  const o = s.orders.add({
    id: r.orderId,
    user: pos.user,
    runnerIndex: runner!,
    side: r.side,
    ladderIndex: ladderIndex(r.price),
    size: r.size,
    remaining: r.remaining,
    timeInForce: r.timeInForce ?? 'LIMIT',
    persistence: r.persistence ?? 'LAPSE',
    placedAt: r.placedAt,
  });
  o.matched = matched;
  o.cancelled = r.size - matched - r.remaining - lapsed - voided;
  o.lapsed = lapsed;
  o.voided = voided;
  o.profit = pairs.reduce((a, p) => a + p.profit, 0);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: keeps the shared NO_PAIRS for unmatched orders (memory only)
  if (pairs.length > 0) o.pairs = pairs;
  o.ownPair = pairs.find((p) => p.price === r.price && p.reductionBp === 0) ?? null;
  applyMatched(pos, o, o.matched, o.profit);
  applyUnmatched(pos, o, 1);
  if (o.remaining > 0) s.book.add(o);
  return { ok: true, order: orderView(o) };
}
