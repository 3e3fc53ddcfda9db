import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FANCY_MAX_RESULT,
  fancyExposure,
  fancyExposureChange,
  fancyPnl,
  inFancyDomain,
  runBook,
  type FancyBet,
  type FancyDomain,
  type Paise,
} from '../src/index';
import { PROPERTY_TIMEOUT, propertyRuns } from './helpers';

const WHOLE: FancyDomain = { maxResult: DEFAULT_FANCY_MAX_RESULT, meterCap: null };
const no40: FancyBet = { kind: 'METER', side: 'NO', line: 40, rate: 90, stake: 10000 };

describe('fancy result domain', () => {
  it('accepts only integers 0..maxResult', () => {
    expect(inFancyDomain(0, WHOLE)).toBe(true);
    expect(inFancyDomain(999, WHOLE)).toBe(true);
    expect(inFancyDomain(1000, WHOLE)).toBe(false);
    expect(inFancyDomain(-1, WHOLE)).toBe(false);
    expect(inFancyDomain(12.5, WHOLE)).toBe(false);
    expect(inFancyDomain(Number.NaN, WHOLE)).toBe(false);
  });
});

describe('meter exposure over the whole domain', () => {
  it('holds a ₹100 NO meter at 40 for the far end of 0..999: ₹100 x 959', () => {
    expect(fancyExposure([no40], WHOLE)).toBe(10000 * (999 - 40));
    expect(runBook([no40], WHOLE).worst).toEqual({ runs: 999, pnl: -9_590_000 });
    // the case: settled at 85 it loses ₹4,500, well inside what is held
    expect(fancyPnl(no40, 85)).toBe(-450_000);
  });

  it('holds stake x cap when the market caps the distance at 50, and settles capped', () => {
    const capped = { maxResult: 999, meterCap: 50 };
    expect(fancyExposure([no40], capped)).toBe(10000 * 50);
    expect(fancyPnl(no40, 999, 50)).toBe(-500_000);
    expect(fancyPnl(no40, 85, 50)).toBe(-450_000);
    expect(fancyPnl(no40, 0, 50)).toBe(360_000); // wins 90/100 x 40 runs, under the cap
    expect(fancyPnl({ ...no40, line: 200 }, 0, 50)).toBe(450_000); // wins 90/100 x 50, capped
  });

  it('holds a YES meter for a score of 0', () => {
    const yes: FancyBet = { kind: 'METER', side: 'YES', line: 60, rate: 100, stake: 100 };
    expect(fancyExposure([yes], WHOLE)).toBe(6000);
    expect(fancyExposure([yes], { maxResult: 999, meterCap: 10 })).toBe(1000);
  });

  it('nets a YES and a NO at different lines over the domain', () => {
    // YES 60 and NO 70 at even money, ₹1 each: below 60 and above 70 one loses a run less than
    // the other wins, between the lines both win: +₹10 at every score.
    const yes: FancyBet = { kind: 'METER', side: 'YES', line: 60, rate: 100, stake: 100 };
    const no: FancyBet = { kind: 'METER', side: 'NO', line: 70, rate: 100, stake: 100 };
    expect(fancyExposure([yes, no], WHOLE)).toBe(0);
    expect(runBook([yes, no], WHOLE).ranges).toEqual([{ from: 0, to: 999, pnlFrom: 1000, pnlTo: 1000 }]);
    expect(fancyExposureChange([yes], no, WHOLE)).toEqual({ before: 6000, after: 0 });
  });

  it('lists the ranges of a NO meter at 40: winning down to 39, losing linearly from 40 to 999', () => {
    expect(runBook([no40], WHOLE).ranges).toEqual([
      { from: 0, to: 39, pnlFrom: 360_000, pnlTo: 9000 },
      { from: 40, to: 999, pnlFrom: 0, pnlTo: -9_590_000 },
    ]);
    expect(runBook([no40], { maxResult: 999, meterCap: 50 }).ranges).toEqual([
      { from: 0, to: 39, pnlFrom: 360_000, pnlTo: 9000 },
      { from: 40, to: 90, pnlFrom: 0, pnlTo: -500_000 },
      { from: 91, to: 999, pnlFrom: -500_000, pnlTo: -500_000 },
    ]);
  });

  it('lists an odd-even book run by run, both parities', () => {
    const odd: FancyBet = { kind: 'ODD_EVEN', pick: 'ODD', price: 195, stake: 1000 };
    const book = runBook([odd], { maxResult: 3, meterCap: null });
    expect(book.ranges.map((r) => r.pnlFrom)).toEqual([-1000, 950, -1000, 950]);
    expect(book.worst).toEqual({ runs: 0, pnl: -1000 });
    expect(fancyExposure([odd, { ...odd, pick: 'EVEN' }], WHOLE)).toBe(50);
  });

  it('has no exposure and one flat range without bets', () => {
    expect(runBook([], { maxResult: 10, meterCap: null })).toEqual({
      ranges: [{ from: 0, to: 10, pnlFrom: 0, pnlTo: 0 }],
      worst: { runs: 0, pnl: 0 },
    });
    expect(fancyExposure([], WHOLE)).toBe(0);
  });
});

