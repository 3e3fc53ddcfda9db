import { describe, expect, it } from 'vitest';
import { IMPLEMENTATIONS, checked, ok, order, threeRunners } from './helpers';

describe.each(IMPLEMENTATIONS)('market lifecycle ($name)', ({ create }) => {
  it('keeps PERSIST orders and lapses LAPSE orders when the market turns in-play', () => {
    const m = threeRunners(create);
    const keep = ok(m.place(order('A', 1, 'BACK', 300, 1000, { persistence: 'PERSIST' })));
    const lapse = ok(m.place(order('B', 1, 'BACK', 300, 1000)));
    const r = ok(m.setStatus({ inPlay: true }));
    expect(r.lapsed).toEqual([{ orderId: lapse.order.orderId, userId: 'B', selectionId: 1, size: 1000, reason: 'IN_PLAY' }]);
    expect(r.exposures).toEqual([{ userId: 'B', exposure: 0 }]);
    expect(r.version).toBe(2);
    expect(m.getOrder(keep.order.orderId)?.remaining).toBe(1000);
    expect(m.getOrder(lapse.order.orderId)).toMatchObject({ lapsed: 1000, lapseReason: 'IN_PLAY', status: 'EXECUTION_COMPLETE' });
    expect(m.depth(1)?.backs).toEqual([{ price: 300, size: 1000 }]);
  });

  it('rejects orders while suspended, inactive or closed, and still lets customers cancel while suspended', () => {
    const m = threeRunners(create);
    const b = ok(m.place(order('A', 1, 'BACK', 300, 1000)));
    ok(m.setStatus({ status: 'SUSPENDED' }));
    expect(m.place(order('A', 1, 'BACK', 300, 1000))).toMatchObject({ ok: false, code: 'MARKET_SUSPENDED' });
    ok(m.cancel({ orderId: b.order.orderId }));
    ok(m.setStatus({ status: 'INACTIVE' }));
    expect(m.place(order('A', 1, 'BACK', 300, 1000))).toMatchObject({ ok: false, code: 'MARKET_SUSPENDED' });
    ok(m.setStatus({ status: 'OPEN' }));
    ok(m.settle([1]));
    expect(m.place(order('A', 1, 'BACK', 300, 1000))).toMatchObject({ ok: false, code: 'MARKET_CLOSED' });
    expect(m.setStatus({ status: 'OPEN' })).toMatchObject({ ok: false, code: 'MARKET_CLOSED' });
  });

  it('lapses an order after the bet delay when the market version changed meanwhile', () => {
    const m = threeRunners(create, { inPlay: true, betDelaySeconds: 5 });
    const seen = m.view();
    expect(seen.betDelaySeconds).toBe(5);
    ok(m.setStatus({ status: 'SUSPENDED' }));
    ok(m.setStatus({ status: 'OPEN' }));
    const r = m.place(order('A', 1, 'BACK', 300, 1000, { expectedVersion: seen.version, now: 5000 }));
    expect(r).toMatchObject({ ok: false, code: 'VERSION_CHANGED' });
    ok(m.place(order('A', 1, 'BACK', 300, 1000, { expectedVersion: m.view().version, now: 5000 })));
  });

  it('settles with 5% commission on net winnings only and conserves money', () => {
    const m = threeRunners(create);
    ok(m.place(order('B', 1, 'LAY', 300, 10000)));
    ok(m.place(order('A', 1, 'BACK', 300, 10000)));
    ok(m.place(order('C', 2, 'LAY', 400, 2000)));
    ok(m.place(order('A', 2, 'BACK', 400, 2000)));
    const unmatched = ok(m.place(order('D', 3, 'BACK', 500, 700)));
    const { settlement: s } = ok(m.settle([1]));
    expect(s.users).toEqual([
      { userId: 'A', grossPnl: 18000, commission: 900, netPnl: 17100, releasedExposure: 12000 },
      { userId: 'B', grossPnl: -20000, commission: 0, netPnl: -20000, releasedExposure: 20000 },
      { userId: 'C', grossPnl: 2000, commission: 100, netPnl: 1900, releasedExposure: 6000 },
      { userId: 'D', grossPnl: 0, commission: 0, netPnl: 0, releasedExposure: 700 },
    ]);
    expect(s.lapsed).toEqual([{ orderId: unmatched.order.orderId, userId: 'D', selectionId: 3, size: 700, reason: 'MARKET_SETTLED' }]);
    expect(s.orders.map((o) => o.outcome)).toEqual(['LOST', 'WON', 'WON', 'LOST', 'LAPSED']);
    expect(s.houseRounding).toBe(0);
    expect(s.users.reduce((a, u) => a + u.netPnl, 0) + s.totalCommission + s.houseRounding).toBe(0);
    expect(m.view().runners.map((r) => r.status)).toEqual(['WINNER', 'LOSER', 'LOSER']);
    expect(m.exposureOf('A')).toBe(0);
  });

  it('keeps the rounding paise for the house and reports them', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 202, 333)));
    ok(m.place(order('B', 1, 'BACK', 202, 333)));
    const { settlement: s } = ok(m.settle([1]));
    expect(s.users.map((u) => [u.userId, u.grossPnl])).toEqual([
      ['B', 339],
      ['L', -340],
    ]);
    expect(s.houseRounding).toBe(1);
  });

  it('voids every bet with zero P&L', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 300, 1000)));
    ok(m.place(order('B', 1, 'BACK', 300, 1500)));
    const { settlement: s } = ok(m.void());
    expect(s.kind).toBe('VOIDED');
    expect(s.users.map((u) => u.netPnl)).toEqual([0, 0]);
    expect(s.orders.every((o) => o.outcome === 'VOIDED' && o.pnl === 0)).toBe(true);
    expect(s.lapsed.map((l) => l.size)).toEqual([500]);
  });

  it('rolls a settlement back with reversing movements and settles again', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 300, 1000)));
    ok(m.place(order('B', 1, 'BACK', 300, 1000)));
    const first = ok(m.settle([1])).settlement;
    const back = ok(m.rollback());
    expect(back.reversal.kind).toBe('ROLLBACK');
    expect(back.reversal.users.map((u) => u.netPnl)).toEqual(first.users.map((u) => -u.netPnl));
    expect(m.view().status).toBe('SUSPENDED');
    expect(m.exposureOf('L')).toBe(2000);
    expect(m.rollback()).toMatchObject({ ok: false, code: 'MARKET_NOT_SETTLED' });
    const second = ok(m.settle([2])).settlement;
    expect(second.users.map((u) => [u.userId, u.grossPnl])).toEqual([
      ['B', -1000],
      ['L', 1000],
    ]);
  });

  it('rejects winners that are not a valid outcome', () => {
    const m = threeRunners(create);
    expect(m.settle([1, 2])).toMatchObject({ ok: false, code: 'INVALID_WINNERS' });
    expect(m.settle([9])).toMatchObject({ ok: false, code: 'INVALID_WINNERS' });
  });

  it('takes the worst k-winner outcome in a place market', () => {
    const m = checked(
      create({
        marketId: 'p',
        kind: 'PLACE',
        numberOfWinners: 2,
        runners: [1, 2, 3, 4].map((selectionId) => ({ selectionId })),
      }),
    );
    ok(m.place(order('X', 1, 'BACK', 200, 1000)));
    ok(m.place(order('X', 2, 'BACK', 200, 1000)));
    ok(m.place(order('U', 1, 'LAY', 200, 1000)));
    ok(m.place(order('U', 2, 'LAY', 200, 1000)));
    // Runners 1 and 2 both placed: -1000 - 1000.
    expect(m.exposureOf('U')).toBe(2000);
    const { settlement: s } = ok(m.settle([1, 3]));
    expect(s.users.find((u) => u.userId === 'U')?.grossPnl).toBe(0);
    expect(m.view().runners.map((r) => r.status)).toEqual(['PLACED', 'LOSER', 'PLACED', 'LOSER']);
  });
});
