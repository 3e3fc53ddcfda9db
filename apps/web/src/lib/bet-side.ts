import type { BetListItem } from '@bx/contract';
import { isMatkaBet } from './matka-bet.ts';

/**
 * A bet's side in the customer's words: Back or Lay on a runner, Yes or No on a fancy, and Odd or
 * Even on an odd/even fancy, where `is_back` true is odd (docs/money.md). `fancyType` is null for
 * a runner market.
 */
export function betSideName(isBack: boolean, fancyType: string | null): string {
  if (fancyType === null) return isBack ? 'Back' : 'Lay';
  if (fancyType === 'ODD_EVEN') return isBack ? 'Odd' : 'Even';
  return isBack ? 'Yes' : 'No';
}

type ListedBet = Pick<BetListItem, 'fancy_id' | 'market_type' | 'is_back' | 'run' | 'sport_name'>;

/** A listed bet's side (a fancy bet's market type is its fancy type; a matka bet is backed, as its slip says). */
export const listedBetSide = (b: ListedBet): string =>
  isMatkaBet(b) ? 'Back' : betSideName(b.is_back, b.fancy_id === null ? null : b.market_type);

/** Whether a listed bet is priced by a run line (run/rate): fancies but odd/even (decimal odds alone) and matka (its return). */
export const hasRunLine = (b: ListedBet): boolean =>
  b.fancy_id !== null && b.run !== null && b.market_type !== 'ODD_EVEN' && !isMatkaBet(b);
