import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LADDER, type Market, type MarketConfig } from '../src/index';
import { IMPLEMENTATIONS, PROPERTY_TIMEOUT, checked, ok, order, propertyRuns } from './helpers';
import { winnerSets } from './random-book';

const placeMarket = (create: (c: MarketConfig) => Market, runners: number, places: number): Market =>
  checked(
    create({
      marketId: 'p',
      kind: 'PLACE',
      numberOfWinners: places,
      runners: Array.from({ length: runners }, (_, i) => ({ selectionId: i + 1 })),
    }),
  );

interface Bet {
  user: number;
  runner: number;
  back: boolean;
  level: number;
  size: number;
}
const USERS = ['a', 'b', 'c'];

describe.each(IMPLEMENTATIONS)('place markets hold the worst case ($name)', ({ create }) => {
  it('holds both stakes when a customer backs two of three runners in a 2-place market and only the third places', () => {
    const m = placeMarket(create, 3, 2);
    ok(m.place(order('L', 1, 'LAY', 300, 10000)));
    ok(m.place(order('L', 2, 'LAY', 500, 10000)));
    ok(m.place(order('X', 1, 'BACK', 300, 10000)));
    ok(m.place(order('X', 2, 'BACK', 500, 10000)));
    // X: {3} alone placed loses 100 + 100; every other accepted result is a gain.
    expect(m.exposureOf('X')).toBe(20000);
    // L: {1, 2} placed loses 200 + 400.
    expect(m.exposureOf('L')).toBe(60000);
    const { settlement } = ok(m.settle([3]));
    expect(settlement.users.find((u) => u.userId === 'X')).toMatchObject({ grossPnl: -20000, releasedExposure: 20000 });
  });

  it('holds only the smallest single loss when every extra placed runner is a gain', () => {
    const m = placeMarket(create, 4, 3);
    ok(m.place(order('L', 1, 'LAY', 200, 1000)));
    ok(m.place(order('L', 2, 'BACK', 400, 500)));
    ok(m.place(order('X', 1, 'BACK', 200, 1000)));
    ok(m.place(order('X', 2, 'LAY', 400, 500)));
    // X, per runner (win - lose): runner 1 +1000 - (-1000) = 2000, runner 2 -1500 - 500 = -2000;
    // lose-sum -1000 + 500 = -500. Worst: {2} alone: -500 - 2000 = -2500.
    expect(m.exposureOf('X')).toBe(2500);
    // L mirrors it: runner 1 delta -2000, runner 2 +2000, lose-sum 500: {1} alone -1500.
    expect(m.exposureOf('L')).toBe(1500);
  });

  it('refuses no winners, more winners than places, an unknown or removed runner, and a repeated one', () => {
    const m = placeMarket(create, 4, 2);
    ok(m.removeRunner(4, 0));
    expect(m.settle([])).toMatchObject({ ok: false, code: 'INVALID_WINNERS' });
    expect(m.settle([1, 2, 3])).toMatchObject({ ok: false, code: 'INVALID_WINNERS' });
    expect(m.settle([1, 4])).toMatchObject({ ok: false, code: 'INVALID_WINNERS' });
    expect(m.settle([9])).toMatchObject({ ok: false, code: 'INVALID_WINNERS' });
    expect(m.settle([1, 1])).toMatchObject({ ok: false, code: 'INVALID_WINNERS' });
    expect(m.view().status).toBe('OPEN');
    ok(m.settle([1, 2]));
  });

  it(
    'never takes more than was held, whichever 1..N runners place',
    () => {
      const bet = fc.record({
        user: fc.nat(2),
        runner: fc.nat(4),
        back: fc.boolean(),
        level: fc.integer({ min: 0, max: 120 }),
        size: fc.integer({ min: 1, max: 20000 }),
      });
      const shape = fc.record({ runners: fc.integer({ min: 2, max: 5 }), places: fc.constantFrom(2, 3) });
      fc.assert(
        fc.property(shape, fc.array(bet, { maxLength: 14 }), ({ runners, places }, bets: Bet[]) => {
          const build = (): Market => {
            const m = placeMarket(create, runners, places);
            bets.forEach((b, i) =>
              m.place(
                order(USERS[b.user]!, (b.runner % runners) + 1, b.back ? 'BACK' : 'LAY', LADDER[b.level]!, b.size, { orderId: `p${i}` }),
              ),
            );
            return m;
          };
          const held = new Map(USERS.map((u) => [u, build().exposureOf(u)]));
          const worst = new Map(USERS.map((u) => [u, 0]));
          for (const winners of winnerSets(
            Array.from({ length: runners }, (_, i) => i + 1),
            places,
          )) {
            const { settlement } = ok(build().settle(winners));
            for (const u of settlement.users) {
              expect(-u.grossPnl).toBeLessThanOrEqual(held.get(u.userId)!);
              expect(u.releasedExposure).toBe(held.get(u.userId));
              worst.set(u.userId, Math.min(worst.get(u.userId)!, u.grossPnl));
            }
          }
          // and the hold is no bigger than the worst matched outcome plus what unmatched orders risk
          const matchedOnly = build();
          matchedOnly.setStatus({ inPlay: true }); // lapses every unmatched (LAPSE) order
          for (const u of USERS) expect(matchedOnly.exposureOf(u)).toBe(0 - worst.get(u)!);
        }),
        { numRuns: propertyRuns(60) },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
