import type { BasisPoints, Paise, PriceTicks } from './types';

/** floor(a / b) for a safe integer a and positive integer b, without float division error. */
export function floorDiv(a: number, b: number): number {
  const r = a % b;
  return (a - r) / b - (r < 0 ? 1 : 0);
}

/** ceil(a / b) for a safe integer a and positive integer b. */
export function ceilDiv(a: number, b: number): number {
  return 0 - floorDiv(-a, b); // 0 - x, not -x: never yields -0
}

/**
 * A back's profit if it wins: floor(stake * (price - 100) / 100). Rounded down so the house
 * keeps the fraction (at most one paisa).
 */
export function backProfit(stake: Paise, price: PriceTicks): Paise {
  return floorDiv(stake * (price - 100), 100);
}

/** A lay's liability if the runner wins: ceil(stake * (price - 100) / 100), in the house's favour. */
export function layLiability(stake: Paise, price: PriceTicks): Paise {
  return ceilDiv(stake * (price - 100), 100);
}

/** Commission on a positive net market result: ceil(net * bp / 10000); nothing on a loss. */
export function commissionOn(netPnl: Paise, bp: BasisPoints): Paise {
  // Stryker disable next-line EqualityOperator: commission on 0 is 0 either way
  return netPnl > 0 ? ceilDiv(netPnl * bp, 10000) : 0;
}
