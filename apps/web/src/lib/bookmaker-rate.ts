/**
 * A bookmaker price as the house quotes it and the rules explain it: paise of profit per rupee
 * (exchange-rules: `45` = 1.45 decimal). The wire carries the decimal odds; only the screen shows
 * the rate.
 */
export function formatBookmakerRate(odds: number | null | undefined): string {
  return typeof odds === 'number' && Number.isFinite(odds) ? String(Math.round((odds - 1) * 100)) : '';
}

/** A listed bet's price as its market shows it: a bookmaker bet's rate, any other's odds as sent. */
export const listedBetPrice = (b: { market_type: string; fancy_id: number | null }, odds: number): string | number =>
  b.fancy_id === null && b.market_type === 'BOOKMAKER' ? formatBookmakerRate(odds) : odds;
