import { SUITS, type Card } from './card.ts';

/**
 * The canonical deck before the shuffle (casino.md section 2, fixed): for each copy, suits in
 * the order HH DD CC SS, ranks A..K within each suit, restricted to `minRank..13` (32 Cards
 * uses 6..K).
 */
export function canonicalDeck(copies = 1, minRank = 1): Card[] {
  const deck: Card[] = [];
  for (let c = 0; c < copies; c++) for (const suit of SUITS) for (let rank = minRank; rank <= 13; rank++) deck.push({ rank, suit });
  return deck;
}