// Random books on small domains, checked against every result 0..maxResult.
const side = fc.constantFrom('YES' as const, 'NO' as const);
const stake = fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1000, max: 500_000 }));
const line = fc.integer({ min: -5, max: 320 });
const bet: fc.Arbitrary<FancyBet> = fc.oneof(
  fc.record({ kind: fc.constant('SESSION' as const), side, line, rate: fc.integer({ min: 1, max: 300 }), stake }),
  fc.record({
    kind: fc.constant('KHADO' as const),
    start: line,
    width: fc.integer({ min: 1, max: 40 }),
    rate: fc.integer({ min: 1, max: 900 }),
    stake,
  }),
  fc.record({ kind: fc.constant('METER' as const), side, line, rate: fc.integer({ min: 1, max: 300 }), stake }),
  fc.record({ kind: fc.constant('METER' as const), side, line, rate: fc.integer({ min: 1, max: 300 }), stake }),
  fc.record({
    kind: fc.constant('ODD_EVEN' as const),
    pick: fc.constantFrom('ODD' as const, 'EVEN' as const),
    price: fc.integer({ min: 101, max: 400 }),
    stake,
  }),
);
const domain: fc.Arbitrary<FancyDomain> = fc.record({
  maxResult: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 300, max: 1200 })),
  meterCap: fc.option(fc.integer({ min: 0, max: 250 }), { freq: 2 }),
});

function bruteForce(bets: FancyBet[], d: FancyDomain): Paise[] {
  const book: number[] = [];
  for (let runs = 0; runs <= d.maxResult; runs++) book.push(bets.reduce((a, b) => a + fancyPnl(b, runs, d.meterCap), 0));
  return book;
}

describe('exact worst case against brute force', () => {
  it(
    'finds the minimum P&L over every result 0..maxResult, for any book, capped or not',
    () => {
      fc.assert(
        fc.property(fc.array(bet, { maxLength: 8 }), domain, (bets, d) => {
          const book = bruteForce(bets, d);
          const min = Math.min(...book);
          const { worst } = runBook(bets, d);
          expect(worst.pnl).toBe(min);
          expect(book[worst.runs]).toBe(min);
          expect(book.indexOf(min)).toBe(worst.runs);
          expect(fancyExposure(bets, d)).toBe(min < 0 ? -min : 0);
        }),
        { numRuns: propertyRuns(400) },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'finds the dips of floored meter payouts deep inside long stretches',
    () => {
      // Winning YES meters whose floored payouts have different phases, against a NO meter that
      // (nearly) cancels their slope: the book is flat but for the floors, so its minimum sits at
      // some residue mod 100 inside a stretch, not at a line or an end of the domain.
      const yes = fc.record({
        stake: fc.integer({ min: 1, max: 99 }),
        rate: fc.integer({ min: 1, max: 300 }),
        line: fc.integer({ min: 0, max: 60 }),
      });
      const book = fc.tuple(
        fc.array(yes, { minLength: 2, maxLength: 4 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 150, max: 400 }),
      );
      fc.assert(
        fc.property(book, ([yeses, noLine, maxResult]) => {
          const rest = (100 - (yeses.reduce((a, y) => a + y.stake * y.rate, 0) % 100)) % 100;
          const all = rest === 0 ? yeses : [...yeses, { stake: 1, rate: rest, line: noLine }]; // slope exactly 0
          const total = all.reduce((a, y) => a + y.stake * y.rate, 0);
          const bets: FancyBet[] = [
            ...all.map((y) => ({ kind: 'METER' as const, side: 'YES' as const, ...y })),
            { kind: 'METER', side: 'NO', line: noLine, rate: 100, stake: total / 100 },
          ];
          const d = { maxResult, meterCap: null };
          expect(runBook(bets, d).worst.pnl).toBe(Math.min(...bruteForce(bets, d)));
        }),
        { numRuns: propertyRuns(300) },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('finds a dip on the last run of the first hundred when the book rises slowly after it', () => {
    // 101 YES meters of 1 paisa at rate 101 win d + floor(d / 100) each; a NO of 102 paise loses
    // 102 d. The book is 101 x floor(d / 100) - d: -d over 0..99, then back up by 101 each hundred,
    // so its one minimum is -99 at d = 99, the hundredth run of a 1,000-run stretch, and the
    // stretch's last hundred runs reach only -90.
    const bets: FancyBet[] = [
      ...Array.from({ length: 101 }, () => ({ kind: 'METER' as const, side: 'YES' as const, line: 0, rate: 101, stake: 1 })),
      { kind: 'METER', side: 'NO', line: 0, rate: 100, stake: 102 },
    ];
    expect(Math.min(...bruteForce(bets, WHOLE))).toBe(-99);
    expect(runBook(bets, WHOLE).worst).toEqual({ runs: 99, pnl: -99 });
    expect(fancyExposure(bets, WHOLE)).toBe(99);
  });

  it(
    'lists ranges that tile the domain and match the book at both ends, flat ranges exactly flat',
    () => {
      fc.assert(
        fc.property(fc.array(bet, { maxLength: 6 }), domain, (bets, d) => {
          const book = bruteForce(bets, d);
          const { ranges } = runBook(bets, d);
          const meters = bets.filter((b) => b.kind === 'METER').length;
          let next = 0;
          for (const r of ranges) {
            expect(r.from).toBe(next);
            expect([r.pnlFrom, r.pnlTo]).toEqual([book[r.from], book[r.to]]);
            for (let runs = r.from; runs <= r.to; runs++) {
              const straight = r.to === r.from ? r.pnlFrom : r.pnlFrom + ((r.pnlTo - r.pnlFrom) * (runs - r.from)) / (r.to - r.from);
              expect(Math.abs(book[runs]! - straight)).toBeLessThanOrEqual(r.pnlFrom === r.pnlTo ? 0 : meters);
            }
            next = r.to + 1;
          }
          expect(next).toBe(d.maxResult + 1);
        }),
        { numRuns: propertyRuns(200) },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
