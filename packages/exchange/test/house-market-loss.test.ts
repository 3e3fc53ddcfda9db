import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookmakerExposure,
  bookmakerPnl,
  fancyExposure,
  fancyExposureChange,
  fancyPnl,
  type BookmakerBet,
  type FancyBet,
  type FancyDomain,
} from '../src/index';
import { PROPERTY_TIMEOUT, propertyRuns } from './helpers';

// Bookmaker and fancy markets: the house fills every bet, exposure is a pure function of the
// customer's bets; settlement at any result the market accepts must stay within it.
const stake = fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1000, max: 1_000_000 }));
const line = fc.integer({ min: 0, max: 200 });
const side = fc.constantFrom('YES' as const, 'NO' as const);
const rate = fc.integer({ min: 1, max: 300 });

const kinds: Record<string, fc.Arbitrary<FancyBet>> = {
  SESSION: fc.record({ kind: fc.constant('SESSION' as const), side, line, rate, stake }),
  KHADO: fc.record({
    kind: fc.constant('KHADO' as const),
    start: line,
    width: fc.integer({ min: 1, max: 30 }),
    rate: fc.integer({ min: 1, max: 900 }),
    stake,
  }),
  METER: fc.record({ kind: fc.constant('METER' as const), side, line, rate, stake }),
  ODD_EVEN: fc.record({
    kind: fc.constant('ODD_EVEN' as const),
    pick: fc.constantFrom('ODD' as const, 'EVEN' as const),
    price: fc.integer({ min: 101, max: 500 }),
    stake,
  }),
};
const domains: Record<string, fc.Arbitrary<FancyDomain>> = {
  uncapped: fc.record({ maxResult: fc.integer({ min: 0, max: 250 }), meterCap: fc.constant(null) }),
  capped: fc.record({ maxResult: fc.integer({ min: 0, max: 250 }), meterCap: fc.integer({ min: 1, max: 80 }) }),
};

const bookmakerBet: fc.Arbitrary<BookmakerBet> = fc.record({
  selectionId: fc.integer({ min: 1, max: 3 }),
  side: fc.constantFrom('BACK' as const, 'LAY' as const),
  rate: fc.integer({ min: 1, max: 500 }),
  stake,
});
const SELECTIONS = [1, 2, 3];

/** `bets` with the element at `at` (mod length) removed, and the rest shuffled by `turn`. */
function without<T>(bets: T[], at: number, turn: number): T[] {
  const rest = bets.filter((_, i) => i !== at % bets.length);
  return rest.map((_, i) => rest[(i + turn) % rest.length]!);
}

describe.each(Object.entries(kinds))('fancy %s', (_, bet) => {
  it.each(Object.keys(domains))(
    'never settles a loss above the exposure held, at every result of the domain (%s)',
    (d) => {
      fc.assert(
        fc.property(fc.array(bet, { maxLength: 7 }), domains[d]!, (bets, domain) => {
          const held = fancyExposure(bets, domain);
          for (let runs = 0; runs <= domain.maxResult; runs++) {
            const pnl = bets.reduce((a, b) => a + fancyPnl(b, runs, domain.meterCap), 0);
            expect(-pnl).toBeLessThanOrEqual(held);
          }
        }),
        { numRuns: propertyRuns(60) },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'holds the same exposure after a bet is added and taken away again, in any order',
    () => {
      fc.assert(
        fc.property(fc.array(bet, { minLength: 1, maxLength: 7 }), bet, domains.capped!, fc.nat(), (bets, extra, domain, turn) => {
          const before = fancyExposure(bets, domain);
          const change = fancyExposureChange(bets, extra, domain);
          expect(change.before).toBe(before);
          const withExtra = [...bets.slice(0, turn % bets.length), extra, ...bets.slice(turn % bets.length)];
          expect(fancyExposure(withExtra, domain)).toBe(change.after);
          expect(fancyExposure(without(withExtra, turn % bets.length, turn), domain)).toBe(before);
        }),
        { numRuns: propertyRuns(60) },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('bookmaker', () => {
  it(
    'never settles a loss above the exposure held, whichever selection wins',
    () => {
      fc.assert(
        fc.property(fc.array(bookmakerBet, { maxLength: 10 }), (bets) => {
          const held = bookmakerExposure(bets, SELECTIONS);
          for (const winner of SELECTIONS) {
            expect(-bets.reduce((a, b) => a + bookmakerPnl(b, winner), 0)).toBeLessThanOrEqual(held);
          }
          expect(held).toBe(Math.max(0, ...SELECTIONS.map((w) => -bets.reduce((a, b) => a + bookmakerPnl(b, w), 0))));
        }),
        { numRuns: propertyRuns(200) },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'holds the same exposure after a bet is added and taken away again, in any order',
    () => {
      fc.assert(
        fc.property(fc.array(bookmakerBet, { minLength: 1, maxLength: 10 }), bookmakerBet, fc.nat(), (bets, extra, turn) => {
          const withExtra = [extra, ...bets];
          expect(bookmakerExposure(without(withExtra, 0, turn), SELECTIONS)).toBe(bookmakerExposure(bets, SELECTIONS));
        }),
        { numRuns: propertyRuns(200) },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
