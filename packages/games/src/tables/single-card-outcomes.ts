import { isRed, type Card } from '../cards/card.ts';
import type { Outcome } from './table-types.ts';

export const WIN: Outcome = { kind: 'WIN' };
export const LOSE: Outcome = { kind: 'LOSE' };
export const REFUND: Outcome = { kind: 'REFUND' };
const HALF_LOST: Outcome = { kind: 'HALF_LOST' };

export const winIf = (won: boolean): Outcome => (won ? WIN : LOSE);

/** Even = 2 4 6 8 10 Q (A = 1, K = 13). */
const isEven = (card: Card): boolean => card.rank % 2 === 0;

/** Outcomes of the Even, Odd, Red, Black sids at `first`..`first + 3` for one card. */
export function parityColourOutcomes(card: Card, first: number, into: Map<number, Outcome>): void {
  into.set(first, winIf(isEven(card)));
  into.set(first + 1, winIf(!isEven(card)));
  into.set(first + 2, winIf(isRed(card)));
  into.set(first + 3, winIf(!isRed(card)));
}

/** Outcomes of the card A..K sids at `first`..`first + 12`. */
export function rankOutcomes(card: Card, first: number, into: Map<number, Outcome>): void {
  for (let rank = 1; rank <= 13; rank++) into.set(first + rank - 1, winIf(card.rank === rank));
}

/** Low/high (lucky7) and under/over 7 (aaa): a 7 loses half of both. */
export function sevenSplitOutcomes(card: Card, low: number, high: number, into: Map<number, Outcome>): void {
  into.set(low, card.rank === 7 ? HALF_LOST : winIf(card.rank < 7));
  into.set(high, card.rank === 7 ? HALF_LOST : winIf(card.rank > 7));
}
