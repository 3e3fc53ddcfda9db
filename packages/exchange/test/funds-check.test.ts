import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LADDER } from '../src/index';
import { IMPLEMENTATIONS, PROPERTY_TIMEOUT, ok, order, propertyRuns, threeRunners } from './helpers';
import { USERS, build, shape, step, type Shape, type Step } from './random-book';

interface LastOrder {
  user: number;
  runner: number;
  back: boolean;
  level: number;
  size: number;
  fok: boolean;
}

describe.each(IMPLEMENTATIONS)('funds check and hedge rule ($name)', ({ create }) => {
  /** A backed runner 1 for ₹100 at 3.00, matched: exposure ₹100 (runner 2 or 3 wins). B rests a back at 3.00. */
  function backed() {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 300, 10000)));
    ok(m.place(order('A', 1, 'BACK', 300, 10000)));
    ok(m.place(order('B', 1, 'BACK', 300, 4000)));
    expect(m.exposureOf('A')).toBe(10000);
    return m;
  }

  it('accepts a hedge that lowers exposure though it stays above the funds', () => {
    const m = backed();
    // A lays runner 1 for 40 against B's back: runner 2/3 winning now costs 100 - 40.
    const r = ok(m.place(order('A', 1, 'LAY', 300, 4000, { availableFunds: 0 })));
    expect(r.fills).toHaveLength(1);
    expect([r.takerExposureBefore, r.takerExposureAfter]).toEqual([10000, 6000]);
  });

  it('accepts a bet that leaves the exposure where it was, with no funds', () => {
    const m = backed();
    // an unmatched lay of 50 at 2.00 on runner 1 risks 50 only if runner 1 wins, where A gains 200
    const r = ok(m.place(order('A', 1, 'LAY', 200, 5000, { availableFunds: 0 })));
    expect(r.fills).toEqual([]);
    expect([r.takerExposureBefore, r.takerExposureAfter]).toEqual([10000, 10000]);
  });

  it('refuses a bet that raises exposure above the funds by one paisa, accepts it at exactly the funds', () => {
    const m = backed();
    // backing runner 2 for 1 at 2.00 (unmatched) raises the worst case (runner 3) to 100.01
    expect(m.place(order('A', 2, 'BACK', 200, 1, { availableFunds: 10000 }))).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(m.exposureOf('A')).toBe(10000);
    const r = ok(m.place(order('A', 2, 'BACK', 200, 1, { availableFunds: 10001 })));
    expect(r.takerExposureAfter).toBe(10001);
  });

  it('prices a back that fills its own lay at 1.01 as no change, to the paisa', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'LAY', 101, 200))); // liability ceil(2.00) = 2
    // the back wins floor(0.01) = 0; the lay's filled paisa moves 1 of liability from unmatched to matched
    const r = ok(m.place(order('A', 1, 'BACK', 101, 1, { availableFunds: 0 })));
    expect(r.fills).toHaveLength(1);
    expect([r.takerExposureBefore, r.takerExposureAfter]).toEqual([2, 2]);
  });

  const last: fc.Arbitrary<LastOrder> = fc.record({
    user: fc.nat(2),
    runner: fc.nat(4),
    back: fc.boolean(),
    level: fc.integer({ min: 90, max: 140 }),
    size: fc.integer({ min: 1, max: 40000 }),
    fok: fc.boolean(),
  });

  /** The funds check's verdict must follow the exposure the placement really ends with. */
  function pricesExactly(sh: Shape, steps: Step[], l: LastOrder): void {
    const attempt = (funds?: number) =>
      build(create, sh, steps).place({
        orderId: 'last',
        userId: USERS[l.user]!,
        selectionId: (l.runner % sh.runners) + 1,
        side: l.back ? 'BACK' : 'LAY',
        price: LADDER[l.level]!,
        size: l.size,
        timeInForce: l.fok ? 'FILL_OR_KILL' : 'LIMIT',
        now: 99,
        ...(funds === undefined ? {} : { availableFunds: funds }),
      });
    const free = attempt();
    if (!free.ok) return;
    const { takerExposureBefore: before, takerExposureAfter: after } = free;
    expect(attempt(after)).toEqual(free);
    if (after > before) {
      expect(attempt(after - 1)).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    } else {
      expect(attempt(0)).toEqual(free); // a hedge, or no change: allowed whatever the funds
    }
  }

  it(
    'prices every placement exactly in the funds check',
    () => {
      fc.assert(fc.property(shape, fc.array(step, { maxLength: 16 }), last, pricesExactly), { numRuns: propertyRuns(150) });
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'prices an order that matches its own resting backs and lays exactly in the funds check',
    () => {
      // two users, two runners: the last order mostly crosses its own user's resting orders
      const two: fc.Arbitrary<Shape> = fc.record({
        kind: fc.constantFrom('WIN' as const, 'PLACE' as const),
        runners: fc.constant(2),
        places: fc.constant(2),
      });
      const own = (s: Step): Step => (s.t === 'place' ? { ...s, user: s.user % 2, fok: false } : s);
      fc.assert(
        fc.property(
          two,
          fc.array(step.map(own), { maxLength: 14 }),
          last.map((l) => ({ ...l, user: l.user % 2 })),
          pricesExactly,
        ),
        { numRuns: propertyRuns(250) },
      );
    },
    PROPERTY_TIMEOUT,
  );

  // The property's smallest self-match, kept as a fixed case: the property finds it only by chance
  // in a short run (the mutation run uses a quarter of the runs, and once missed it).
  it('prices a lay that fills its own resting back at the same price exactly', () => {
    const ownBack: Step = { t: 'place', user: 1, runner: 0, back: true, level: 90, size: 1, fok: false };
    pricesExactly({ kind: 'WIN', runners: 2, places: 2 }, [ownBack], { user: 1, runner: 0, back: false, level: 90, size: 1, fok: false });
  });
});

