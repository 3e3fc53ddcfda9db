import { describe, expect, it } from 'vitest';
import { DEFAULT_FANCY_MAX_RESULT, runBook, type FancyBet } from '../src/index';
import { IMPLEMENTATIONS, checked, ok, order, threeRunners } from './helpers';

describe.each(IMPLEMENTATIONS)('status changes ($name)', ({ create }) => {
  it('refuses closing through a status change and a negative or fractional bet delay', () => {
    const m = threeRunners(create);
    for (const change of [{ status: 'CLOSED' as 'OPEN' }, { betDelaySeconds: -1 }, { betDelaySeconds: 1.5 }]) {
      expect(m.setStatus(change)).toMatchObject({ ok: false, code: 'INVALID_TRANSITION' });
    }
    expect(m.view()).toMatchObject({ status: 'OPEN', betDelaySeconds: 0, version: 1 });
  });

  it('raises the version only when something changes, and changes only what it is given', () => {
    const m = threeRunners(create);
    expect(ok(m.setStatus({ status: 'OPEN', inPlay: false, betDelaySeconds: 0 })).version).toBe(1);
    expect(ok(m.setStatus({})).version).toBe(1);
    expect(ok(m.setStatus({ betDelaySeconds: 5 })).version).toBe(2);
    expect(m.view()).toMatchObject({ status: 'OPEN', inPlay: false, betDelaySeconds: 5 });
    expect(ok(m.setStatus({ inPlay: true })).version).toBe(3);
    expect(m.view()).toMatchObject({ status: 'OPEN', inPlay: true, betDelaySeconds: 5 });
    expect(ok(m.setStatus({ status: 'SUSPENDED' })).version).toBe(4);
    expect(m.view()).toMatchObject({ status: 'SUSPENDED', inPlay: true, betDelaySeconds: 5 });
    expect(ok(m.setStatus({ status: 'OPEN', inPlay: false, betDelaySeconds: 0 })).version).toBe(5);
    expect(m.view()).toMatchObject({ status: 'OPEN', inPlay: false, betDelaySeconds: 0 });
  });

  it('lapses nothing unless the market turns in-play', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'BACK', 300, 1000)));
    expect(ok(m.setStatus({ status: 'SUSPENDED' })).lapsed).toEqual([]);
    expect(ok(m.setStatus({ inPlay: true })).lapsed).toHaveLength(1);
    expect(ok(m.setStatus({ inPlay: true })).lapsed).toEqual([]);
  });

  it('takes the place count only for place markets, the in-play flag and removed runners from the config', () => {
    const win = checked(
      create({
        marketId: 'w',
        numberOfWinners: 2,
        inPlay: true,
        runners: [{ selectionId: 1 }, { selectionId: 2, status: 'REMOVED' }, { selectionId: 3 }],
      }),
    );
    expect(win.view()).toMatchObject({ numberOfWinners: 1, inPlay: true });
    expect(win.settle([2])).toMatchObject({ ok: false, code: 'INVALID_WINNERS' });
    expect(win.place(order('A', 2, 'BACK', 300, 100))).toMatchObject({ ok: false, code: 'RUNNER_REMOVED' });
    for (const sel of [1, 3]) {
      ok(win.place(order('L', sel, 'LAY', 300, 1000)));
      ok(win.place(order('A', sel, 'BACK', 300, 1000)));
    }
    expect(win.exposureOf('A')).toBe(0); // runner 2 cannot win: 1 or 3 wins, +2000 - 1000
  });
});

