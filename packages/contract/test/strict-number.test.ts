import { describe, expect, it } from 'vitest';
import {
  currentBetsRequest,
  decimalOdds,
  entityId,
  fancyRate,
  getSportsRequest,
  percent,
  positiveRupees,
  runs,
  rupees,
  sportId,
  strictNumber,
  wholeRate,
} from '../src/index.ts';

const messageOf = (schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema
    .safeParse(value)
    .error?.issues.map((i) => i.message)
    .join('; ');

describe('the strict numeric primitive of the money path', () => {
  it('accepts JSON numbers and plain decimal strings, trimming surrounding spaces', () => {
    expect([12, 12.5, -3, '12', '12.50', ' 7 ', '-3.25', '0'].map((v) => strictNumber.parse(v))).toEqual([
      12, 12.5, -3, 12, 12.5, 7, -3.25, 0,
    ]);
  });

  it('refuses what z.coerce.number() read as numbers: booleans, arrays, objects, null', () => {
    for (const value of [true, false, [], [5], {}, { n: 1 }, null, undefined]) {
      expect(messageOf(strictNumber, value), JSON.stringify(value)).toBe('must be a number or a numeric string');
    }
  });

  it('refuses blank strings, exponents, hex, Infinity, NaN and half-written decimals', () => {
    expect(messageOf(strictNumber, '')).toBe('must not be empty');
    expect(messageOf(strictNumber, '   ')).toBe('must not be empty');
    for (const value of ['1e3', '1E3', '0x10', '0b1', 'Infinity', '-Infinity', 'NaN', '1.', '.5', '1 000', '1,000', '+5', '12abc', '--1']) {
      expect(messageOf(strictNumber, value), value).toBe('must be a plain decimal number (no exponent, hex or letters)');
    }
    expect(strictNumber.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(strictNumber.safeParse(Number.NaN).success).toBe(false);
  });

  it('refuses -0 as a number and as a string', () => {
    expect(messageOf(strictNumber, -0)).toBe('must not be -0');
    expect(messageOf(strictNumber, '-0')).toBe('must not be -0');
    expect(messageOf(strictNumber, '-0.00')).toBe('must not be -0');
    expect(strictNumber.parse(0)).toBe(0);
  });
});

describe('money fields built on it', () => {
  it('rupees: at most two decimals, never negative; positive rupees: above 0 and at most one crore', () => {
    expect(rupees.parse('0')).toBe(0);
    expect(messageOf(rupees, -1)).toBe('must not be negative');
    expect(messageOf(rupees, '1.001')).toBe('must be an amount in rupees with at most 2 decimals');
    expect(positiveRupees.parse('0.01')).toBe(0.01);
    expect(messageOf(positiveRupees, 0)).toBe('must be more than 0');
    expect(messageOf(positiveRupees, -0)).toBe('must not be -0');
    expect(messageOf(positiveRupees, true)).toBe('must be a number or a numeric string');
    expect(messageOf(positiveRupees, '1e3')).toBe('must be a plain decimal number (no exponent, hex or letters)');
  });

  it("decimal odds: a number from 0 to a million (a price off the ladder is the server's INVALID_ODDS)", () => {
    expect([decimalOdds.parse('2.5'), decimalOdds.parse(1.01), decimalOdds.parse(1000), decimalOdds.parse('1.001')]).toEqual([
      2.5, 1.01, 1000, 1.001,
    ]);
    expect(messageOf(decimalOdds, [])).toBe('must be a number or a numeric string');
    expect(messageOf(decimalOdds, -2)).toBe('must not be negative');
    expect(messageOf(decimalOdds, 1e20)).toBe('must be at most 1000000');
    expect(messageOf(decimalOdds, 'two')).toBe('must be a plain decimal number (no exponent, hex or letters)');
  });

  it('rates: fancy rates above 0 with at most two decimals, bookmaker rates whole, percentages 0 to 100', () => {
    expect([fancyRate.parse('90'), fancyRate.parse(1.95)]).toEqual([90, 1.95]);
    expect(messageOf(fancyRate, 0)).toBe('must be more than 0');
    expect(messageOf(fancyRate, '1.001')).toBe('must have at most 2 decimals');
    expect(wholeRate.parse('45')).toBe(45);
    expect(messageOf(wholeRate, 45.5)).toBe('must be whole paise per rupee');
    expect([percent.parse(0), percent.parse('2.5'), percent.parse(100)]).toEqual([0, 2.5, 100]);
    expect(messageOf(percent, 100.01)).toBe('must be at most 100');
    expect(messageOf(percent, '0.125')).toBe('must have at most 2 decimals');
  });

  it('runs, the line of a fancy price, are as strict: whole, 0 or more, never a boolean', () => {
    expect(runs.parse('45')).toBe(45);
    expect(messageOf(runs, true)).toBe('must be a number or a numeric string');
    expect(messageOf(runs, 4.5)).toBe('must be whole runs');
  });

  it('marks every money field for the OpenAPI document, so a test can walk them all', () => {
    for (const [schema, kind] of [
      [rupees, 'rupees'],
      [positiveRupees, 'rupees'],
      [decimalOdds, 'odds'],
      [fancyRate, 'rate'],
      [wholeRate, 'rate'],
      [percent, 'percent'],
    ] as const) {
      expect(schema.meta()?.['x-money']).toBe(kind);
    }
  });
});

describe('ids, pages and limits (numeric)', () => {
  it('take numbers and numeric strings, and refuse what number coercion read as one: true, [2], null', () => {
    expect(entityId.parse(7)).toBe(7);
    expect(entityId.parse('7')).toBe(7);
    expect(sportId.parse('-1')).toBe(-1);
    for (const value of [true, [2], null, {}]) {
      expect(messageOf(entityId, value), JSON.stringify(value)).toBe('must be a number or a numeric string');
    }
    expect(messageOf(entityId, 2.5)).toBe('must be an id');
    expect(currentBetsRequest.safeParse({ page: true }).success).toBe(false);
    expect(currentBetsRequest.parse({ page: '2', limit: 5 })).toMatchObject({ page: 2, limit: 5 });
  });

  it('read an optional filter sent as null or blank as left out, not as sport 0', () => {
    for (const sport_id of [null, '', '  ', undefined])
      expect(getSportsRequest.parse({ sport_id, is_active: '1' }).sport_id).toBeUndefined();
    expect(getSportsRequest.safeParse({ sport_id: true }).success).toBe(false);
    expect(getSportsRequest.safeParse({ sport_id: [4] }).success).toBe(false);
  });
});
