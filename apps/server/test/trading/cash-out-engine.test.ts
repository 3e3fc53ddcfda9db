import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCashOut, type CashOutRunner } from '@bx/contract';
import { LADDER, createFastMarket, type Market } from '@bx/exchange';

const CUSTOMER = 'c';

/** P&L per runner if it wins, matched bets only: its own win side plus every other runner's lose side. */
function pnlOf(market: Market, userId: string): number[] {
  const pos = market.positionOf(userId);
  const lose = pos.reduce((sum, p) => sum + p.ifLose, 0);
  return pos.map((p) => lose - p.ifLose + p.ifWin);
}

function runnersOf(market: Market, ids: number[]): CashOutRunner[] {
  const pnl = pnlOf(market, CUSTOMER);
  return ids.map((selectionId, i) => {
    const depth = market.depth(selectionId, 50)!;
    return { selectionId, pnl: pnl[i]!, toBack: depth.lays, toLay: depth.backs };
  });
}

const bet = fc.record({
  runner: fc.nat(3),
  back: fc.boolean(),
  price: fc.integer({ min: 0, max: 120 }),
  stake: fc.integer({ min: 100, max: 500_000 }),
});
const level = fc.record({ offset: fc.integer({ min: 0, max: 8 }), size: fc.integer({ min: 100, max: 2_000_000 }) });
const scenario = fc.record({
  runners: fc.integer({ min: 2, max: 4 }),
  bets: fc.array(bet, { minLength: 1, maxLength: 6 }),
  mids: fc.array(fc.integer({ min: 10, max: 110 }), { minLength: 4, maxLength: 4 }),
  books: fc.array(fc.record({ lays: fc.array(level, { maxLength: 3 }), backs: fc.array(level, { maxLength: 3 }) }), {
    minLength: 4,
    maxLength: 4,
  }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** The customer's bets matched against a counterparty, then a book of resting lays below and backs above each runner's mid. */
function build(s: Scenario): { market: Market; ids: number[] } {
  const ids = Array.from({ length: s.runners }, (_, i) => i + 1);
  const market = createFastMarket({ marketId: 'm', runners: ids.map((selectionId) => ({ selectionId })) });
  let n = 0;
  const place = (userId: string, selectionId: number, side: 'BACK' | 'LAY', price: number, size: number, fok = false) =>
    market.place({ orderId: `o${++n}`, userId, selectionId, side, price, size, now: 0, timeInForce: fok ? 'FILL_OR_KILL' : 'LIMIT' });
  for (const b of s.bets) {
    const selectionId = (b.runner % s.runners) + 1;
    const price = LADDER[b.price]!;
    place('maker', selectionId, b.back ? 'LAY' : 'BACK', price, b.stake);
    expect(place(CUSTOMER, selectionId, b.back ? 'BACK' : 'LAY', price, b.stake, true).ok).toBe(true);
  }
  ids.forEach((selectionId, i) => {
    const mid = s.mids[i]!;
    for (const l of s.books[i]!.lays) place('book', selectionId, 'LAY', LADDER[Math.max(0, mid - l.offset)]!, l.size);
    for (const b of s.books[i]!.backs) place('book', selectionId, 'BACK', LADDER[mid + 1 + b.offset]!, b.size);
  });
  return { market, ids };
}

describe('cash out executed on the engine', () => {
  it('leaves the P&L equal on every runner within the rounding bound and never below the quoted value', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { market, ids } = build(s);
        const plan = planCashOut(runnersOf(market, ids));
        if (!plan.ok) return;
        let improved = false;
        for (const leg of plan.legs) {
          const placed = market.place({
            orderId: `leg${leg.selectionId}`,
            userId: CUSTOMER,
            ...leg,
            size: leg.stake,
            now: 1,
            timeInForce: 'FILL_OR_KILL',
          });
          expect(placed.ok).toBe(true);
          if (placed.ok && placed.fills.some((f) => f.price !== leg.price)) improved = true;
        }
        const after = pnlOf(market, CUSTOMER);
        after.forEach((p, i) => expect(p).toBeGreaterThanOrEqual(plan.pnlAfter[i]!));
        expect(Math.min(...after)).toBeGreaterThanOrEqual(plan.value);
        // Rounding each stake down moves a runner by under price/100 paise on its own leg and under 1 on the others'.
        const bound = plan.legs.reduce((sum, leg) => sum + Math.ceil(leg.price / 100) + 1, 1);
        if (!improved) expect(Math.max(...after) - Math.min(...after)).toBeLessThanOrEqual(bound);
        expect(market.validateInternalState()).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('is not beaten by any other equalising hedge at the same prices', () => {
    const book = fc.record({
      pnl: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      back: fc.integer({ min: 0, max: 200 }),
      spread: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(book, { minLength: 2, maxLength: 6 }), fc.double({ min: 0, max: 1, noNaN: true }), (rows, t) => {
        const runners = rows.map((r, i) => ({
          selectionId: i + 1,
          pnl: r.pnl,
          toBack: [{ price: LADDER[r.back]!, size: Infinity }],
          toLay: [{ price: LADDER[Math.min(LADDER.length - 1, r.back + r.spread)]!, size: Infinity }],
        }));
        const plan = planCashOut(runners);
        if (!plan.ok) return;
        const stake = plan.legs.reduce((sum, leg) => sum + leg.stake, 0);
        const lo = Math.min(...rows.map((r) => r.pnl));
        const k = lo + t * (Math.max(...rows.map((r) => r.pnl)) - lo);
        // Any K gives the equalising stakes |K - p| / price; the plan's are rounded down, by under a paisa each.
        const other = runners.reduce(
          (sum, r) => sum + (Math.abs(k - r.pnl) * 100) / (k > r.pnl ? r.toBack[0]!.price : r.toLay[0]!.price),
          0,
        );
        expect(stake).toBeLessThanOrEqual(other + 1e-6);
      }),
      { numRuns: 500 },
    );
  });
});
