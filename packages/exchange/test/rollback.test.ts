import { describe, expect, it } from 'vitest';
import { reverseSettlement, type SettlementResult } from '../src/index';
import { IMPLEMENTATIONS, checked, ok, order, threeRunners } from './helpers';

const settled: SettlementResult = {
  marketId: 'm',
  kind: 'SETTLED',
  winners: [2],
  commissionBp: 500,
  users: [
    { userId: 'a', grossPnl: 2001, commission: 101, netPnl: 1900, releasedExposure: 700 },
    { userId: 'b', grossPnl: -2002, commission: 0, netPnl: -2002, releasedExposure: 2002 },
    { userId: 'c', grossPnl: 0, commission: 0, netPnl: 0, releasedExposure: 0 },
  ],
  orders: [
    { orderId: 'o1', userId: 'a', selectionId: 2, outcome: 'WON', matched: 1000, pnl: 2001 },
    { orderId: 'o2', userId: 'b', selectionId: 2, outcome: 'LOST', matched: 1000, pnl: -2002 },
    { orderId: 'o3', userId: 'c', selectionId: 1, outcome: 'LAPSED', matched: 0, pnl: 0 },
  ],
  lapsed: [{ orderId: 'o3', userId: 'c', selectionId: 1, size: 500, reason: 'MARKET_SETTLED' }],
  totalCommission: 101,
  houseRounding: 1,
};

describe('reverseSettlement', () => {
  it('negates every amount, releases nothing, re-lapses nothing and keeps the result it reverses', () => {
    expect(reverseSettlement(settled)).toEqual({
      marketId: 'm',
      kind: 'ROLLBACK',
      winners: [2],
      commissionBp: 500,
      users: [
        { userId: 'a', grossPnl: -2001, commission: -101, netPnl: -1900, releasedExposure: 0 },
        { userId: 'b', grossPnl: 2002, commission: 0, netPnl: 2002, releasedExposure: 0 },
        { userId: 'c', grossPnl: 0, commission: 0, netPnl: 0, releasedExposure: 0 },
      ],
      orders: [
        { orderId: 'o1', userId: 'a', selectionId: 2, outcome: 'WON', matched: 1000, pnl: -2001 },
        { orderId: 'o2', userId: 'b', selectionId: 2, outcome: 'LOST', matched: 1000, pnl: 2002 },
        { orderId: 'o3', userId: 'c', selectionId: 1, outcome: 'LAPSED', matched: 0, pnl: 0 },
      ],
      lapsed: [],
      totalCommission: -101,
      houseRounding: -1,
    });
  });

  it('never writes a negative zero (ledger rows compare amounts exactly)', () => {
    const r = reverseSettlement({ ...settled, totalCommission: 0, houseRounding: 0 });
    const zeros = [
      r.totalCommission,
      r.houseRounding,
      r.users[2]!.grossPnl,
      r.users[2]!.commission,
      r.users[2]!.netPnl,
      r.orders[2]!.pnl,
      r.users[1]!.commission,
    ];
    for (const z of zeros) expect(Object.is(z, 0)).toBe(true);
  });

  it('leaves the settlement it reverses untouched', () => {
    const copy = structuredClone(settled);
    reverseSettlement(settled);
    expect(settled).toEqual(copy);
  });
});

describe.each(IMPLEMENTATIONS)('rollback ($name)', ({ create }) => {
  it('refuses before any settlement and after the settlement was already rolled back', () => {
    const m = threeRunners(create);
    expect(m.rollback()).toMatchObject({ ok: false, code: 'MARKET_NOT_SETTLED' });
    ok(m.setStatus({ status: 'SUSPENDED' }));
    expect(m.rollback()).toMatchObject({ ok: false, code: 'MARKET_NOT_SETTLED' });
    ok(m.settle([1]));
    ok(m.rollback());
    expect(m.rollback()).toMatchObject({ ok: false, code: 'MARKET_NOT_SETTLED' });
  });

  it('reopens suspended with a higher version, runners active again, a removed runner still removed', () => {
    const m = checked(
      create({ marketId: 'p', kind: 'PLACE', numberOfWinners: 2, runners: [1, 2, 3, 4].map((selectionId) => ({ selectionId })) }),
    );
    ok(m.removeRunner(4, 0));
    ok(m.place(order('L', 1, 'LAY', 300, 1000)));
    ok(m.place(order('B', 1, 'BACK', 300, 1000)));
    ok(m.settle([1, 2]));
    const version = m.view().version;
    expect(m.view().runners.map((r) => r.status)).toEqual(['PLACED', 'PLACED', 'LOSER', 'REMOVED']);
    const r = ok(m.rollback());
    expect(r.version).toBe(version + 1);
    expect(m.view()).toMatchObject({ status: 'SUSPENDED', version: version + 1 });
    expect(m.view().runners.map((x) => x.status)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE', 'REMOVED']);
    expect(r.reversal.users.map((u) => [u.userId, u.grossPnl])).toEqual([
      ['B', -2000],
      ['L', 2000],
    ]);
    expect(m.exposureOf('L')).toBe(2000);
    ok(m.setStatus({ status: 'OPEN' }));
    ok(m.place(order('C', 3, 'BACK', 300, 1000)));
  });

  it('rolls a void back too', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 300, 1000)));
    ok(m.place(order('B', 1, 'BACK', 300, 1000)));
    ok(m.void());
    const r = ok(m.rollback());
    expect(r.reversal).toMatchObject({ kind: 'ROLLBACK', totalCommission: 0, houseRounding: 0 });
    expect(r.reversal.users.map((u) => u.netPnl)).toEqual([0, 0]);
    expect(m.view().runners.map((x) => x.status)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
  });
});
