import type { PriceTicks } from './types';

/** [from, to, step] in hundredths: the exchange price ladder (rules: "The price ladder"). */
const BANDS: ReadonlyArray<readonly [number, number, number]> = [
  [101, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];

function buildLadder(): number[] {
  const prices: number[] = [101];
  for (const [from, to, step] of BANDS) {
    for (let p = from + step; p <= to; p += step) prices.push(p);
  }
  return prices;
}

/** All 350 valid prices in ascending order (integer hundredths). */
export const LADDER: readonly PriceTicks[] = buildLadder();
/** 350: the number of ladder prices (indices 0..349). */
export const LADDER_SIZE = LADDER.length;
const MIN_PRICE: PriceTicks = 101;
const MAX_PRICE: PriceTicks = 100000;

// A direct lookup table makes the hot-path check O(1) without a search.
const INDEX_OF = new Int16Array(MAX_PRICE + 1).fill(-1);
LADDER.forEach((p, i) => {
  INDEX_OF[p] = i;
});

/** Ladder index of a price in ticks, or -1 when the value is not exactly a ladder price. */
export function ladderIndex(price: number): number {
  if (!Number.isInteger(price) || price < MIN_PRICE || price > MAX_PRICE) return -1;
  return INDEX_OF[price]!;
}

/** True when `price` (integer hundredths) is one of the 350 ladder prices. */
export function isLadderPrice(price: number): boolean {
  return ladderIndex(price) >= 0;
}

/** Price at a ladder index (0..349). */
export function priceAt(index: number): PriceTicks {
  return LADDER[index]!;
}

/**
 * Decimal odds (a JS number such as 2.5) to ticks (250). Returns null unless the number is
 * exactly (within 1e-6 of) a hundredth AND that value is on the ladder: never rounds silently.
 */
export function oddsToTicks(odds: number): PriceTicks | null {
  // Stryker disable next-line ConditionalExpression: NaN and ±Infinity give non-integer ticks, which isLadderPrice below rejects too
  if (!Number.isFinite(odds)) return null;
  const ticks = Math.round(odds * 100);
  // Stryker disable next-line EqualityOperator: near a ladder price (>= 1.01) odds * 100 and ticks are multiples of 2^-46, so the difference is never exactly 1e-6
  if (Math.abs(odds * 100 - ticks) >= 1e-6) return null;
  return isLadderPrice(ticks) ? ticks : null;
}

/** Decimal-odds string ("2.5", "2.50", "10") to ticks, with string arithmetic only; null if off-ladder. */
export function decimalStringToTicks(text: string): PriceTicks | null {
  const m = /^(\d{1,4})(?:\.(\d{1,2})0*)?$/.exec(text.trim());
  if (!m) return null;
  const ticks = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return isLadderPrice(ticks) ? ticks : null;
}
