import { describe, expect, it } from 'vitest';
import type { RestoreOrder } from '../src/index';
import { IMPLEMENTATIONS, ok, order, threeRunners } from './helpers';

const base: RestoreOrder = {
  orderId: 'r1',
  userId: 'A',
  selectionId: 1,
  side: 'BACK',
  price: 300,
  size: 1000,
  remaining: 1000,
  placedAt: 0,
};

describe.each(IMPLEMENTATIONS)('restoring orders ($name)', ({ create }) => {
  const refusals: [string, Partial<RestoreOrder>][] = [
    ['INVALID_ORDER', { orderId: '' }],
    ['INVALID_ORDER', { userId: '' }],
    ['INVALID_ORDER', { side: 'X' as 'BACK' }],
    ['RUNNER_NOT_FOUND', { selectionId: 9 }],
    ['INVALID_ODDS', { price: 301 }],
    [
      'INVALID_ODDS',
      {
        remaining: 500,
        matched: [
          { price: 300, stake: 100 },
          { price: 303, stake: 400 },
        ],
      },
    ],
    ['INVALID_STAKE', { size: 0, remaining: 0 }],
    ['INVALID_STAKE', { size: 10.5, remaining: 0 }],
    ['INVALID_STAKE', { remaining: 900, lapsed: -1 }],
    ['INVALID_STAKE', { size: 10_000_000_001, remaining: 10_000_000_001 }],
    ['INVALID_ORDER', { remaining: 500, matched: [{ price: 300, stake: 500, reductionBp: -100 }] }],
    ['INVALID_ORDER', { remaining: 500, matched: [{ price: 300, stake: 500, reductionBp: 10001 }] }],
    ['INVALID_ORDER', { remaining: 500, matched: [{ price: 300, stake: 500, reductionBp: 2.5 }] }],
    [
      'INVALID_STAKE',
      {
        remaining: 500,
        matched: [
          { price: 300, stake: 100 },
          { price: 300, stake: -1 },
        ],
      },
    ],
  ];
  it('accepts the bounds: a ₹10 crore order and fills reduced by 0% and 100%', () => {
    const m = threeRunners(create);
    ok(m.restore({ ...base, size: 10_000_000_000, remaining: 10_000_000_000 }));
    ok(
      m.restore({
        ...base,
        orderId: 'r2',
        remaining: 0,
        matched: [
          { price: 300, stake: 500, reductionBp: 10000 },
          { price: 300, stake: 500 },
        ],
      }),
    );
  });

  it.each(refusals)('refuses with %s: %j', (code, more) => {
    const m = threeRunners(create);
    expect(m.restore({ ...base, ...more })).toMatchObject({ ok: false, code });
    expect(m.openOrders()).toEqual([]);
  });

  it('refuses a duplicate id, and resting on a removed runner or a settled market, but keeps their finished orders', () => {
    const m = threeRunners(create);
    ok(m.restore(base));
    expect(m.restore(base)).toMatchObject({ ok: false, code: 'DUPLICATE_ORDER' });
    ok(m.removeRunner(2, 0));
    expect(m.restore({ ...base, orderId: 'r2', selectionId: 2 })).toMatchObject({ ok: false, code: 'RUNNER_REMOVED' });
    ok(m.restore({ ...base, orderId: 'r3', selectionId: 2, remaining: 0, voided: 1000 }));
    ok(m.settle([1]));
    expect(m.restore({ ...base, orderId: 'r4' })).toMatchObject({ ok: false, code: 'RUNNER_REMOVED' });
    ok(m.restore({ ...base, orderId: 'r5', remaining: 0, lapsed: 1000 }));
  });

  it('refuses an order that would cross the book at the same price, on either side, down to 1.01', () => {
    const m = threeRunners(create);
    ok(m.restore({ ...base, side: 'LAY', price: 300 }));
    expect(m.restore({ ...base, orderId: 'b1', price: 300 })).toMatchObject({ ok: false, code: 'CROSSED_BOOK' });
    ok(m.restore({ ...base, orderId: 'b2', price: 310 }));
    ok(m.restore({ ...base, orderId: 'b3', selectionId: 2, price: 101 }));
    expect(m.restore({ ...base, orderId: 'l1', selectionId: 2, side: 'LAY', price: 101 })).toMatchObject({
      ok: false,
      code: 'CROSSED_BOOK',
    });
    ok(m.restore({ ...base, orderId: 'l2', selectionId: 3, side: 'LAY', price: 101 }));
    ok(m.restore({ ...base, orderId: 'b4', selectionId: 3, price: 310 }));
    ok(m.restore({ ...base, orderId: 'l3', selectionId: 3, side: 'LAY', price: 300 })); // under the back at 3.10
  });

  it('refuses to rest an order in a voided market', () => {
    const m = threeRunners(create);
    ok(m.void());
    expect(m.restore(base)).toMatchObject({ ok: false, code: 'RUNNER_REMOVED' });
  });

  it('keeps reduced and full-price stakes at one price apart, the full-price one as its own pair', () => {
    const m = threeRunners(create);
    const r = ok(
      m.restore({
        ...base,
        size: 300,
        remaining: 100,
        matched: [
          { price: 300, stake: 100, reductionBp: 100 },
          { price: 300, stake: 100 },
        ],
      }),
    );
    expect(r.order.matchedProfit).toBe(197 + 200); // 3.00 reduced 1% is 2.97
  });

  it('rebuilds the accounting: cancelled is what matched, resting, lapsed and voided leave of the size', () => {
    const m = threeRunners(create);
    const r = ok(
      m.restore({
        ...base,
        remaining: 300,
        lapsed: 100,
        voided: 50,
        timeInForce: 'FILL_OR_KILL',
        persistence: 'PERSIST',
        matched: [
          { price: 300, stake: 150 },
          { price: 250, stake: 50, reductionBp: 100 },
        ],
      }),
    );
    expect(r.order).toMatchObject({
      matched: 200,
      remaining: 300,
      lapsed: 100,
      voided: 50,
      cancelled: 350,
      timeInForce: 'FILL_OR_KILL',
      persistence: 'PERSIST',
      matchedProfit: 300 + 73, // 150 at 3.00, and 50 at 2.50 reduced by 1% to 2.475: floor(73.75)
    });
  });

  it('merges matched stakes at one price into one pair, rounded once', () => {
    const m = threeRunners(create);
    const r = ok(
      m.restore({
        ...base,
        price: 101,
        remaining: 0,
        size: 100,
        matched: [
          { price: 101, stake: 50 },
          { price: 101, stake: 50 },
        ],
      }),
    );
    expect(r.order.matchedProfit).toBe(1); // floor(100 x 0.01), not floor(0.5) twice
  });

  it('gives a restored lay its own-price pair, so its unmatched rest is priced like the live order', () => {
    const live = threeRunners(create);
    ok(live.place(order('L', 1, 'LAY', 101, 100, { orderId: 'lay' })));
    ok(live.place(order('B', 1, 'BACK', 101, 50)));
    const copy = threeRunners(create);
    ok(
      copy.restore({
        orderId: 'lay',
        userId: 'L',
        selectionId: 1,
        side: 'LAY',
        price: 101,
        size: 100,
        remaining: 50,
        matched: [
          { price: 250, stake: 0 },
          { price: 101, stake: 50 },
        ],
        placedAt: 0,
      }),
    );
    expect(copy.exposureOf('L')).toBe(live.exposureOf('L'));
    expect(copy.exposureOf('L')).toBe(1); // ceil(0.50) matched + ceil(1.00) - ceil(0.50) unmatched
  });
});
