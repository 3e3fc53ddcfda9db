import type { BasisPoints, Paise, PriceTicks, Side } from './types';

const SCALE = 1_000_000n; // 100 (ticks) x 10000 (basis points)

/**
 * The profit (back) or liability (lay) of `stake` matched at `price`, after the price is
 * reduced by `reductionBp` (price x (1 - r), never below 1.01). Rounded per rules: floor for a
 * back, ceil for a lay. BigInt because stake x price x 10000 may pass 2^53; this is a rare path.
 */
export function reducedProfit(side: Side, stake: Paise, price: PriceTicks, reductionBp: BasisPoints): Paise {
  const keep = BigInt(Math.max(0, 10000 - reductionBp));
  // (reduced price - 1.00) in units of 1/SCALE: price x keep is the reduced price in ticks x bp.
  let numer = BigInt(price) * keep - SCALE;
  const floorPrice = 101n * 10000n - SCALE;
  // Stryker disable next-line EqualityOperator: on equality the assignment keeps the same value
  if (numer < floorPrice) numer = floorPrice;
  const total = BigInt(stake) * numer;
  const q = total / SCALE;
  const exact = q * SCALE === total;
  return Number(side === 'BACK' || exact ? q : q + 1n);
}
