import { describe, expect, it } from 'vitest';
import type { Book } from '../src/book';
import { createFastBook } from '../src/fast-book';
import { createState, type MarketState } from '../src/market-state';
import type { OrderStore } from '../src/order-store';
import { placeOrder } from '../src/place-order';
import { createReferenceBook } from '../src/reference-book';
import { validateState } from '../src/validate-state';
import { ok, order } from './helpers';

// The validator runs after every step of every other test; here each invariant is broken on
// purpose to prove it is really checked (a check that cannot fail proves nothing).
/** Moves one cell of an order column by `by` (a typed-array column, index known to exist). */
function bump(column: Float64Array | Int32Array, slot: number, by: number): void {
  column[slot] = column[slot]! + by;
}

const BOOKS: [string, (runners: number, orders: OrderStore) => Book][] = [
  ['reference', createReferenceBook],
  ['fast', createFastBook],
];

describe.each(BOOKS)('validateState (%s book)', (name, createBook) => {
  /**
   * a: back 1 @ 3.00 for 1000, 400 matched by b's lay, 600 resting (slot 0); b (slot 1) fully
   * matched; c: lay 2 @ 2.50 for 500 resting, 100 cancelled (slot 2).
   */
  function market(): MarketState {
    const s = createState({ marketId: 'm', runners: [{ selectionId: 1 }, { selectionId: 2 }] }, createBook);
    ok(placeOrder(s, order('a', 1, 'BACK', 300, 1000, { orderId: 'a' })));
    ok(placeOrder(s, order('b', 1, 'LAY', 300, 400, { orderId: 'b' })));
    ok(placeOrder(s, order('c', 2, 'LAY', 250, 500, { orderId: 'c' })));
    s.orders.remaining[2] = 400;
    s.orders.cancelled[2] = 100;
    s.book.reduced(s.orders.at(2), 100);
    s.positions.get('c')!.unmatchedWin[1] = -600; // 400 at 2.50
    expect(validateState(s)).toEqual([]);
    return s;
  }
  const problems = (s: MarketState) => validateState(s).join('\n');

  it('finds an order whose parts do not add up to its size', () => {
    const s = market();
    s.orders.voided[1] = 1;
    expect(problems(s)).toContain('order b: parts sum to 401, size 400');
  });

  it.each(['remaining', 'cancelled', 'lapsed'] as const)('finds a negative %s part', (part) => {
    const s = market();
    bump(s.orders[part], 1, -5); // order b: nothing unmatched, so only its accounting moves
    bump(s.orders.voided, 1, 5);
    expect(problems(s)).toContain('order b: negative part');
  });

  it('finds a pair whose profit is not its stake priced', () => {
    const s = market();
    s.orders.at(0).pairs[0]!.profit += 1;
    bump(s.orders.profit, 0, 1);
    expect(validateState(s)).toEqual(['order a: pair profit wrong', 'position of a differs from its orders']);
  });

  it('finds pairs that do not add up to the matched stake and profit', () => {
    const s = market();
    bump(s.orders.matched, 1, 1);
    bump(s.orders.remaining, 1, -1);
    bump(s.orders.voided, 1, 1);
    bump(s.orders.profit, 1, 1);
    const found = problems(s);
    expect(found).toContain('order b: pairs stake 400 != matched 401');
    expect(found).toContain('order b: pairs profit 800 != profit 801');
  });

  it('finds an own pair that is not among the pairs, at another price or reduced', () => {
    const s = market();
    const a = s.orders.at(0);
    a.ownPair = { ...a.ownPair! };
    expect(problems(s)).toContain('order a: bad own pair');
    const t = market();
    const own = t.orders.at(0).ownPair!;
    own.reductionBp = 100;
    expect(problems(t)).toContain('order a: bad own pair');
    const u = market();
    u.orders.at(0).ownPair!.price = 310;
    expect(problems(u)).toContain('order a: bad own pair');
  });

  it('finds a resting order missing from the book, and a crossed book', () => {
    const s = market();
    const extra = s.orders.add({
      id: 'x',
      user: s.orders.userOf('x'),
      runnerIndex: 1,
      side: 'BACK',
      ladderIndex: 100,
      size: 50,
      remaining: 50,
      timeInForce: 'LIMIT',
      persistence: 'LAPSE',
      placedAt: 0,
    });
    expect(problems(s)).toContain('book has 2 levels, orders have 3');
    s.book.add(extra); // a back at 2.00 under c's lay at 2.50: crossed
    expect(problems(s)).toContain('runner 1: crossed book');
    expect(problems(s)).not.toContain('levels, orders have');
  });

  it('finds a book crossed at the same price, 1.01', () => {
    const s = createState({ marketId: 'm', runners: [{ selectionId: 1 }] }, createBook);
    for (const side of ['BACK', 'LAY'] as const) {
      const o = s.orders.add({
        id: side,
        user: s.orders.userOf('x'),
        runnerIndex: 0,
        side,
        ladderIndex: 0,
        size: 10,
        remaining: 10,
        timeInForce: 'LIMIT',
        persistence: 'LAPSE',
        placedAt: 0,
      });
      s.book.add(o);
    }
    expect(validateState(s)).toContain('runner 0: crossed book');
  });

  it('finds a position that differs from its orders, and one held by nobody', () => {
    const s = market();
    s.positions.get('a')!.matchedWin[0] = 1 + s.positions.get('a')!.matchedWin[0]!;
    expect(validateState(s)).toEqual(['position of a differs from its orders']);
    const t = market();
    t.positions.set('ghost', { user: 9, matchedWin: [1, 0], matchedLose: [0, 0], unmatchedWin: [0, 0], unmatchedLose: [0, 0] });
    expect(validateState(t)).toEqual(['position of ghost differs from its orders']);
  });

  it('finds a closed market with unmatched orders', () => {
    const s = market();
    s.status = 'CLOSED';
    expect(validateState(s)).toEqual(['closed market has unmatched orders']);
  });

  it('finds a resting order with nothing left', () => {
    const s = market();
    s.orders.remaining[0] = 0;
    s.orders.cancelled[0] = 600;
    expect(problems(s)).toContain(`${name} book: order a rests with nothing left`);
  });

  it('finds a resting order on the wrong side', () => {
    const s = market();
    s.orders.flags[2] = 0; // c's lay now reads as a back
    expect(problems(s)).toContain(name === 'fast' ? 'fast book: order c in the wrong level' : 'reference book: order c on the wrong side');
  });
});

