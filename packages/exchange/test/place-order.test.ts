import { describe, expect, it } from 'vitest';
import type { PlaceCommand } from '../src/index';
import { IMPLEMENTATIONS, checked, ok, order, threeRunners } from './helpers';

describe.each(IMPLEMENTATIONS)('placing orders ($name)', ({ create }) => {
  it('refuses an order without id, user or a BACK/LAY side, or with an unknown time in force', () => {
    const m = threeRunners(create);
    const bad: Partial<PlaceCommand>[] = [
      { orderId: '' },
      { userId: '' },
      { side: 'BOTH' as 'BACK' },
      { timeInForce: 'GOOD_TILL_CANCEL' as 'LIMIT' },
    ];
    for (const more of bad) {
      expect(m.place(order('A', 1, 'BACK', 300, 1000, more))).toMatchObject({ ok: false, code: 'INVALID_ORDER' });
    }
    expect(m.openOrders()).toEqual([]);
    ok(m.place(order('A', 1, 'LAY', 300, 1000, { timeInForce: 'LIMIT' })));
  });

  it('keeps the time in force it was given', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 300, 1000)));
    const fok = ok(m.place(order('B', 1, 'BACK', 300, 600, { timeInForce: 'FILL_OR_KILL' })));
    expect(fok.order).toMatchObject({ timeInForce: 'FILL_OR_KILL', matched: 600 });
    expect(ok(m.place(order('B', 2, 'BACK', 300, 600))).order.timeInForce).toBe('LIMIT');
  });

  it('prices a lay filling two backs at one price as one rounding of their sum', () => {
    const m = threeRunners(create);
    ok(m.place(order('B', 1, 'BACK', 101, 50)));
    ok(m.place(order('C', 1, 'BACK', 101, 50)));
    // ceil(100 x 0.01) = 1 for the level; rounding each back alone would say 1 + 1
    const r = ok(m.place(order('L', 1, 'LAY', 101, 100, { availableFunds: 1 })));
    expect(r.fills).toHaveLength(2);
    expect(r.takerExposureAfter).toBe(1);
  });

  it('does not count a removed runner as an outcome: backing every other runner can hold nothing', () => {
    const m = threeRunners(create);
    ok(m.removeRunner(3, 0));
    ok(m.place(order('L', 1, 'LAY', 300, 1000)));
    ok(m.place(order('L', 2, 'LAY', 300, 1000)));
    ok(m.place(order('A', 1, 'BACK', 300, 1000)));
    ok(m.place(order('A', 2, 'BACK', 300, 1000)));
    expect(m.exposureOf('A')).toBe(0); // either winner: +2000 - 1000
  });

  it('holds the N largest liabilities, not more, when laying more runners than places', () => {
    const m = checked(
      create({ marketId: 'p', kind: 'PLACE', numberOfWinners: 2, runners: [1, 2, 3, 4].map((selectionId) => ({ selectionId })) }),
    );
    for (const [sel, price] of [
      [1, 300],
      [2, 400],
      [3, 500],
    ] as const) {
      ok(m.place(order('B', sel, 'BACK', price, 1000)));
      ok(m.place(order('L', sel, 'LAY', price, 1000)));
    }
    // liabilities 2000, 3000, 4000; each unplaced lay wins its 1000 stake. Worst: 2 and 3 placed
    // -3000 - 4000 + 1000 = -6000 (three placed is not a result of a 2-place market)
    expect(m.exposureOf('L')).toBe(6000);
  });
});
