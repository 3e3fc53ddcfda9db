import { cardCode } from '../cards/card.ts';
import { parityColourSelections, rankSelections, selection } from './selections.ts';
import { parityColourOutcomes, rankOutcomes, sevenSplitOutcomes } from './single-card-outcomes.ts';
import type { Outcome, TableGame } from './table-types.ts';

/** Lucky 7 - A: one card. Its result is "1" low, "2" high, "0" on a 7 (neither main bet wins). */
export const lucky7: TableGame = {
  info: {
    type: 'lucky7',
    matchId: -1013,
    name: 'Lucky 7 - A',
    decks: 1,
    minRank: 1,
    bettingSeconds: 15,
    selections: [
      selection(1, 'Low Card', 200, 'MAIN'),
      selection(2, 'High Card', 200, 'MAIN'),
      ...parityColourSelections(3, '', { even: 210, odd: 183, red: 197, black: 197 }),
      ...rankSelections(7, '', 1200),
    ],
  },
  deal(deck) {
    const c = deck[0]!;
    return { cards: [cardCode(c)], result: c.rank < 7 ? '1' : c.rank > 7 ? '2' : '0' };
  },
  outcomes([c]) {
    const out = new Map<number, Outcome>();
    sevenSplitOutcomes(c!, 1, 2, out);
    parityColourOutcomes(c!, 3, out);
    rankOutcomes(c!, 7, out);
    return out;
  },
};