describe('fast book validation', () => {
  function twoResting(): MarketState {
    const s = createState({ marketId: 'm', runners: [{ selectionId: 1 }] }, createFastBook);
    ok(placeOrder(s, order('a', 1, 'BACK', 300, 100, { orderId: 'a' })));
    ok(placeOrder(s, order('b', 1, 'BACK', 300, 200, { orderId: 'b' })));
    return s;
  }

  it('finds an order at another price than its level', () => {
    const s = twoResting();
    bump(s.orders.ladder, 1, 1);
    expect(validateState(s)).toContain('fast book: order b in the wrong level');
  });

  it('finds a queue out of time order and broken links', () => {
    const s = createState({ marketId: 'm', runners: [{ selectionId: 1 }] }, createFastBook);
    const add = (id: string) =>
      s.orders.add({
        id,
        user: s.orders.userOf(id),
        runnerIndex: 0,
        side: 'BACK',
        ladderIndex: 150,
        size: 10,
        remaining: 10,
        timeInForce: 'LIMIT',
        persistence: 'LAPSE',
        placedAt: 0,
      });
    const first = add('first');
    const second = add('second');
    s.book.add(second);
    s.book.add(first);
    expect(validateState(s)).toContain('fast book: queue out of time order at first');
  });

  it('finds a link that does not point back', () => {
    const s = twoResting();
    // b is linked a second time at the next level up, which rewrites its own links.
    s.orders.ladder[1] = 150;
    s.book.add(s.orders.at(1));
    s.orders.ladder[1] = 149;
    expect(validateState(s)).toContain('fast book: broken prev link at b');
  });

  it('finds a queue whose tail is not its last order', () => {
    const s = twoResting();
    // b is unlinked as if it rested one level up, so level 149 keeps b as its tail.
    s.orders.ladder[1] = 150;
    s.orders.remaining[1] = 0;
    s.book.reduced(s.orders.at(1), 200);
    expect(validateState(s)).toContain('fast book: tail mismatch in slot 149');
  });

  it('finds a level whose volume differs from its resting orders', () => {
    const s = twoResting();
    bump(s.orders.remaining, 1, -1);
    bump(s.orders.cancelled, 1, 1);
    expect(validateState(s)).toEqual([
      'fast book: volume 300 != 299 in slot 149',
      'book level 0:BACK:300 has 300, orders say 299',
      'position of b differs from its orders',
    ]);
  });
});

describe('reference book validation', () => {
  it('finds an order resting twice', () => {
    const s = createState({ marketId: 'm', runners: [{ selectionId: 1 }] }, createReferenceBook);
    ok(placeOrder(s, order('a', 1, 'BACK', 300, 100, { orderId: 'a' })));
    s.book.add(s.orders.at(0));
    expect(validateState(s)).toContain('reference book: duplicate order on side 0');
  });
});
