import { describe, expect, it } from 'vitest';
import { IMPLEMENTATIONS, checked, ok, order, threeRunners } from './helpers';

describe.each(IMPLEMENTATIONS)('runner removal ($name)', ({ create }) => {
  it('voids matched and lapses unmatched bets on the removed runner', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 300, 1000)));
    const b = ok(m.place(order('B', 1, 'BACK', 300, 1500)));
    const r = ok(m.removeRunner(1, 0));
    expect(r.voided.map((v) => [v.userId, v.size])).toEqual([
      ['L', 1000],
      ['B', 1000],
    ]);
    expect(r.lapsed.map((v) => [v.orderId, v.size, v.reason])).toEqual([[b.order.orderId, 500, 'RUNNER_REMOVED']]);
    expect(m.exposureOf('L')).toBe(0);
    expect(m.exposureOf('B')).toBe(0);
    expect(m.place(order('B', 1, 'BACK', 300, 100))).toMatchObject({ ok: false, code: 'RUNNER_REMOVED' });
    expect(m.settle([1])).toMatchObject({ ok: false, code: 'INVALID_WINNERS' });
  });

  it("reduces the other runners' matched prices at 2.5% or more in a win market", () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 2, 'LAY', 800, 1000)));
    ok(m.place(order('B', 2, 'BACK', 800, 1000)));
    const r = ok(m.removeRunner(1, 2500));
    expect(r.reductionApplied).toBe(true);
    expect(m.positionOf('B')[1]).toEqual({ selectionId: 2, ifWin: 5000, ifLose: -1000 }); // 8.0 -> 6.0
    expect(m.exposureOf('L')).toBe(5000);
  });

  it('keeps a fill after a reduction apart from the reduced fill at the same price', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 2, 'LAY', 800, 2000, { persistence: 'PERSIST' })));
    ok(m.place(order('B', 2, 'BACK', 800, 1000)));
    ok(m.removeRunner(1, 300)); // 3%: reduced, and L's unmatched half stays (below 4%)
    ok(m.place(order('C', 2, 'BACK', 800, 1000)));
    // L's first 1000 was matched at 8.0, reduced by 3% to 7.76 (liability 6760); the second at 8.0 (7000).
    expect(m.positionOf('L')[1]).toEqual({ selectionId: 2, ifWin: -13760, ifLose: 2000 });
    expect(m.exposureOf('L')).toBe(13760);
  });

  it('does not reduce below 2.5% in a win market but always in a place market', () => {
    const win = threeRunners(create);
    ok(win.place(order('L', 2, 'LAY', 800, 1000)));
    ok(win.place(order('B', 2, 'BACK', 800, 1000)));
    expect(ok(win.removeRunner(1, 200)).reductionApplied).toBe(false);
    expect(win.positionOf('B')[1]?.ifWin).toBe(7000);
    const place = checked(
      create({ marketId: 'p', kind: 'PLACE', numberOfWinners: 2, runners: [1, 2, 3, 4].map((selectionId) => ({ selectionId })) }),
    );
    ok(place.place(order('L', 2, 'LAY', 800, 1000)));
    ok(place.place(order('B', 2, 'BACK', 800, 1000)));
    expect(ok(place.removeRunner(1, 200)).reductionApplied).toBe(true);
    expect(place.positionOf('B')[1]?.ifWin).toBe(6840); // 8.0 x 0.98 = 7.84
  });

  it('cancels unmatched lays at 4.0% or more and keeps unmatched backs', () => {
    const m = threeRunners(create);
    const lay = ok(m.place(order('L', 2, 'LAY', 400, 1000)));
    const back = ok(m.place(order('B', 3, 'BACK', 500, 1000)));
    const r = ok(m.removeRunner(1, 400));
    expect(r.lapsed).toEqual([{ orderId: lay.order.orderId, userId: 'L', selectionId: 2, size: 1000, reason: 'REDUCTION_FACTOR' }]);
    expect(m.getOrder(back.order.orderId)?.remaining).toBe(1000);
    const below = threeRunners(create);
    ok(below.place(order('L', 2, 'LAY', 400, 1000)));
    expect(ok(below.removeRunner(1, 399)).lapsed).toEqual([]);
  });

  it('settles reduced bets at the reduced price, new bets at full price', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 2, 'LAY', 800, 1000)));
    ok(m.place(order('B', 2, 'BACK', 800, 1000)));
    ok(m.removeRunner(1, 2500));
    ok(m.place(order('L', 2, 'LAY', 800, 1000)));
    ok(m.place(order('B', 2, 'BACK', 800, 1000)));
    const { settlement: s } = ok(m.settle([2]));
    expect(s.users.map((u) => [u.userId, u.grossPnl])).toEqual([
      ['B', 5000 + 7000],
      ['L', -12000],
    ]);
  });
});
