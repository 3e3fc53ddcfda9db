/**
 * Cards in the family's codes (casino.md section 2, fixed): rank + doubled suit letter, where
 * HH = spade (black), DD = heart (red), CC = club (black), SS = diamond (red). `KHH` is the
 * king of spades, `10SS` the ten of diamonds. A card not yet dealt shows as "1".
 */
export const SUITS = ['HH', 'DD', 'CC', 'SS'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks in canonical order; A = 1 and K = 13 where a game counts them. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export interface Card {
  /** 1 (A) .. 13 (K). */
  rank: number;
  suit: Suit;
}

export const NOT_DEALT = '1';

export function cardCode(card: Card): string {
  return `${RANKS[card.rank - 1]}${card.suit}`;
}

/** Parses a family card code ("KHH", "10SS"); null for anything else (including "1"). */
export function parseCard(code: string): Card | null {
  const suit = code.slice(-2) as Suit;
  const rank = RANKS.indexOf(code.slice(0, -2) as Rank);
  if (!SUITS.includes(suit) || rank < 0) return null;
  return { rank: rank + 1, suit };
}

/** Spades and clubs are black; hearts and diamonds red. */
export function isRed(card: Card): boolean {
  return card.suit === 'DD' || card.suit === 'SS';
}
