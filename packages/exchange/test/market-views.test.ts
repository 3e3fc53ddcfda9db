import { describe, expect, it } from 'vitest';
import { IMPLEMENTATIONS, ok, order, threeRunners } from './helpers';

describe.each(IMPLEMENTATIONS)('market views ($name)', ({ create }) => {
  it('shows a zero position on every runner for a user without bets', () => {
    const m = threeRunners(create);
    expect(m.positionOf('nobody')).toEqual([
      { selectionId: 1, ifWin: 0, ifLose: 0 },
      { selectionId: 2, ifWin: 0, ifLose: 0 },
      { selectionId: 3, ifWin: 0, ifLose: 0 },
    ]);
  });

  it('has no depth for an unknown runner', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'BACK', 300, 1000)));
    expect(m.depth(9)).toBeNull();
    expect(m.depth(1)).toEqual({ backs: [{ price: 300, size: 1000 }], lays: [] });
  });

  it('lists only orders with something unmatched, in time order, optionally of one user', () => {
    const m = threeRunners(create);
    const a1 = ok(m.place(order('A', 1, 'BACK', 300, 1000)));
    const b1 = ok(m.place(order('B', 2, 'LAY', 250, 2000)));
    const a2 = ok(m.place(order('A', 3, 'BACK', 400, 500)));
    ok(m.place(order('C', 2, 'BACK', 250, 500))); // fills fully against B's lay: not open
    const a3 = ok(m.place(order('A', 1, 'LAY', 200, 700)));
    ok(m.cancel({ orderId: a3.order.orderId })); // cancelled: not open
    const ids = (list: { orderId: string }[]) => list.map((o) => o.orderId);
    expect(ids(m.openOrders())).toEqual([a1.order.orderId, b1.order.orderId, a2.order.orderId]);
    expect(ids(m.openOrders('A'))).toEqual([a1.order.orderId, a2.order.orderId]);
    expect(m.openOrders('B')).toEqual([expect.objectContaining({ orderId: b1.order.orderId, matched: 500, remaining: 1500 })]);
    expect(m.openOrders('nobody')).toEqual([]);
  });
});
