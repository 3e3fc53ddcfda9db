/**
 * Integer hundredths (exchange price ticks, ODD_EVEN rates) as decimal odds. One division of the
 * integer by 100 gives the double nearest the decimal (161 -> 1.61); adding to 1 after dividing
 * (1 + 61 / 100) does not (1.6099999999999999), so every conversion goes through here.
 */
export const hundredthsToDecimal = (hundredths: number): number => hundredths / 100;

/** A bookmaker rate (paise per rupee, 61 = 1.61) as decimal odds. */
export const bookmakerOdds = (rate: number): number => hundredthsToDecimal(100 + rate);

/** Decimal odds to hundredths, or null when they cannot be a price: more than 2 decimals, or outside 1.01 to 1000. */
export function oddsToHundredths(odds: number): number | null {
  const ticks = Math.round(odds * 100);
  if (Math.abs(odds * 100 - ticks) >= 1e-6) return null;
  return ticks > 100 && ticks <= 100_000 ? ticks : null;
}