describe.each(IMPLEMENTATIONS)('funds check pricing details ($name)', ({ create }) => {
  it('prices the resting rest of a lay together with its fills at its own price', () => {
    const m = threeRunners(create);
    ok(m.place(order('B', 1, 'BACK', 101, 50)));
    // 50 filled at 1.01 and 50 resting at 1.01: one pair, ceil(100 x 0.01) = 1, not 1 + 1
    const r = ok(m.place(order('L', 1, 'LAY', 101, 100, { availableFunds: 1 })));
    expect(r.takerExposureAfter).toBe(1);
  });

  it('prices the resting rest of a lay apart from fills at a better price', () => {
    const m = () => {
      const market = threeRunners(create);
      ok(market.place(order('B', 1, 'BACK', 101, 50)));
      return market;
    };
    // 50 filled at 1.01 (ceil 0.50 = 1) and 10 resting at 1.05 (ceil 0.50 = 1): 2 in all
    expect(m().place(order('L', 1, 'LAY', 105, 60, { availableFunds: 1 }))).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(ok(m().place(order('L', 1, 'LAY', 105, 60, { availableFunds: 2 }))).takerExposureAfter).toBe(2);
  });

  it('counts fills against other customers in full when an order also fills its own', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'LAY', 300, 100)));
    ok(m.place(order('B', 1, 'LAY', 300, 1000)));
    // A's back fills its own lay (no risk) and B's (-1000 if runner 1 loses): exposure 200 -> 1000
    expect(m.place(order('A', 1, 'BACK', 300, 1100, { availableFunds: 500 }))).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    const r = ok(m.place(order('A', 1, 'BACK', 300, 1100, { availableFunds: 1000 })));
    expect([r.takerExposureBefore, r.takerExposureAfter]).toEqual([200, 1000]);
    expect(r.exposures).toEqual([
      { userId: 'A', exposure: 1000 },
      { userId: 'B', exposure: 2000 },
    ]);
  });

  it('answers each maker once, after the taker, and a self-matching taker once', () => {
    const m = threeRunners(create);
    ok(m.place(order('B', 1, 'BACK', 300, 100)));
    ok(m.place(order('B', 1, 'BACK', 300, 200)));
    ok(m.place(order('A', 1, 'BACK', 300, 100)));
    const r = ok(m.place(order('A', 1, 'LAY', 300, 400)));
    expect(r.exposures.map((e) => e.userId)).toEqual(['A', 'B']);
  });
});