describe.each(IMPLEMENTATIONS)('runner removal and cancels ($name)', ({ create }) => {
  it('refuses a closed market, an unknown or removed runner and a reduction outside 0..10000 basis points', () => {
    const m = threeRunners(create);
    expect(m.removeRunner(9, 0)).toMatchObject({ ok: false, code: 'RUNNER_NOT_FOUND' });
    for (const rf of [-1, 10001, 2.5]) expect(m.removeRunner(1, rf)).toMatchObject({ ok: false, code: 'INVALID_REDUCTION' });
    expect(m.view().version).toBe(1);
    expect(ok(m.removeRunner(1, 10000)).version).toBe(2);
    expect(m.removeRunner(1, 0)).toMatchObject({ ok: false, code: 'RUNNER_REMOVED' });
    ok(m.settle([2]));
    expect(m.removeRunner(3, 0)).toMatchObject({ ok: false, code: 'MARKET_CLOSED' });
  });

  it('reduces a win market from 2.5% exactly, a place market from any factor above 0', () => {
    expect(ok(threeRunners(create).removeRunner(1, 249)).reductionApplied).toBe(false);
    expect(ok(threeRunners(create).removeRunner(1, 250)).reductionApplied).toBe(true);
    const place = () =>
      checked(create({ marketId: 'p', kind: 'PLACE', numberOfWinners: 2, runners: [1, 2, 3].map((selectionId) => ({ selectionId })) }));
    expect(ok(place().removeRunner(1, 0)).reductionApplied).toBe(false);
    expect(ok(place().removeRunner(1, 1)).reductionApplied).toBe(true);
  });

  it("voids only matched size on the removed runner and answers every user's exposure, sorted", () => {
    const m = threeRunners(create);
    ok(m.place(order('Z', 1, 'LAY', 300, 1000, { orderId: 'z' })));
    ok(m.place(order('B', 1, 'BACK', 300, 400, { orderId: 'b' })));
    ok(m.place(order('A', 2, 'BACK', 300, 500, { orderId: 'a' })));
    ok(m.place(order('C', 1, 'BACK', 500, 300, { orderId: 'c' }))); // rests, never matched
    const r = ok(m.removeRunner(1, 0));
    expect(r.voided.map((v) => [v.orderId, v.size])).toEqual([
      ['z', 400],
      ['b', 400],
    ]);
    expect(r.lapsed.map((l) => [l.orderId, l.size])).toEqual([
      ['z', 600],
      ['c', 300],
    ]);
    expect(r.exposures).toEqual([
      { userId: 'A', exposure: 500 },
      { userId: 'B', exposure: 0 },
      { userId: 'C', exposure: 0 },
      { userId: 'Z', exposure: 0 },
    ]);
  });

  it('names the orders of the other runners whose matched prices it reduced, and none when it reduced nothing', () => {
    const book = () => {
      const m = threeRunners(create);
      ok(m.place(order('L', 2, 'LAY', 400, 1000, { orderId: 'l' })));
      ok(m.place(order('A', 2, 'BACK', 400, 600, { orderId: 'a' }))); // matched against l
      ok(m.place(order('R', 3, 'BACK', 500, 300, { orderId: 'r' }))); // rests, never matched
      ok(m.place(order('X', 1, 'LAY', 300, 500, { orderId: 'x' })));
      ok(m.place(order('Y', 1, 'BACK', 300, 500, { orderId: 'y' }))); // matched on the removed runner: voided
      return m;
    };
    expect(ok(book().removeRunner(1, 2000)).reduced.sort()).toEqual(['a', 'l']);
    expect(ok(book().removeRunner(1, 249)).reduced).toEqual([]);
  });

  it('refuses to cancel a finished order, in a closed market, or by a size that is not a positive integer', () => {
    const m = threeRunners(create);
    ok(m.place(order('A', 1, 'BACK', 300, 1000, { orderId: 'a' })));
    ok(m.place(order('L', 1, 'LAY', 300, 1000, { orderId: 'l' })));
    expect(m.cancel({ orderId: 'a' })).toMatchObject({ ok: false, code: 'ORDER_NOT_CANCELLABLE' });
    ok(m.place(order('A', 2, 'BACK', 300, 1000, { orderId: 'r' })));
    for (const size of [0, -5, 2.5]) expect(m.cancel({ orderId: 'r', size })).toMatchObject({ ok: false, code: 'INVALID_STAKE' });
    expect(ok(m.cancel({ orderId: 'r', size: 1 })).cancelled).toBe(1);
    ok(m.settle([1]));
    expect(m.cancel({ orderId: 'r' })).toMatchObject({ ok: false, code: 'ORDER_NOT_CANCELLABLE' });
  });

  it('accepts a stake at exactly the maximum and refuses one paisa more', () => {
    const m = threeRunners(create, { maxStake: 5000 });
    ok(m.place(order('A', 1, 'BACK', 300, 5000)));
    expect(m.place(order('A', 1, 'BACK', 300, 5001))).toMatchObject({ ok: false, code: 'STAKE_TOO_HIGH' });
  });
});

describe('run book at the domain end', () => {
  it('starts a range at a line equal to the last result', () => {
    const yes: FancyBet = { kind: 'SESSION', side: 'YES', line: DEFAULT_FANCY_MAX_RESULT, rate: 100, stake: 1000 };
    expect(runBook([yes], { maxResult: DEFAULT_FANCY_MAX_RESULT, meterCap: null }).ranges).toEqual([
      { from: 0, to: 998, pnlFrom: -1000, pnlTo: -1000 },
      { from: 999, to: 999, pnlFrom: 1000, pnlTo: 1000 },
    ]);
  });
});
