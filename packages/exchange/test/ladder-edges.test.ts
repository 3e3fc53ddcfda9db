import { describe, expect, it } from 'vitest';
import { decimalStringToTicks, isLadderPrice, ladderIndex, oddsToTicks } from '../src/index';

describe('ladder edges', () => {
  it('gives the top price 1000 its index and accepts it', () => {
    expect(ladderIndex(100000)).toBe(349);
    expect(isLadderPrice(100000)).toBe(true);
  });

  it('answers -1 (never undefined) for every value off the ladder', () => {
    for (const p of [250.5, 101.5, -1, -101, 0, 100010, 200000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(ladderIndex(p)).toBe(-1);
    }
  });

  it('refuses odds that are near but not exactly a ladder price', () => {
    expect(oddsToTicks(2.499)).toBeNull();
    expect(oddsToTicks(2.5001)).toBeNull();
    expect(oddsToTicks(1000)).toBe(100000);
  });

  it('parses a whole decimal string only, trimming spaces, with two decimals', () => {
    expect(decimalStringToTicks('-2.5')).toBeNull();
    expect(decimalStringToTicks('x2.5')).toBeNull();
    expect(decimalStringToTicks('2.52')).toBe(252);
    expect(decimalStringToTicks('2.520')).toBe(252);
    expect(decimalStringToTicks(' 2.5 ')).toBe(250);
    expect(decimalStringToTicks('1000.00')).toBe(100000);
  });
});
