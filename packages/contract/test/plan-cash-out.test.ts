import { describe, expect, it } from 'vitest';
import { fillBackProfit, fillLayLiability, floorDiv } from '../src/cash-out/fill-rounding.ts';
import { lockedBetween, planCashOut, type CashOutRunner } from '../src/index.ts';

const ample = 10 ** 9;
const at = (price: number, size = ample) => [{ price, size }];
const runner = (selectionId: number, pnl: number, toBack: CashOutRunner['toBack'] = [], toLay: CashOutRunner['toLay'] = []) => ({
  selectionId,
  pnl,
  toBack,
  toLay,
});

describe('planCashOut by hand (paise)', () => {
  it('lays ₹133.33 at 1.5 against a back of ₹100 at 2.0 for +₹33.33 on both outcomes', () => {
    const plan = planCashOut([runner(1, 10000, [], at(150)), runner(2, -10000)]);
    expect(plan).toEqual({
      ok: true,
      value: 3333,
      legs: [{ selectionId: 1, side: 'LAY', price: 150, stake: 13333 }],
      pnlAfter: [3333, 3333],
    });
  });

  it('prefers backing the other runner when that equalises with less stake', () => {
    // Backing B at 3.0 for ₹66.66 equalises too, with half the stake of laying A at 1.5.
    const plan = planCashOut([runner(1, 10000, [], at(150)), runner(2, -10000, at(300))]);
    expect(plan).toMatchObject({
      ok: true,
      value: 3332,
      legs: [{ selectionId: 2, side: 'BACK', price: 300, stake: 6666 }],
      pnlAfter: [3334, 3332],
    });
  });

  it("backs a laid runner that drifted, and takes a loss rounded to the customer's worse side when it shortened", () => {
    // Lay ₹100 at 2.0 on A: -₹100 if A wins, +₹100 if not.
    const drifted = planCashOut([runner(1, -10000, at(250)), runner(2, 10000)]);
    expect(drifted).toMatchObject({
      ok: true,
      value: 2000,
      legs: [{ selectionId: 1, side: 'BACK', price: 250, stake: 8000 }],
      pnlAfter: [2000, 2000],
    });
    const shortened = planCashOut([runner(1, -10000, at(150)), runner(2, 10000)]);
    expect(shortened).toMatchObject({
      ok: true,
      value: -3334,
      legs: [{ side: 'BACK', price: 150, stake: 13333 }],
      pnlAfter: [-3334, -3333],
    });
  });

  it('cashes out half: half the hedge, half the value locked, the rest of the position kept', () => {
    const plan = planCashOut([runner(1, 10000, [], at(150)), runner(2, -10000)], 5000);
    // A: +₹100 - ₹33.33 liability = +₹66.67 (half of it, ₹50, kept); B: -₹100 + ₹66.66 = -₹33.34 (-₹50 kept).
    expect(plan).toMatchObject({ ok: true, value: 1666, legs: [{ side: 'LAY', price: 150, stake: 6666 }], pnlAfter: [6667, -3334] });
  });

  it('equalises a three-runner market with positions on two runners by backing the two that lose', () => {
    // Back ₹100 at 3.0 on A and lay ₹50 at 4.0 on B: A +₹250, B -₹250, C -₹50.
    const plan = planCashOut([runner(1, 25000, at(198), at(200)), runner(2, -25000, at(500), at(520)), runner(3, -5000, at(400), at(420))]);
    expect(plan).toEqual({
      ok: true,
      value: 7500,
      legs: [
        { selectionId: 2, side: 'BACK', price: 500, stake: 10000 },
        { selectionId: 3, side: 'BACK', price: 400, stake: 7500 },
      ],
      pnlAfter: [7500, 7500, 7500],
    });
  });

  it('cashes out a bookmaker position at the house rates, which fill any size', () => {
    // Back ₹100 at rate 90 on A; the house now backs A at 45 / lays at 50, B at 80 / 85.
    const plan = planCashOut([
      runner(1, 9000, at(145, Infinity), at(150, Infinity)),
      runner(2, -10000, at(180, Infinity), at(185, Infinity)),
    ]);
    expect(plan).toMatchObject({
      ok: true,
      value: -1556,
      legs: [{ selectionId: 2, side: 'BACK', price: 180, stake: 10555 }],
      pnlAfter: [-1555, -1556],
    });
  });

  it('prices a leg at the level whose cumulative size covers it', () => {
    const plan = planCashOut([
      runner(
        1,
        10000,
        [],
        [
          { price: 150, size: 5000 },
          { price: 152, size: 5000 },
          { price: 160, size: 9000 },
        ],
      ),
      runner(2, -10000),
    ]);
    // 20000 / 1.6 = 12500 needs the third level; the order is placed with that limit and fills better first.
    expect(plan).toMatchObject({ ok: true, value: 2500, legs: [{ side: 'LAY', price: 160, stake: 12500 }] });
  });

  it('refuses without a matched position, without liquidity, or with a fraction out of range', () => {
    expect(planCashOut([runner(1, 0, at(200), at(202)), runner(2, 0)])).toMatchObject({ ok: false, code: 'NO_POSITION' });
    expect(planCashOut([runner(1, 10000), runner(2, -10000)])).toMatchObject({ ok: false, code: 'NO_LIQUIDITY' });
    expect(planCashOut([runner(1, 10000, [], [{ price: 150, size: 100 }]), runner(2, -10000)])).toMatchObject({
      ok: false,
      code: 'NO_LIQUIDITY',
    });
    expect(planCashOut([runner(1, 10000, [], at(150)), runner(2, -10000)], 0)).toMatchObject({ ok: false, code: 'INVALID_FRACTION' });
    expect(planCashOut([runner(1, 10000, [], at(150)), runner(2, -10000)], 10001)).toMatchObject({ ok: false, code: 'INVALID_FRACTION' });
  });

  it('places nothing when the P&L is already equal', () => {
    expect(planCashOut([runner(1, 500), runner(2, 500)])).toEqual({ ok: true, value: 500, legs: [], pnlAfter: [500, 500] });
  });
});

