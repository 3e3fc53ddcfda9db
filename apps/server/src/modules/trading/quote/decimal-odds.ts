/**
 * Integer hundredths (exchange price ticks, ODD_EVEN rates) as decimal odds. One division of the
 * integer by 100 gives the double nearest the decimal (161 -> 1.61); adding to 1 after dividing
 * (1 + 61 / 100) does not (1.6099999999999999), so every conversion goes through here.
 */
export const hundredthsToDecimal = (hundredths: number): number => hundredths / 100;

/** A bookmaker rate (paise per rupee, 61 = 1.61) as decimal odds. */
export const bookmakerOdds = (rate: number): number => hundredthsToDecimal(100 + rate);

/** Decimal odds (2 decimals at most) to hundredths, or null. */
export function oddsToHundredths(odds: number): number | null {
  const ticks = Math.round(odds * 100);
  return Math.abs(odds * 100 - ticks) < 1e-6 ? ticks : null;
}
