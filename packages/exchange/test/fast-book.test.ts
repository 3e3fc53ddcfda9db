import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Book, FillPlan } from '../src/book';
import { createFastBook } from '../src/fast-book';
import { LADDER_SIZE } from '../src/ladder';
import { OrderStore } from '../src/order-store';
import { createReferenceBook } from '../src/reference-book';
import type { Side } from '../src/types';

// The fast book against the reference book, through the Book interface alone: random rests and
// reductions, then every read compared. The market-level model test covers the same ground
// through the engine; this one is small enough to run per mutant of fast-book.ts, whose loop
// mutants otherwise each ran the whole engine suite to its timeout.
const RUNNERS = 2;

type Step = { t: 'add'; runner: number; back: boolean; level: number; size: number } | { t: 'reduce'; pick: number; by: number };

/** Levels at both ends of the ladder and a cluster in the middle, so levels share and empty. */
const level = fc.oneof(
  fc.integer({ min: 0, max: 2 }),
  fc.integer({ min: 100, max: 104 }),
  fc.integer({ min: LADDER_SIZE - 3, max: LADDER_SIZE - 1 }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('add' as const),
      runner: fc.nat(RUNNERS - 1),
      back: fc.boolean(),
      level,
      size: fc.integer({ min: 1, max: 50 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('reduce' as const), pick: fc.nat(), by: fc.integer({ min: 1, max: 60 }) }) },
);
/** A taker's limit: anywhere on the ladder, its ends included. */
const limits = [0, 1, 2, 50, 101, 102, 103, 200, LADDER_SIZE - 2, LADDER_SIZE - 1];

interface Pair {
  store: OrderStore;
  fast: Book;
  reference: Book;
}

function books(): Pair {
  const store = new OrderStore(Array.from({ length: RUNNERS }, (_, i) => i + 1));
  return { store, fast: createFastBook(RUNNERS, store), reference: createReferenceBook(RUNNERS) };
}

function add({ store, fast, reference }: Pair, runner: number, side: Side, ladderIndex: number, size: number): number {
  const o = store.add({
    id: `o${store.count}`,
    user: store.userOf('u'),
    runnerIndex: runner,
    side,
    ladderIndex,
    size,
    remaining: size,
    timeInForce: 'LIMIT',
    persistence: 'LAPSE',
    placedAt: store.count,
  });
  fast.add(o);
  reference.add(o);
  return o.slot;
}

function reduce({ store, fast, reference }: Pair, slot: number, by: number): void {
  store.remaining[slot] = store.remaining[slot]! - by;
  const o = store.at(slot);
  fast.reduced(o, by);
  reference.reduced(o, by);
}

const plan = (): FillPlan => ({ makers: [], sizes: [], count: 0 });

/** Everything a reader can ask of a book, in a comparable form. */
function image(book: Book): unknown {
  const out: unknown[] = [];
  for (let runner = 0; runner < RUNNERS; runner++) {
    for (const side of ['BACK', 'LAY'] as const) {
      out.push(book.bestIndex(runner, side), book.levels(runner, side, LADDER_SIZE), book.levels(runner, side, 2));
      for (const limit of limits) {
        for (const size of [1, 7, 60, 10_000]) {
          const p = plan();
          const filled = book.collect(runner, side, limit, size, p);
          out.push(
            filled,
            p.makers.slice(0, p.count).map((o, i) => [o.slot, p.sizes[i]]),
          );
        }
        const seen: number[] = [];
        book.forEachMatchable(runner, side, limit, (o) => seen.push(o.slot) < 3);
        out.push(seen);
      }
    }
  }
  const problems: string[] = [];
  book.validate(problems);
  out.push(problems);
  return out;
}

describe('fast book against the reference book', () => {
  it('agrees on every read after every rest and reduction', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const pair = books();
        const live: number[] = [];
        for (const s of steps) {
          if (s.t === 'add') {
            live.push(add(pair, s.runner, s.back ? 'BACK' : 'LAY', s.level, s.size));
          } else if (live.length > 0) {
            const k = s.pick % live.length;
            const slot = live[k]!;
            const by = Math.min(s.by, pair.store.remaining[slot]!);
            reduce(pair, slot, by);
            if (pair.store.remaining[slot] === 0) live.splice(k, 1);
          }
          expect(image(pair.fast)).toEqual(image(pair.reference));
        }
      }),
      { numRuns: 150, seed: 20261125 },
    );
  });

  it('keeps its queues when more orders rest than its first allocation holds', () => {
    const pair = books();
    // 3,000 orders outgrow the 1,024-slot link columns twice; every third one leaves again.
    for (let i = 0; i < 3000; i++) add(pair, i % RUNNERS, i % 4 < 2 ? 'BACK' : 'LAY', 100 + (i % 5), 1 + (i % 9));
    for (let slot = 0; slot < 3000; slot += 3) reduce(pair, slot, pair.store.remaining[slot]!);
    expect(image(pair.fast)).toEqual(image(pair.reference));
    const problems: string[] = [];
    pair.fast.validate(problems);
    expect(problems).toEqual([]);
  });

  it('finds the next best level when the best one empties, the first order of the market included', () => {
    const pair = books();
    const first = add(pair, 0, 'LAY', 100, 5); // slot 0: a link value of 0 is a real order
    const higher = add(pair, 0, 'LAY', 102, 5);
    const backFirst = add(pair, 1, 'BACK', 0, 5);
    const backLower = add(pair, 1, 'BACK', 1, 5);
    reduce(pair, higher, 5);
    expect(pair.fast.bestIndex(0, 'LAY')).toBe(100);
    reduce(pair, backFirst, 5);
    expect(pair.fast.bestIndex(1, 'BACK')).toBe(1);
    expect(image(pair.fast)).toEqual(image(pair.reference));
    reduce(pair, first, 5);
    reduce(pair, backLower, 5);
    expect(image(pair.fast)).toEqual(image(pair.reference));
  });

  it('reports a lone order at the ladder ends as the best price and empties cleanly', () => {
    const pair = books();
    const top = add(pair, 1, 'LAY', LADDER_SIZE - 1, 5);
    const bottom = add(pair, 1, 'BACK', 0, 5);
    expect([pair.fast.bestIndex(1, 'LAY'), pair.fast.bestIndex(1, 'BACK')]).toEqual([LADDER_SIZE - 1, 0]);
    reduce(pair, top, 5);
    reduce(pair, bottom, 5);
    expect([pair.fast.bestIndex(1, 'LAY'), pair.fast.bestIndex(1, 'BACK')]).toEqual([-1, -1]);
    expect(image(pair.fast)).toEqual(image(pair.reference));
  });
});