describe('the hedge maths at its edges (paise)', () => {
  it("rounds a division down, below zero too, and a fill in the house's favour", () => {
    expect([floorDiv(7, 2), floorDiv(6, 2), floorDiv(-7, 2), floorDiv(-6, 2), floorDiv(0, 3)]).toEqual([3, 3, -4, -3, 0]);
    // ₹0.01 at 1.5: the back's profit of half a paisa rounds down to 0, the lay's liability up to 1.
    expect([fillBackProfit(1, 150), fillLayLiability(1, 150)]).toEqual([0, 1]);
    expect([fillBackProfit(333, 250), fillLayLiability(333, 250)]).toEqual([499, 500]);
  });

  it('locks the worse side of a partial cash out, rounded down below zero', () => {
    // Half of a P&L of -₹0.03 kept: -1.5 paise locked, rounded down to -2.
    expect(lockedBetween([-3, 10], [-3, 10], 5000)).toBe(-2);
    expect(lockedBetween([3, 10], [3, 10], 5000)).toBe(1);
    expect(lockedBetween([100, 40], [70, 70])).toBe(70);
  });

  for (const reversed of [false, true]) {
    it(`between hedges of equal stake takes the one that locks more${reversed ? ' (runners the other way round)' : ''}`, () => {
      // Laying A at 3.0 and backing B at 3.0 both take ₹66.66; the lay leaves -₹33.34, the back +₹33.32.
      const runners = [runner(1, 10000, [], at(300)), runner(2, -10000, at(300))];
      const plan = planCashOut(reversed ? [...runners].reverse() : runners);
      expect(plan).toMatchObject({ ok: true, value: 3332, legs: [{ selectionId: 2, side: 'BACK', price: 300, stake: 6666 }] });
    });
  }

  it("between hedges of equal stake and equal value keeps the first found (K at the first runner's P&L)", () => {
    // Backing B at 2.0 or laying A at 2.0, ₹100 either way, both leave ₹0 on each runner.
    const plan = planCashOut([runner(1, 10000, [], at(200)), runner(2, -10000, at(200))]);
    expect(plan).toEqual({ ok: true, value: 0, legs: [{ selectionId: 2, side: 'BACK', price: 200, stake: 10000 }], pnlAfter: [0, 0] });
  });

  it('stays at a level whose size is exactly the stake, and refuses when every level together is short', () => {
    const exact = [
      { price: 150, size: 13333 },
      { price: 200, size: ample },
    ];
    expect(planCashOut([runner(1, 10000, [], exact), runner(2, -10000)])).toMatchObject({
      ok: true,
      legs: [{ side: 'LAY', price: 150, stake: 13333 }],
    });
    // 5000 + 8333 covers the 13333 at 1.5 only with the second level, so the lay goes there at 2.0: 20000 / 2.0 = 10000.
    const deeper = [
      { price: 150, size: 5000 },
      { price: 200, size: 8333 },
    ];
    expect(planCashOut([runner(1, 10000, [], deeper), runner(2, -10000)])).toMatchObject({
      ok: true,
      value: 0,
      legs: [{ side: 'LAY', price: 200, stake: 10000 }],
    });
    // The second level is judged by the stake at its own price: 13332 in all does not cover 13333
    // at 1.5, but covers the 10000 needed at 2.0.
    const justEnough = [
      { price: 150, size: 5000 },
      { price: 200, size: 8332 },
    ];
    expect(planCashOut([runner(1, 10000, [], justEnough), runner(2, -10000)])).toMatchObject({
      ok: true,
      value: 0,
      legs: [{ side: 'LAY', price: 200, stake: 10000 }],
    });
    const short = [
      { price: 150, size: 5000 },
      { price: 200, size: 4999 },
    ];
    expect(planCashOut([runner(1, 10000, [], short), runner(2, -10000)])).toMatchObject({ ok: false, code: 'NO_LIQUIDITY' });
  });

  it('places no leg whose stake rounds to nothing, and sees a position on one runner only', () => {
    const tiny = [runner(1, 1, at(200), at(200)), runner(2, 0, at(200), at(200))];
    expect(planCashOut(tiny)).toEqual({ ok: true, value: 0, legs: [], pnlAfter: [1, 0] });
    // A P&L on B alone (A at zero) is a position: laying B at 4.0 for ₹12.50 (less stake than backing A for ₹25) locks +₹12.50.
    expect(planCashOut([runner(1, 0, at(200)), runner(2, 5000, [], at(400))])).toEqual({
      ok: true,
      value: 1250,
      legs: [{ selectionId: 2, side: 'LAY', price: 400, stake: 1250 }],
      pnlAfter: [1250, 1250],
    });
  });

  it('scales the hedge by the fraction: the least and a quarter, and refuses a fraction that is not whole', () => {
    const position = () => [runner(1, 10000, [], at(150)), runner(2, -10000)];
    // 1 part in 10 000 of a ₹133.33 lay is 1.33 paise: one paisa laid.
    expect(planCashOut(position(), 1)).toMatchObject({ ok: true, legs: [{ side: 'LAY', price: 150, stake: 1 }] });
    // A quarter: floor(20000 x 2500 / 15000) = 3333 paise laid.
    expect(planCashOut(position(), 2500)).toMatchObject({ ok: true, legs: [{ side: 'LAY', price: 150, stake: 3333 }] });
    expect(planCashOut(position(), 2500.5)).toMatchObject({ ok: false, code: 'INVALID_FRACTION' });
  });
});
