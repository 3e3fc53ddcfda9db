import { describe, expect, it } from 'vitest';
import { planCashOut, type CashOutRunner } from '../src/index.ts';

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
