import { z } from 'zod';

/**
 * Rupees in JSON (at most 2 decimals) <-> integer paise on the server.
 * Conversion rounds to the nearest paisa after checking there are at most two decimals,
 * so 10.1 (binary 10.0999...) is 1010 paise, and 10.001 is rejected.
 */
export function rupeesToPaise(rupees: number): number | null {
  if (!Number.isFinite(rupees)) return null;
  const paise = Math.round(rupees * 100);
  return Math.abs(rupees * 100 - paise) < 1e-6 && Number.isSafeInteger(paise) ? paise : null;
}

/** Integer paise to rupees for JSON answers (display only: never fed back into money maths). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Plain decimal notation: digits, an optional sign and fraction. No exponent, hex, Infinity or inner spaces. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The one numeric primitive of the money path: a JSON number, or a string in plain decimal
 * notation ("250", "250.50"; surrounding spaces are trimmed). `z.coerce.number()` read `true` as
 * 1 and `[]` as 0; this refuses booleans, arrays, objects, null, blank strings, "1e3", "0x10",
 * "Infinity" and -0 (a sign on nothing is a client bug, never an amount), naming what is wrong.
 */
export const strictNumber = z.union([z.number(), z.string()], { error: 'must be a number or a numeric string' }).transform((value, ctx) => {
  const text = typeof value === 'string' ? value.trim() : null;
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: 'must not be empty' });
    return z.NEVER;
  }
  if (text !== null && !PLAIN_DECIMAL.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'must be a plain decimal number (no exponent, hex or letters)' });
    return z.NEVER;
  }
  const n = text === null ? (value as number) : Number(text);
  if (Object.is(n, -0)) {
    ctx.addIssue({ code: 'custom', message: 'must not be -0' });
    return z.NEVER;
  }
  return n;
});

/** True when `v` has at most `decimals` decimal places (tolerating binary floats: 10.1 has one). */
export function hasAtMostDecimals(v: number, decimals: number): boolean {
  const scaled = v * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** What a money field is, for the OpenAPI document (`x-money`) and the test that walks every one of them. */
export type MoneyKind = 'rupees' | 'odds' | 'rate' | 'percent';
const money = (kind: MoneyKind) => ({ 'x-money': kind });

/**
 * Rupees with at most 2 decimals (exact paise), any sign; the fields below bound it. The float
 * tolerance of rupeesToPaise would read 1e-9 as 0 paise, so a "positive" amount was a move of
 * nothing answered as done: a non-zero amount must be at least one paisa.
 */
const inRupees = strictNumber.refine((v) => {
  const paise = rupeesToPaise(v);
  return paise !== null && (paise !== 0 || v === 0);
}, 'must be an amount in rupees with at most 2 decimals');

/** A JSON amount in rupees, not negative, with at most 2 decimals; also as a numeric string. */
export const rupees = inRupees.refine((v) => v >= 0, 'must not be negative').meta(money('rupees'));

/** An amount in rupees of either sign, at most 2 decimals (a cash-out value the customer accepts may be a loss). */
export const signedRupees = inRupees.meta(money('rupees'));

/** A positive amount in rupees up to one crore per call. */
export const positiveRupees = inRupees
  .refine((v) => v > 0, 'must be more than 0')
  .refine((v) => v <= 10_000_000, 'must be at most 1,00,00,000')
  .meta(money('rupees'));

/**
 * Decimal odds as the customer sees them (2.5 = 2.50): a number from 0 to a million. Whether it is
 * a price (1.01 to 1000, at most 2 decimals) and on the ladder is the server's call, a business
 * refusal (INVALID_ODDS, exchange-rules.md) like any other price off the ladder: bookmaker odds
 * (1 + rate/100) are not ladder prices. Past these bounds it is not a price at all: malformed.
 */
export const decimalOdds = strictNumber
  .pipe(z.number().min(0, 'must not be negative').max(1_000_000, 'must be at most 1000000'))
  .meta(money('odds'));

/** A fancy rate: per 100 (session, khado, meter: 90 means 90) or decimal odds (odd-even: 1.95); at most 2 decimals. */
export const fancyRate = strictNumber
  .pipe(z.number().gt(0, 'must be more than 0').max(10_000, 'must be at most 10000'))
  .refine((v) => hasAtMostDecimals(v, 2), 'must have at most 2 decimals')
  .meta(money('rate'));

/** A bookmaker rate: whole paise of profit per rupee (45 = 1.45). */
export const wholeRate = strictNumber
  .pipe(z.number().int('must be whole paise per rupee').gt(0, 'must be more than 0').max(10_000, 'must be at most 10000'))
  .meta(money('rate'));

/** A percentage 0..100 with at most 2 decimals (commission, reduction factors: stored in basis points). */
export const percent = strictNumber
  .pipe(z.number().min(0, 'must not be negative').max(100, 'must be at most 100'))
  .refine((v) => hasAtMostDecimals(v, 2), 'must have at most 2 decimals')
  .meta(money('percent'));
