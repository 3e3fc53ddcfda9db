import { LADDER_SIZE } from './ladder';
import type { MarketState } from './market-state';
import { pairProfit, type Order } from './order';
import { createPosition, positionsEqual } from './position';
import { recomputePositions } from './recompute-positions';
import type { Side } from './types';

function checkOrder(o: Order, problems: string[]): void {
  const sum = o.matched + o.remaining + o.cancelled + o.lapsed + o.voided;
  if (sum !== o.size) problems.push(`order ${o.id}: parts sum to ${sum}, size ${o.size}`);
  if (o.remaining < 0 || o.cancelled < 0 || o.lapsed < 0) problems.push(`order ${o.id}: negative part`);
  let stake = 0;
  let profit = 0;
  for (const p of o.pairs) {
    stake += p.stake;
    profit += p.profit;
    if (p.profit !== pairProfit(o.side, p.stake, p.price, p.reductionBp)) problems.push(`order ${o.id}: pair profit wrong`);
  }
  if (stake !== o.matched) problems.push(`order ${o.id}: pairs stake ${stake} != matched ${o.matched}`);
  if (profit !== o.profit) problems.push(`order ${o.id}: pairs profit ${profit} != profit ${o.profit}`);
  const own = o.ownPair;
  if (own && (!o.pairs.includes(own) || own.price !== o.price || own.reductionBp !== 0)) {
    problems.push(`order ${o.id}: bad own pair`);
  }
}

function checkBookMatchesOrders(s: MarketState, problems: string[]): void {
  const expected = new Map<string, number>();
  for (const o of s.orders.values()) {
    if (o.remaining === 0) continue;
    const key = `${o.runnerIndex}:${o.side}:${o.price}`;
    expected.set(key, (expected.get(key) ?? 0) + o.remaining);
  }
  let levels = 0;
  s.selectionIds.forEach((_, r) => {
    for (const side of ['BACK', 'LAY'] as Side[]) {
      for (const l of s.book.levels(r, side, LADDER_SIZE)) {
        levels++;
        const want = expected.get(`${r}:${side}:${l.price}`);
        if (want !== l.size) problems.push(`book level ${r}:${side}:${l.price} has ${l.size}, orders say ${want}`);
      }
    }
    const back = s.book.bestIndex(r, 'BACK');
    const lay = s.book.bestIndex(r, 'LAY');
    // no lay is -1, below any back
    if (back >= 0 && lay >= back) problems.push(`runner ${r}: crossed book`);
  });
  if (levels !== expected.size) problems.push(`book has ${levels} levels, orders have ${expected.size}`);
}

/**
 * Checks every invariant: order accounting, book levels equal to the resting orders, no
 * crossed book, the book's own structure, positions equal to a recomputation from orders,
 * nothing unmatched in a closed market. Returns the list of problems (empty when sound);
 * never throws, so tests can print all of them at once.
 */
export function validateState(s: MarketState): string[] {
  const problems: string[] = [];
  for (const o of s.orders.values()) checkOrder(o, problems);
  s.book.validate(problems);
  checkBookMatchesOrders(s, problems);
  const truth = recomputePositions(s);
  // Stryker disable next-line UnaryOperator: positionsEqual ignores the user index
  const empty = createPosition(s.selectionIds.length, -1);
  for (const userId of new Set([...truth.keys(), ...s.positions.keys()])) {
    if (!positionsEqual(truth.get(userId) ?? empty, s.positions.get(userId) ?? empty)) {
      problems.push(`position of ${userId} differs from its orders`);
    }
  }
  if (s.status === 'CLOSED' && [...s.orders.values()].some((o) => o.remaining > 0)) {
    problems.push('closed market has unmatched orders');
  }
  return problems;
}
