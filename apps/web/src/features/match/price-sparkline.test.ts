import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './price-sparkline.tsx';

describe('sparklinePoints', () => {
  it('spreads the prices over the width with the highest at the top', () => {
    expect(sparklinePoints([2, 3])).toBe('0.0,17.0 64.0,1.0');
  });

  it('draws a flat history through the middle', () => {
    expect(sparklinePoints([2, 2, 2])).toBe('0.0,9.0 32.0,9.0 64.0,9.0');
  });
});
