import type { Book, PriceLevel } from './book';
import type { Order } from './order';
import type { Side } from './types';

/**
 * Reference book: plain arrays of resting orders, sorted into priority order every time they
 * are read. Obviously correct and slow; the fast book must behave identically.
 */
export function createReferenceBook(runners: number): Book {
  const resting: Order[][] = Array.from({ length: runners * 2 }, () => []);
  const listOf = (runner: number, side: Side) => resting[runner * 2 + (side === 'BACK' ? 0 : 1)]!;

  // Backs rest best-lowest, lays best-highest; earlier first within a price (each list is in
  // placement order, and sort is stable).
  function sorted(runner: number, side: Side): Order[] {
    const dir = side === 'BACK' ? 1 : -1;
    return [...listOf(runner, side)].sort((a, b) => dir * (a.price - b.price));
  }

  return {
    add(o) {
      listOf(o.runnerIndex, o.side).push(o);
    },
    reduced(o) {
      if (o.remaining > 0) return;
      const list = listOf(o.runnerIndex, o.side);
      list.splice(
        list.findIndex((x) => x.slot === o.slot),
        1,
      );
    },
    reinstate(o) {
      const list = listOf(o.runnerIndex, o.side);
      const later = list.findIndex((x) => x.slot > o.slot);
      list.splice(later < 0 ? list.length : later, 0, o);
    },
    forEachMatchable(runner, takerSide, limit, fn) {
      const restingSide: Side = takerSide === 'BACK' ? 'LAY' : 'BACK';
      for (const o of sorted(runner, restingSide)) {
        const crosses = takerSide === 'BACK' ? o.ladderIndex >= limit : o.ladderIndex <= limit;
        if (!crosses || !fn(o)) return;
      }
    },
    collect(runner, takerSide, limit, size, plan) {
      let filled = 0;
      plan.count = 0;
      this.forEachMatchable(runner, takerSide, limit, (o) => {
        const take = Math.min(o.remaining, size - filled);
        plan.makers[plan.count] = o;
        plan.sizes[plan.count++] = take;
        filled += take;
        return filled < size;
      });
      return filled;
    },
    bestIndex(runner, side) {
      const first = sorted(runner, side)[0];
      return first ? first.ladderIndex : -1;
    },
    levels(runner, side, depth) {
      const out: PriceLevel[] = [];
      for (const o of sorted(runner, side)) {
        const last = out[out.length - 1];
        if (last && last.price === o.price) last.size += o.remaining;
        else if (out.length < depth) out.push({ price: o.price, size: o.remaining });
        else break;
      }
      return out;
    },
    validate(problems) {
      resting.forEach((list, s) => {
        for (const o of list) {
          if (o.remaining <= 0) problems.push(`reference book: order ${o.id} rests with nothing left`);
          if (o.runnerIndex * 2 + (o.side === 'BACK' ? 0 : 1) !== s) {
            problems.push(`reference book: order ${o.id} on the wrong side`);
          }
        }
        if (new Set(list.map((o) => o.slot)).size !== list.length) problems.push(`reference book: duplicate order on side ${s}`);
      });
    },
  };
}
