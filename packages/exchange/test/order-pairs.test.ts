import { describe, expect, it } from 'vitest';
import { IMPLEMENTATIONS, ok, order, threeRunners } from './helpers';

describe.each(IMPLEMENTATIONS)('order pairs ($name)', ({ create }) => {
  it('rounds the profit of two fills at the same better price once, on their combined stake', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 202, 333)));
    ok(m.place(order('M', 1, 'LAY', 202, 333)));
    const r = ok(m.place(order('B', 1, 'BACK', 200, 666)));
    expect(r.fills.map((f) => [f.price, f.size])).toEqual([
      [202, 333],
      [202, 333],
    ]);
    // floor(666 x 1.02) = 679, not floor(333 x 1.02) x 2 = 678
    expect(r.order).toMatchObject({ matched: 666, remaining: 0, matchedProfit: 679 });
    expect(m.positionOf('B')[0]).toEqual({ selectionId: 1, ifWin: 679, ifLose: -666 });
  });

  it('keeps the time an order was placed in its view', () => {
    const m = threeRunners(create);
    const r = ok(m.place(order('A', 1, 'BACK', 300, 1000, { now: 1234 })));
    expect(r.order.placedAt).toBe(1234);
    expect(m.getOrder(r.order.orderId)?.placedAt).toBe(1234);
  });

  it('prices a self-match against a partly matched own back by its profit change only', () => {
    const setUp = () => {
      const m = threeRunners(create);
      ok(m.place(order('C', 1, 'BACK', 1000, 10000)));
      ok(m.place(order('A', 1, 'LAY', 1000, 10000))); // A: -90000 if runner 1 wins
      ok(m.place(order('A', 1, 'BACK', 300, 10000)));
      ok(m.place(order('B', 1, 'LAY', 300, 5000))); // A's back: 5000 matched, profit 10000
      expect(m.exposureOf('A')).toBe(80000);
      return m;
    };
    // A lays 10000 at 3.0: 5000 fills against A's own back (+10000 back profit, -10000 lay
    // liability), 5000 rests (-10000): runner 1 winning costs A 90000.
    const refused = setUp();
    expect(refused.place(order('A', 1, 'LAY', 300, 10000, { availableFunds: 85000 }))).toMatchObject({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(refused.exposureOf('A')).toBe(80000);
    const accepted = setUp();
    const r = ok(accepted.place(order('A', 1, 'LAY', 300, 10000, { availableFunds: 90000 })));
    expect(r.order).toMatchObject({ matched: 5000, remaining: 5000 });
    expect(accepted.exposureOf('A')).toBe(90000);
  });

  it('never prices a restored fill above its matched price, even with a negative reduction factor', () => {
    const m = threeRunners(create);
    const r = m.restore({
      orderId: 'r1',
      userId: 'A',
      selectionId: 1,
      side: 'BACK',
      price: 300,
      size: 1000,
      remaining: 0,
      matched: [{ price: 300, stake: 1000, reductionBp: -500 }],
      placedAt: 0,
    });
    // Refusing the negative factor would be fine too; paying at 3.15 is not.
    expect(!r.ok || r.order.matchedProfit === 2000).toBe(true);
  });
});
