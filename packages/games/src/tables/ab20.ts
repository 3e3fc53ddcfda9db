import { cardCode } from '../cards/card.ts';
import { selection } from './selections.ts';
import { LOSE, WIN } from './single-card-outcomes.ts';
import type { Outcome, TableGame } from './table-types.ts';

/** A Bahar win on the very first card after the joker pays this share of the profit. */
const FIRST_CARD_PROFIT_PERCENT = 25;

/**
 * Andar Bahar: C1 is the joker; then Bahar (C2), Andar (C3), Bahar, ... until a card of the
 * joker's rank. Result "1" Andar, "2" Bahar. A matching card always comes: three remain in the deck.
 */
export const ab20: TableGame = {
  info: {
    type: 'ab20',
    matchId: -7,
    name: 'Andar Bahar',
    decks: 1,
    minRank: 1,
    bettingSeconds: 20,
    selections: [selection(1, 'Andar', 200, 'MAIN'), selection(2, 'Bahar', 200, 'MAIN')],
  },
  deal(deck) {
    let i = 1;
    while (deck[i]!.rank !== deck[0]!.rank) i++;
    // Card i lands on Bahar when i is odd (C2, C4, ...).
    return { cards: deck.slice(0, i + 1).map(cardCode), result: i % 2 === 1 ? '2' : '1' };
  },
  outcomes(cards) {
    const last = cards.length - 1;
    const bahar = last % 2 === 1;
    const baharWin: Outcome = last === 1 ? { kind: 'WIN', profitPercent: FIRST_CARD_PROFIT_PERCENT } : WIN;
    return new Map<number, Outcome>([
      [1, bahar ? LOSE : WIN],
      [2, bahar ? baharWin : LOSE],
    ]);
  },
};
