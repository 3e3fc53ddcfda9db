import { describe, expect, it } from 'vitest';
import { IMPLEMENTATIONS, ok, order, threeRunners } from './helpers';

describe.each(IMPLEMENTATIONS)('restore ($name)', ({ create }) => {
  it('rebuilds resting orders and positions without matching, in time order', () => {
    const live = threeRunners(create);
    const commands = [
      order('A', 1, 'BACK', 300, 1000),
      order('B', 1, 'BACK', 300, 2000),
      order('C', 1, 'LAY', 300, 1500),
      order('D', 2, 'LAY', 250, 700),
    ];
    for (const c of commands) ok(live.place(c));
    expect(live.getOrder(commands[1]!.orderId)).toMatchObject({ matched: 500, remaining: 1500 });

    const copy = threeRunners(create);
    for (const { orderId } of commands) {
      const o = live.getOrder(orderId)!;
      ok(
        copy.restore({
          orderId,
          userId: o.userId,
          selectionId: o.selectionId,
          side: o.side,
          price: o.price,
          size: o.size,
          remaining: o.remaining,
          matched: o.matched ? [{ price: o.price, stake: o.matched }] : [],
          placedAt: o.placedAt,
        }),
      );
    }
    for (const sel of [1, 2, 3]) expect(copy.depth(sel)).toEqual(live.depth(sel));
    for (const u of ['A', 'B', 'C', 'D']) expect(copy.exposureOf(u)).toBe(live.exposureOf(u));
    const next = order('E', 1, 'LAY', 300, 2000);
    expect(ok(copy.place(next)).fills).toEqual(ok(live.place(next)).fills);
  });

  it('refuses to restore an order that would cross the book', () => {
    const m = threeRunners(create);
    ok(m.restore({ orderId: 'x1', userId: 'A', selectionId: 1, side: 'BACK', price: 300, size: 1000, remaining: 1000, placedAt: 0 }));
    expect(
      m.restore({ orderId: 'x2', userId: 'B', selectionId: 1, side: 'LAY', price: 300, size: 1000, remaining: 1000, placedAt: 0 }),
    ).toMatchObject({ ok: false, code: 'CROSSED_BOOK' });
    expect(
      m.restore({
        orderId: 'x3',
        userId: 'B',
        selectionId: 1,
        side: 'LAY',
        price: 300,
        size: 1000,
        remaining: 900,
        matched: [{ price: 300, stake: 200 }],
        placedAt: 0,
      }),
    ).toMatchObject({ ok: false, code: 'INVALID_STAKE' });
  });
});
