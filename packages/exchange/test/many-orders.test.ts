import { describe, expect, it } from 'vitest';
import { IMPLEMENTATIONS, ok, order } from './helpers';

// The fast engine keeps orders in columns with an open-addressing index by order id that grows
// as orders arrive: thousands of orders, ids that share prefixes and lengths, every one found
// again by its id, and an unknown id found nowhere.
describe.each(IMPLEMENTATIONS)('a market with thousands of orders ($name)', ({ create }) => {
  it('finds every order by its id after the store and its index have grown many times, and cancels each', () => {
    // Without the per-step state check of the other tests: it is linear in the orders, and
    // 4,200 orders (past the first 1,024 columns, and past the index's first 4,096 buckets: an index
    // that did not grow in time would fill up and never find a free bucket) would take minutes.
    const m = create({ marketId: 'm1', runners: [{ selectionId: 1 }, { selectionId: 2 }, { selectionId: 3 }] });
    const ids: string[] = [];
    for (let i = 0; i < 4200; i++) {
      // Ids of different lengths, many sharing a prefix (o3, o30, o300 ...).
      const orderId = i % 3 === 0 ? `o${i}` : i % 3 === 1 ? `${i}` : `order-${i}-x`;
      ids.push(orderId);
      ok(m.place(order(`u${i % 7}`, 1 + (i % 3), 'BACK', 600 + (i % 20) * 20, 100 + i, { orderId })));
    }
    for (const [i, id] of ids.entries()) {
      expect(m.getOrder(id), id).toMatchObject({ orderId: id, userId: `u${i % 7}`, size: 100 + i, remaining: 100 + i });
    }
    expect(m.getOrder('o4201')).toBeNull();
    expect(m.getOrder('')).toBeNull();
    expect(m.openOrders()).toHaveLength(4200);
    expect(m.openOrders('u3')).toHaveLength(ids.filter((_, i) => i % 7 === 3).length);
    for (const [i, id] of ids.entries()) {
      if (i % 2 === 0) expect(m.cancel({ orderId: id, userId: `u${i % 7}` })).toMatchObject({ ok: true });
    }
    expect(m.openOrders()).toHaveLength(2100);
    expect(m.validateInternalState()).toEqual([]);
    expect(m.cancel({ orderId: 'nobody', userId: 'u1' })).toMatchObject({ ok: false, code: 'ORDER_NOT_FOUND' });
    // A new order after the cancels still gets its own id.
    ok(m.place(order('u9', 1, 'BACK', 600, 100, { orderId: 'late' })));
    expect(m.getOrder('late')).toMatchObject({ userId: 'u9', size: 100 });
    expect(m.exposureOf('u9')).toBe(100);
  });
  it('tells apart two ids whose hashes are equal', () => {
    // Found by search: the store's 32-bit hash of these two ids is the same (-1832564535).
    const m = create({ marketId: 'm1', runners: [{ selectionId: 1 }] });
    ok(m.place(order('a', 1, 'BACK', 300, 100, { orderId: 'o579599' })));
    expect(m.getOrder('o762382')).toBeNull();
    ok(m.place(order('b', 1, 'BACK', 300, 200, { orderId: 'o762382' })));
    expect(m.getOrder('o579599')).toMatchObject({ userId: 'a', size: 100 });
    expect(m.getOrder('o762382')).toMatchObject({ userId: 'b', size: 200 });
  });
});
