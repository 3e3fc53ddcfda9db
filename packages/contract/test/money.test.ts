import { describe, expect, it } from 'vitest';
import { flag, paiseToRupees, positiveRupees, rupeesToPaise } from '../src/index.ts';

describe('rupees at the edge of the money path', () => {
  it('converts amounts with at most two decimals to exact paise, despite binary floats', () => {
    expect(rupeesToPaise(10.1)).toBe(1010);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1234567.89)).toBe(123456789);
    expect(rupeesToPaise(-5.5)).toBe(-550);
    expect(paiseToRupees(1010)).toBe(10.1);
  });

  it('refuses a third decimal or a non-finite amount instead of rounding it', () => {
    expect(rupeesToPaise(10.001)).toBeNull();
    expect(rupeesToPaise(Number.NaN)).toBeNull();
    expect(rupeesToPaise(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('accepts positive amounts up to one crore, also as numeric strings, and names what is wrong otherwise', () => {
    expect(positiveRupees.parse('250.50')).toBe(250.5);
    expect(positiveRupees.safeParse(0).error?.issues[0]?.message).toBe('must be more than 0');
    expect(positiveRupees.safeParse(10_000_001).error?.issues[0]?.message).toBe('must be at most 1,00,00,000');
    expect(positiveRupees.safeParse(1.234).success).toBe(false);
    expect(positiveRupees.safeParse('abc').success).toBe(false);
  });
});

describe("the family's '0'/'1' flags", () => {
  it('accepts booleans, digit strings and digits', () => {
    expect([true, '1', 1].map((v) => flag.parse(v))).toEqual([true, true, true]);
    expect([false, '0', 0].map((v) => flag.parse(v))).toEqual([false, false, false]);
    expect(flag.safeParse('yes').success).toBe(false);
  });
});
