import { describe, expect, it } from 'vitest';
import { formatPrice, formatSize } from './format-price.ts';

describe('formatPrice', () => {
  it('rounds float noise to the ladder’s two decimals', () => {
    expect(formatPrice(1.6099999999999999)).toBe('1.61');
    expect(formatPrice(2.7199999999999998)).toBe('2.72');
    expect(formatPrice(50)).toBe('50');
  });

  it('shows nothing for a missing value', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatSize(undefined)).toBe('');
    expect(formatSize(499.6)).toBe('500');
  });
});
