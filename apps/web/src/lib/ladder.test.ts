import { describe, expect, it } from 'vitest';
import { isOnLadder, ladderTicks, nearestLadderIndex, stepOdds } from './ladder.ts';

describe('price ladder', () => {
  it('has the 350 prices of the exchange rules, strictly ascending from 1.01 to 1000', () => {
    expect(ladderTicks).toHaveLength(350);
    expect(ladderTicks[0]).toBe(101);
    expect(ladderTicks.at(-1)).toBe(100000);
    expect(ladderTicks.every((p, i) => i === 0 || p > ladderTicks[i - 1]!)).toBe(true);
  });

  it('uses each band’s step, including across the band edges', () => {
    expect(stepOdds(1.99, 1)).toBe(2);
    expect(stepOdds(2, 1)).toBe(2.02);
    expect(stepOdds(3, -1)).toBe(2.98);
    expect(stepOdds(3, 1)).toBe(3.05);
    expect(stepOdds(6, 1)).toBe(6.2);
    expect(stepOdds(10, 1)).toBe(10.5);
    expect(stepOdds(20, 1)).toBe(21);
    expect(stepOdds(30, 1)).toBe(32);
    expect(stepOdds(50, 1)).toBe(55);
    expect(stepOdds(100, 1)).toBe(110);
  });

  it('clamps at the ends: never below 1.01, never above 1000', () => {
    expect(stepOdds(1.01, -1)).toBe(1.01);
    expect(stepOdds(1000, 3)).toBe(1000);
  });

  it('snaps an off-ladder price to the nearest before stepping, and reads float noise as the price', () => {
    expect(isOnLadder(2.01)).toBe(false);
    expect(isOnLadder(1.6099999999999999)).toBe(true);
    expect(stepOdds(2.01, 0)).toBe(2);
    expect(stepOdds(2.03, 1)).toBe(2.04);
    expect(nearestLadderIndex(0.5)).toBe(0);
  });
});
