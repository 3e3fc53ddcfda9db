import { describe, expect, it } from 'vitest';
import { betEffect, fancyOutcome } from './bet-preview.ts';

describe('betEffect', () => {
  it('back: profit on the runner, the stake lost on the others', () => {
    expect(betEffect(true, 2.5, 100, true)).toBe(150);
    expect(betEffect(true, 2.5, 100, false)).toBe(-100);
  });

  it('lay: the liability on the runner, the stake won on the others', () => {
    expect(betEffect(false, 1.95, 100, true)).toBe(-95);
    expect(betEffect(false, 1.95, 100, false)).toBe(100);
  });

  it('has no float tails', () => {
    expect(betEffect(true, 1.1, 3, true)).toBe(0.3);
  });
});

describe('fancyOutcome', () => {
  it('yes wins the rate, no risks it', () => {
    expect(fancyOutcome('SESSION', true, 90, 100)).toEqual({ win: 90, lose: 100 });
    expect(fancyOutcome('SESSION', false, 110, 100)).toEqual({ win: 100, lose: 110 });
  });

  it('odd/even pays decimal odds', () => {
    expect(fancyOutcome('ODD_EVEN', true, 1.95, 100)).toEqual({ win: 95, lose: 100 });
  });
});
