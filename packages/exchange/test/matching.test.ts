import { describe, expect, it } from 'vitest';
import { IMPLEMENTATIONS, ok, order, threeRunners } from './helpers';

describe.each(IMPLEMENTATIONS)('matching ($name)', ({ create }) => {
  it('fills a resting back completely with a lay at the same price', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'BACK', 200, 10000)));
    const r = ok(m.place(order('B', 1, 'LAY', 200, 10000)));
    expect(r.fills).toEqual([expect.objectContaining({ makerUserId: 'A', takerUserId: 'B', price: 200, size: 10000 })]);
    expect(r.order).toMatchObject({ matched: 10000, remaining: 0, status: 'EXECUTION_COMPLETE', matchedProfit: 10000 });
    expect(r.exposures).toEqual([
      { userId: 'B', exposure: 10000 },
      { userId: 'A', exposure: 10000 },
    ]);
    expect(m.depth(1)).toEqual({ backs: [], lays: [] });
  });

  it('fills across three price levels at the resting prices, best first, and rests nothing', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 280, 5000)));
    ok(m.place(order('L', 1, 'LAY', 300, 5000)));
    ok(m.place(order('L', 1, 'LAY', 290, 5000)));
    const r = ok(m.place(order('B', 1, 'BACK', 280, 12000)));
    expect(r.fills.map((f) => [f.price, f.size])).toEqual([
      [300, 5000],
      [290, 5000],
      [280, 2000],
    ]);
    expect(r.order).toMatchObject({ matched: 12000, remaining: 0, matchedProfit: 10000 + 9500 + 3600 });
    expect(m.depth(1)?.lays).toEqual([{ price: 280, size: 3000 }]);
  });

  it('rests the remainder of a partial fill at its own price', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 300, 5000)));
    const r = ok(m.place(order('B', 1, 'BACK', 250, 8000)));
    expect(r.order).toMatchObject({ matched: 5000, remaining: 3000, status: 'EXECUTABLE' });
    expect(m.depth(1)).toEqual({ backs: [{ price: 250, size: 3000 }], lays: [] });
    expect(m.exposureOf('B')).toBe(8000);
  });

  it('matches equal prices in time order', () => {
    const m = threeRunners(create);
    const first = ok(m.place(order('A', 2, 'BACK', 400, 1000)));
    ok(m.place(order('C', 2, 'BACK', 400, 1000)));
    const r = ok(m.place(order('B', 2, 'LAY', 400, 1500)));
    expect(r.fills.map((f) => [f.makerOrderId, f.size])).toEqual([
      [first.order.orderId, 1000],
      [expect.any(String), 500],
    ]);
    expect(r.fills[1]!.makerUserId).toBe('C');
  });

  it('does not match a back above the best lay', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 300, 5000)));
    const r = ok(m.place(order('B', 1, 'BACK', 310, 5000)));
    expect(r.fills).toEqual([]);
    expect(m.depth(1)).toEqual({ backs: [{ price: 310, size: 5000 }], lays: [{ price: 300, size: 5000 }] });
  });

  it('cancels the remainder and releases its exposure', () => {
    const m = threeRunners(create);
    const b = ok(m.place(order('A', 1, 'BACK', 200, 10000)));
    ok(m.place(order('B', 1, 'LAY', 200, 4000)));
    expect(m.exposureOf('A')).toBe(10000);
    const part = ok(m.cancel({ orderId: b.order.orderId, size: 1000 }));
    expect(part).toMatchObject({ cancelled: 1000, exposure: { userId: 'A', exposure: 9000 } });
    const c = ok(m.cancel({ orderId: b.order.orderId, userId: 'A' }));
    expect(c.cancelled).toBe(5000);
    expect(c.order).toMatchObject({ matched: 4000, remaining: 0, cancelled: 6000, status: 'EXECUTION_COMPLETE' });
    expect(c.exposure.exposure).toBe(4000);
    expect(m.cancel({ orderId: b.order.orderId })).toMatchObject({ ok: false, code: 'ORDER_NOT_CANCELLABLE' });
    expect(m.cancel({ orderId: 'nope' })).toMatchObject({ ok: false, code: 'ORDER_NOT_FOUND' });
  });

  it("refuses to cancel another user's order", () => {
    const m = threeRunners(create);
    const b = ok(m.place(order('A', 1, 'BACK', 200, 10000)));
    expect(m.cancel({ orderId: b.order.orderId, userId: 'B' })).toMatchObject({ ok: false, code: 'ORDER_NOT_FOUND' });
  });

  it('computes exposure as the worst outcome, not the sum of liabilities (11.50)', () => {
    const m = threeRunners(create);
    ok(m.place(order('X', 1, 'BACK', 315, 1000)));
    ok(m.place(order('X', 2, 'BACK', 252, 1000)));
    ok(m.place(order('U', 1, 'LAY', 315, 1000)));
    const r = ok(m.place(order('U', 2, 'LAY', 252, 1000)));
    expect(r.takerExposureAfter).toBe(1150);
    expect(m.exposureOf('U')).toBe(1150);
    expect(m.positionOf('U')).toEqual([
      { selectionId: 1, ifWin: -2150, ifLose: 1000 },
      { selectionId: 2, ifWin: -1520, ifLose: 1000 },
      { selectionId: 3, ifWin: 0, ifLose: 0 },
    ]);
  });

  it('counts unmatched lays at their full liability in the worst case', () => {
    const m = threeRunners(create);
    ok(m.place(order('U', 1, 'LAY', 315, 1000)));
    ok(m.place(order('U', 2, 'LAY', 252, 1000)));
    expect(m.exposureOf('U')).toBe(2150);
  });

  it('leaves everything unchanged when a fill-or-kill cannot fill whole', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 300, 5000)));
    const before = { depth: m.depth(1), l: m.exposureOf('L') };
    const r = m.place(order('B', 1, 'BACK', 300, 6000, { timeInForce: 'FILL_OR_KILL' }));
    expect(r).toMatchObject({ ok: false, code: 'FOK_NOT_FILLED' });
    expect({ depth: m.depth(1), l: m.exposureOf('L') }).toEqual(before);
    expect(m.exposureOf('B')).toBe(0);
    const full = ok(m.place(order('B', 1, 'BACK', 300, 5000, { timeInForce: 'FILL_OR_KILL' })));
    expect(full.order.status).toBe('EXECUTION_COMPLETE');
  });

  it('rejects off-ladder prices and bad stakes', () => {
    const m = threeRunners(create, { minStake: 100, maxStake: 100000 });
    expect(m.place(order('A', 1, 'BACK', 201, 1000))).toMatchObject({ ok: false, code: 'INVALID_ODDS' });
    expect(m.place(order('A', 1, 'BACK', 100, 1000))).toMatchObject({ ok: false, code: 'INVALID_ODDS' });
    expect(m.place(order('A', 1, 'BACK', 200, 10.5))).toMatchObject({ ok: false, code: 'INVALID_STAKE' });
    expect(m.place(order('A', 1, 'BACK', 200, 0))).toMatchObject({ ok: false, code: 'INVALID_STAKE' });
    expect(m.place(order('A', 1, 'BACK', 200, 10_000_000_001))).toMatchObject({ ok: false, code: 'INVALID_STAKE' });
    expect(m.place(order('A', 1, 'BACK', 200, 99))).toMatchObject({ ok: false, code: 'STAKE_TOO_LOW' });
    expect(m.place(order('A', 1, 'BACK', 200, 100001))).toMatchObject({ ok: false, code: 'STAKE_TOO_HIGH' });
    expect(m.place(order('A', 9, 'BACK', 200, 1000))).toMatchObject({ ok: false, code: 'RUNNER_NOT_FOUND' });
    const placed = ok(m.place(order('A', 1, 'BACK', 200, 1000)));
    expect(m.place({ ...order('A', 1, 'BACK', 200, 1000), orderId: placed.order.orderId })).toMatchObject({ code: 'DUPLICATE_ORDER' });
  });

  it('refuses an order whose new exposure exceeds available funds, changing nothing', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'BACK', 300, 10000)));
    const r = m.place(order('B', 1, 'LAY', 300, 10000, { availableFunds: 19999 }));
    expect(r).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(m.depth(1)?.backs).toEqual([{ price: 300, size: 10000 }]);
    const fits = ok(m.place(order('B', 1, 'LAY', 300, 10000, { availableFunds: 20000 })));
    expect(fits.takerExposureAfter).toBe(20000);
  });

  it('allows a hedge that lowers exposure even when funds are short', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'BACK', 300, 10000)));
    ok(m.place(order('B', 1, 'LAY', 300, 10000)));
    ok(m.place(order('C', 1, 'BACK', 250, 10000)));
    const hedge = ok(m.place(order('A', 1, 'LAY', 250, 10000, { availableFunds: 0 })));
    expect(hedge.takerExposureBefore).toBe(10000);
    expect(hedge.takerExposureAfter).toBe(0);
  });

  it('prices a self-matching order exactly in the funds check', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'LAY', 300, 10000)));
    const r = ok(m.place(order('A', 1, 'BACK', 300, 4000, { availableFunds: 20000 })));
    expect(r.fills).toHaveLength(1);
    expect(r.takerExposureAfter).toBe(m.exposureOf('A'));
    expect(r.takerExposureAfter).toBe(12000);
  });
});
