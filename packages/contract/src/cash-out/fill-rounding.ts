/**
 * The engine's rounding of a fill (packages/exchange rounding.ts), which the contract cannot
 * import: the cash-out planner runs in the browser too. A back's profit is rounded down and a
 * lay's liability up, in the house's favour; the server's test executes planned hedges on the
 * engine, so the two cannot drift apart unnoticed.
 */

/** floor(a / b) for a safe integer a and positive integer b, without float division error. */
export function floorDiv(a: number, b: number): number {
  const r = a % b;
  return (a - r) / b - (r < 0 ? 1 : 0);
}

/** A back's profit in paise if it wins, at `price` in hundredths. */
export const fillBackProfit = (stake: number, price: number): number => floorDiv(stake * (price - 100), 100);

/** A lay's liability in paise if the runner wins, at `price` in hundredths. */
export const fillLayLiability = (stake: number, price: number): number => 0 - floorDiv(-stake * (price - 100), 100);
