import { describe, expect, it } from 'vitest';
import { IMPLEMENTATIONS, ok, order, threeRunners } from './helpers';

describe.each(IMPLEMENTATIONS)('replacing an order ($name)', ({ create }) => {
  it('keeps the queue place of an order whose stake is lowered: a later order at its price fills after it', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'LAY', 200, 1000, { orderId: 'a' })));
    ok(m.place(order('B', 1, 'LAY', 200, 1000, { orderId: 'b' })));
    const r = ok(m.replace({ orderId: 'a', userId: 'A', size: 400, newOrderId: 'unused', now: 1 }));
    expect(r).toMatchObject({ cancelled: 600, placed: null, order: { remaining: 400, cancelled: 600 }, exposure: { exposure: 400 } });
    const taker = ok(m.place(order('C', 1, 'BACK', 200, 500)));
    expect(taker.fills.map((f) => [f.makerOrderId, f.size])).toEqual([
      ['a', 400],
      ['b', 100],
    ]);
  });

  it('moves the unmatched part to a new price as one new order at the back of its queue, leaving one unmatched order', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'BACK', 300, 1000, { orderId: 'a' })));
    ok(m.place(order('L', 1, 'LAY', 300, 300, { orderId: 'l' }))); // matches 300 of a
    ok(m.place(order('B', 1, 'BACK', 320, 500, { orderId: 'b' })));
    const r = ok(m.replace({ orderId: 'a', userId: 'A', price: 320, newOrderId: 'a2', now: 2 }));
    expect(r.cancelled).toBe(700);
    expect(r.order).toMatchObject({ matched: 300, remaining: 0, cancelled: 700 });
    expect(r.placed?.order).toMatchObject({ orderId: 'a2', price: 320, size: 700, remaining: 700, placedAt: 2 });
    expect(m.openOrders('A').map((o) => o.orderId)).toEqual(['a2']);
    expect(m.depth(1)?.backs).toEqual([{ price: 320, size: 1200 }]);
    const taker = ok(m.place(order('L', 1, 'LAY', 320, 600)));
    expect(taker.fills.map((f) => [f.makerOrderId, f.size])).toEqual([
      ['b', 500],
      ['a2', 100],
    ]);
  });

  it('matches a moved order that now crosses, and may lower its stake as it moves', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 250, 1000, { orderId: 'l' })));
    ok(m.place(order('A', 1, 'BACK', 300, 1000, { orderId: 'a' })));
    const r = ok(m.replace({ orderId: 'a', userId: 'A', price: 250, size: 600, newOrderId: 'a2', now: 1 }));
    expect(r.placed?.order).toMatchObject({ matched: 600, remaining: 0 });
    expect(r.exposure).toEqual({ userId: 'A', exposure: 600 });
  });

  it('checks funds against the new order with the old one released, and when refused puts the old one back where it was', () => {
    const m = threeRunners(create);
    ok(m.place(order('X', 1, 'LAY', 300, 100, { orderId: 'x' })));
    ok(m.place(order('A', 1, 'LAY', 300, 1000, { orderId: 'a' }))); // liability 2000
    ok(m.place(order('Y', 1, 'LAY', 300, 100, { orderId: 'y' })));
    // At 4.0 the same stake risks 3000: refused with 2999, placed with 3000.
    const refused = m.replace({ orderId: 'a', userId: 'A', price: 400, newOrderId: 'a2', now: 1, availableFunds: 2999 });
    expect(refused).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(m.getOrder('a2')).toBeNull();
    expect(m.getOrder('a')).toMatchObject({ remaining: 1000, cancelled: 0 });
    expect(m.exposureOf('A')).toBe(2000);
    const taker = ok(m.place(order('C', 1, 'BACK', 300, 1200)));
    expect(taker.fills.map((f) => f.makerOrderId)).toEqual(['x', 'a', 'y']);
  });

  it('places the moved order with funds for it alone: the old liability is released first', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'LAY', 300, 1000, { orderId: 'a' })));
    expect(ok(m.replace({ orderId: 'a', userId: 'A', price: 400, newOrderId: 'a2', now: 1, availableFunds: 3000 })).exposure.exposure).toBe(
      3000,
    );
  });

  it('refuses another user, a finished order, a stake not lower without a new price, and leaves everything as it was', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'BACK', 300, 1000, { orderId: 'a' })));
    expect(m.replace({ orderId: 'a', userId: 'B', size: 10, newOrderId: 'n', now: 1 })).toMatchObject({
      ok: false,
      code: 'ORDER_NOT_FOUND',
    });
    expect(m.replace({ orderId: 'zz', userId: 'A', size: 10, newOrderId: 'n', now: 1 })).toMatchObject({
      ok: false,
      code: 'ORDER_NOT_FOUND',
    });
    for (const edit of [{ size: 1001 }, { size: 0 }, { size: 2.5 }, { price: 350, size: 1001 }]) {
      expect(m.replace({ orderId: 'a', userId: 'A', newOrderId: 'n', now: 1, ...edit })).toMatchObject({
        ok: false,
        code: 'INVALID_STAKE',
      });
    }
    // Its own stake at its own price: an edit that would change nothing.
    for (const edit of [{ size: 1000 }, {}, { price: 300 }, { price: 300, size: 1000 }]) {
      expect(m.replace({ orderId: 'a', userId: 'A', newOrderId: 'n', now: 1, ...edit })).toMatchObject({
        ok: false,
        code: 'NOTHING_TO_CHANGE',
      });
    }
    expect(m.replace({ orderId: 'a', userId: 'A', price: 333, newOrderId: 'n', now: 1 })).toMatchObject({
      ok: false,
      code: 'INVALID_ODDS',
    });
    expect(m.getOrder('a')).toMatchObject({ remaining: 1000, cancelled: 0 });
    ok(m.cancel({ orderId: 'a' }));
    expect(m.replace({ orderId: 'a', userId: 'A', size: 10, newOrderId: 'n', now: 1 })).toMatchObject({
      ok: false,
      code: 'ORDER_NOT_CANCELLABLE',
    });
  });

  it('lowers a stake while the market is suspended but does not move a price then', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'BACK', 300, 1000, { orderId: 'a' })));
    ok(m.setStatus({ status: 'SUSPENDED' }));
    expect(m.replace({ orderId: 'a', userId: 'A', price: 310, newOrderId: 'n', now: 1 })).toMatchObject({
      ok: false,
      code: 'MARKET_SUSPENDED',
    });
    expect(ok(m.replace({ orderId: 'a', userId: 'A', size: 100, newOrderId: 'n', now: 1 })).order.remaining).toBe(100);
  });
});
