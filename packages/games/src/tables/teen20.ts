import { cardCode, type Card } from '../cards/card.ts';
import { selection } from './selections.ts';
import { LOSE, REFUND, WIN } from './single-card-outcomes.ts';
import { teenPattiHand, type HandClass } from './teen-patti-hand.ts';
import type { Outcome, TableGame } from './table-types.ts';

/** Pair plus pays on its hand alone, as a decimal rate in hundredths; nothing below a pair. */
const PAIR_PLUS_RATES: Record<HandClass, number | null> = {
  HIGH_CARD: null,
  PAIR: 200,
  COLOUR: 500,
  SEQUENCE: 700,
  TRAIL: 3600,
  PURE_SEQUENCE: 4600,
};

/** Player A holds C1 C3 C5, Player B C2 C4 C6. */
const teenHands = (cards: readonly Card[]): [Card[], Card[]] => [
  [cards[0]!, cards[2]!, cards[4]!],
  [cards[1]!, cards[3]!, cards[5]!],
];

export function pairPlus(hand: Card[]): Outcome {
  const rate = PAIR_PLUS_RATES[teenPattiHand(hand).handClass];
  return rate === null ? LOSE : { kind: 'WIN', rate };
}

/** Teen Patti 20-20: result "1" Player A, "3" Player B, "0" a tie (both refunded). */
export const teen20: TableGame = {
  info: {
    type: 'teen20',
    matchId: -1,
    name: 'Teen Patti 20-20',
    decks: 1,
    minRank: 1,
    bettingSeconds: 20,
    selections: [
      selection(1, 'Player A', 198, 'MAIN'),
      selection(2, 'Pair plus A', PAIR_PLUS_RATES.PAIR!),
      selection(3, 'Player B', 198, 'MAIN'),
      selection(4, 'Pair plus B', PAIR_PLUS_RATES.PAIR!),
    ],
  },
  deal(deck) {
    const cards = deck.slice(0, 6);
    const [a, b] = teenHands(cards).map((h) => teenPattiHand(h).strength) as [number, number];
    return { cards: cards.map(cardCode), result: a > b ? '1' : a < b ? '3' : '0' };
  },
  outcomes(cards) {
    const [handA, handB] = teenHands(cards);
    const a = teenPattiHand(handA).strength;
    const b = teenPattiHand(handB).strength;
    return new Map<number, Outcome>([
      [1, a === b ? REFUND : a > b ? WIN : LOSE],
      [2, pairPlus(handA)],
      [3, a === b ? REFUND : b > a ? WIN : LOSE],
      [4, pairPlus(handB)],
    ]);
  },
};
