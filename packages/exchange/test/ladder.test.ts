import { describe, expect, it } from 'vitest';
import {
  LADDER,
  backProfit,
  ceilDiv,
  commissionOn,
  decimalStringToTicks,
  floorDiv,
  isLadderPrice,
  ladderIndex,
  layLiability,
  oddsToTicks,
  reducedProfit,
} from '../src/index';

describe('price ladder', () => {
  it('has exactly 350 ascending prices from 1.01 to 1000', () => {
    expect(LADDER).toHaveLength(350);
    expect(LADDER[0]).toBe(101);
    expect(LADDER[349]).toBe(100000);
    for (let i = 1; i < LADDER.length; i++) expect(LADDER[i]!).toBeGreaterThan(LADDER[i - 1]!);
  });

  it('uses the step of each band', () => {
    for (const p of [199, 200, 202, 300, 305, 400, 410, 600, 620, 1000, 1050, 2000, 2100, 3000, 3200, 5000, 5500, 10000, 11000]) {
      expect(isLadderPrice(p)).toBe(true);
    }
    for (const p of [100, 201, 301, 302, 405, 610, 1010, 2050, 3100, 5200, 10500, 100010, 250.5]) {
      expect(isLadderPrice(p)).toBe(false);
    }
    expect(ladderIndex(101)).toBe(0);
    expect(ladderIndex(200)).toBe(99);
  });

  it('converts decimal odds without silent rounding', () => {
    expect(oddsToTicks(2.5)).toBe(250);
    expect(oddsToTicks(1.01)).toBe(101);
    expect(oddsToTicks(3.15)).toBe(315);
    expect(oddsToTicks(2.01)).toBeNull();
    expect(oddsToTicks(2.505)).toBeNull();
    expect(oddsToTicks(1)).toBeNull();
    expect(decimalStringToTicks('2.50')).toBe(250);
    expect(decimalStringToTicks('10')).toBe(1000);
    expect(decimalStringToTicks('2.5')).toBe(250);
    expect(decimalStringToTicks('2.51')).toBeNull();
    expect(decimalStringToTicks('2.505')).toBeNull();
    expect(decimalStringToTicks('abc')).toBeNull();
  });
});

describe('rounding in the house favour', () => {
  it('floors a back profit and ceils a lay liability by at most one paisa', () => {
    expect(backProfit(333, 202)).toBe(339); // 339.66
    expect(layLiability(333, 202)).toBe(340);
    expect(backProfit(1000, 315)).toBe(2150);
    expect(layLiability(1000, 315)).toBe(2150);
  });

  it('divides integers exactly', () => {
    expect(floorDiv(-1, 100)).toBe(-1);
    expect(ceilDiv(-1, 100)).toBe(0);
    expect(floorDiv(9_007_199_254_740_000, 100)).toBe(90_071_992_547_400);
    expect(ceilDiv(101, 100)).toBe(2);
  });

  it('charges commission on a net win only, rounded up', () => {
    expect(commissionOn(18000, 500)).toBe(900);
    expect(commissionOn(19, 500)).toBe(1);
    expect(commissionOn(-5000, 500)).toBe(0);
  });

  it('reduces prices by a reduction factor, never below 1.01', () => {
    expect(reducedProfit('BACK', 1000, 800, 2500)).toBe(5000); // 8.0 -> 6.0
    expect(reducedProfit('LAY', 1000, 800, 2500)).toBe(5000);
    expect(reducedProfit('BACK', 1000, 105, 5000)).toBe(10); // floors at 1.01
    expect(reducedProfit('BACK', 333, 303, 100)).toBe(665); // 3.03 x 0.99 = 2.9997 -> 665.9001
    expect(reducedProfit('LAY', 333, 303, 100)).toBe(666);
  });
});
