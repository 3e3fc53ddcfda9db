import { isMatkaBet, matkaReturn } from './matka-bet.ts';

/**
 * A bookmaker price as the house quotes it and the rules explain it: paise of profit per rupee
 * (exchange-rules: `45` = 1.45 decimal). The wire carries the decimal odds; only the screen shows
 * the rate.
 */
export function formatBookmakerRate(odds: number | null | undefined): string {
  return typeof odds === 'number' && Number.isFinite(odds) ? String(Math.round((odds - 1) * 100)) : '';
}

type ListedBet = { market_type: string; fancy_id: number | null; sport_name: string };

/** Whether a listed bet is on a bookmaker market (a fancy's market type is its fancy type). */
export const isBookmakerBet = (b: ListedBet): boolean => b.fancy_id === null && b.market_type === 'BOOKMAKER';

/** A listed bet's price as its market shows it: a bookmaker bet's rate, a matka bet's return, any other's odds as sent. */
export const listedBetPrice = (b: ListedBet, odds: number): string | number =>
  isBookmakerBet(b) ? formatBookmakerRate(odds) : isMatkaBet(b) ? matkaReturn(odds) : odds;
