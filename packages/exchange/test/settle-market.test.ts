import { describe, expect, it } from 'vitest';
import { IMPLEMENTATIONS, checked, ok, order, threeRunners } from './helpers';

describe.each(IMPLEMENTATIONS)('settlement ($name)', ({ create }) => {
  /** Every order outcome in one market: won, lost, cancelled, lapsed by removal, voided by removal, lapsed by settlement. */
  function everyOutcome() {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'BACK', 250, 1000, { orderId: 'a1' })));
    ok(m.place(order('B', 1, 'LAY', 250, 600, { orderId: 'b1' }))); // A's back matched 600: profit 900
    ok(m.place(order('C', 2, 'BACK', 400, 1000, { orderId: 'c1' })));
    ok(m.cancel({ orderId: 'c1' }));
    ok(m.place(order('E', 3, 'BACK', 300, 500, { orderId: 'e1' })));
    ok(m.place(order('F', 3, 'LAY', 300, 500, { orderId: 'f1' })));
    ok(m.place(order('D', 3, 'BACK', 300, 700, { orderId: 'd1' })));
    ok(m.removeRunner(3, 0)); // E/F matched: voided; D unmatched: lapsed
    return m;
  }

  it('settles every order with its outcome, users sorted with commission on net winnings', () => {
    const m = everyOutcome();
    expect(m.exposureOf('A')).toBe(1000);
    const version = m.view().version;
    const { settlement } = ok(m.settle([1]));
    expect(settlement).toEqual({
      marketId: 'm1',
      kind: 'SETTLED',
      winners: [1],
      commissionBp: 500,
      users: [
        { userId: 'A', grossPnl: 900, commission: 45, netPnl: 855, releasedExposure: 1000 },
        { userId: 'B', grossPnl: -900, commission: 0, netPnl: -900, releasedExposure: 900 },
        { userId: 'C', grossPnl: 0, commission: 0, netPnl: 0, releasedExposure: 0 },
        { userId: 'D', grossPnl: 0, commission: 0, netPnl: 0, releasedExposure: 0 },
        { userId: 'E', grossPnl: 0, commission: 0, netPnl: 0, releasedExposure: 0 },
        { userId: 'F', grossPnl: 0, commission: 0, netPnl: 0, releasedExposure: 0 },
      ],
      orders: [
        { orderId: 'a1', userId: 'A', selectionId: 1, outcome: 'WON', matched: 600, pnl: 900 },
        { orderId: 'b1', userId: 'B', selectionId: 1, outcome: 'LOST', matched: 600, pnl: -900 },
        { orderId: 'c1', userId: 'C', selectionId: 2, outcome: 'CANCELLED', matched: 0, pnl: 0 },
        { orderId: 'e1', userId: 'E', selectionId: 3, outcome: 'VOIDED', matched: 0, pnl: 0 },
        { orderId: 'f1', userId: 'F', selectionId: 3, outcome: 'VOIDED', matched: 0, pnl: 0 },
        { orderId: 'd1', userId: 'D', selectionId: 3, outcome: 'LAPSED', matched: 0, pnl: 0 },
      ],
      lapsed: [{ orderId: 'a1', userId: 'A', selectionId: 1, size: 400, reason: 'MARKET_SETTLED' }],
      totalCommission: 45,
      houseRounding: 0,
    });
    expect(m.view()).toMatchObject({ status: 'CLOSED', version: version + 1 });
    expect(m.view().runners.map((r) => r.status)).toEqual(['WINNER', 'LOSER', 'REMOVED']);
    expect(m.exposureOf('A')).toBe(0);
    expect(m.settle([1])).toMatchObject({ ok: false, code: 'MARKET_CLOSED' });
    expect(m.void()).toMatchObject({ ok: false, code: 'MARKET_CLOSED' });
  });

  it('pays a lay when its runner loses and charges the back, commission on the layer', () => {
    const m = everyOutcome();
    const { settlement } = ok(m.settle([2]));
    expect(settlement.users.slice(0, 2)).toEqual([
      { userId: 'A', grossPnl: -600, commission: 0, netPnl: -600, releasedExposure: 1000 },
      { userId: 'B', grossPnl: 600, commission: 30, netPnl: 570, releasedExposure: 900 },
    ]);
    expect(settlement.orders.slice(0, 2).map((o) => [o.outcome, o.pnl])).toEqual([
      ['LOST', -600],
      ['WON', 600],
    ]);
  });

  it('counts a winning back whose profit rounds to nothing as won, not lost', () => {
    const m = threeRunners(create);
    ok(m.place(order('L', 1, 'LAY', 101, 50)));
    ok(m.place(order('B', 1, 'BACK', 101, 50)));
    const { settlement } = ok(m.settle([1]));
    // the layer pays ceil(0.50) = 1, the backer gets floor(0.50) = 0: the house keeps the paisa
    expect(settlement.orders.map((o) => [o.userId, o.outcome, o.pnl])).toEqual([
      ['L', 'LOST', -1],
      ['B', 'WON', 0],
    ]);
    expect(settlement.houseRounding).toBe(1);
  });

  it('voids: every matched bet returned, runners keep their status, nothing charged', () => {
    const m = everyOutcome();
    const { settlement } = ok(m.void());
    expect(settlement).toMatchObject({ kind: 'VOIDED', winners: [], totalCommission: 0, houseRounding: 0 });
    expect(settlement.orders.map((o) => [o.orderId, o.outcome, o.pnl])).toEqual([
      ['a1', 'VOIDED', 0],
      ['b1', 'VOIDED', 0],
      ['c1', 'CANCELLED', 0],
      ['e1', 'VOIDED', 0],
      ['f1', 'VOIDED', 0],
      ['d1', 'LAPSED', 0],
    ]);
    expect(settlement.users.find((u) => u.userId === 'A')).toEqual({
      userId: 'A',
      grossPnl: 0,
      commission: 0,
      netPnl: 0,
      releasedExposure: 1000,
    });
    expect(m.view().runners.map((r) => r.status)).toEqual(['ACTIVE', 'ACTIVE', 'REMOVED']);
    expect(m.view().status).toBe('CLOSED');
  });

  it('refuses a WIN result with no winner or two, an unknown or a removed runner, and changes nothing', () => {
    const m = everyOutcome();
    for (const winners of [[], [1, 2], [9], [3]]) {
      expect(m.settle(winners)).toMatchObject({ ok: false, code: 'INVALID_WINNERS' });
    }
    expect(m.view().status).toBe('OPEN');
    expect(m.exposureOf('A')).toBe(1000);
  });

  it('accepts fewer placed runners than places only down to one, and no more than the active runners', () => {
    const m = checked(
      create({ marketId: 'p', kind: 'PLACE', numberOfWinners: 3, runners: [1, 2, 3].map((selectionId) => ({ selectionId })) }),
    );
    ok(m.removeRunner(3, 0));
    expect(m.settle([1, 2, 3])).toMatchObject({ ok: false, code: 'INVALID_WINNERS' });
    expect(m.view().status).toBe('OPEN');
    const { settlement } = ok(m.settle([2, 1]));
    expect(settlement.winners).toEqual([2, 1]);
    expect(m.view().runners.map((r) => r.status)).toEqual(['PLACED', 'PLACED', 'REMOVED']);
  });
});
