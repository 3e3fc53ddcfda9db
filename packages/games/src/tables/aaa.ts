import { cardCode, type Card } from '../cards/card.ts';
import { parityColourSelections, rankSelections, selection } from './selections.ts';
import { parityColourOutcomes, rankOutcomes, sevenSplitOutcomes, winIf } from './single-card-outcomes.ts';
import type { Outcome, TableGame } from './table-types.ts';

/** Amar A-6 (sid 1), Akbar 7-10 (sid 2), Anthony J-K (sid 3). */
const mainSid = (c: Card) => (c.rank <= 6 ? 1 : c.rank <= 10 ? 2 : 3);

/** Amar Akbar Anthony: one card; the three main bets have lay rates. */
export const aaa: TableGame = {
  info: {
    type: 'aaa',
    matchId: -1016,
    name: 'Amar Akbar Anthony',
    decks: 1,
    minRank: 1,
    bettingSeconds: 15,
    selections: [
      selection(1, 'Amar', 212, 'MAIN', 222),
      selection(2, 'Akbar', 315, 'MAIN', 335),
      selection(3, 'Anthony', 415, 'MAIN', 445),
      ...parityColourSelections(4, '', { even: 212, odd: 183, red: 197, black: 197 }),
      selection(8, 'Under 7', 200),
      selection(9, 'Over 7', 200),
      ...rankSelections(10, '', 1200),
    ],
  },
  deal(deck) {
    const c = deck[0]!;
    return { cards: [cardCode(c)], result: String(mainSid(c)) };
  },
  outcomes([c]) {
    const out = new Map<number, Outcome>();
    for (const sid of [1, 2, 3]) out.set(sid, winIf(mainSid(c!) === sid));
    parityColourOutcomes(c!, 4, out);
    sevenSplitOutcomes(c!, 8, 9, out);
    rankOutcomes(c!, 10, out);
    return out;
  },
};
