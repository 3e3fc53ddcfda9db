import { cardCode, type Card, type Suit } from '../cards/card.ts';
import { parityColourSelections, rankSelections, selection } from './selections.ts';
import { parityColourOutcomes, rankOutcomes, winIf } from './single-card-outcomes.ts';
import type { Outcome, TableGame } from './table-types.ts';

/** Equal ranks, different suits: spade (HH) > heart (DD) > club (CC) > diamond (SS). */
const SUIT_STRENGTH: Record<Suit, number> = { HH: 4, DD: 3, CC: 2, SS: 1 };
const DRAGON_SIDES = 5;
const TIGER_SIDES = 22;
const sideRates = { even: 210, odd: 179, red: 195, black: 195 };

const beats = (a: Card, b: Card) => (a.rank !== b.rank ? a.rank > b.rank : SUIT_STRENGTH[a.suit] > SUIT_STRENGTH[b.suit]);
const isTie = (d: Card, t: Card) => d.rank === t.rank && d.suit === t.suit;

/** Dragon Tiger 20-20: C1 Dragon, C2 Tiger, from eight decks. */
export const dt20: TableGame = {
  info: {
    type: 'dt20',
    matchId: -1011,
    name: 'Dragon Tiger 20-20',
    decks: 8,
    minRank: 1,
    bettingSeconds: 15,
    selections: [
      selection(1, 'Dragon', 200, 'MAIN'),
      selection(2, 'Tiger', 200, 'MAIN'),
      selection(3, 'Tie', 5000),
      selection(4, 'Pair', 1200),
      ...parityColourSelections(DRAGON_SIDES, 'Dragon ', sideRates),
      ...rankSelections(DRAGON_SIDES + 4, 'Dragon ', 1200),
      ...parityColourSelections(TIGER_SIDES, 'Tiger ', sideRates),
      ...rankSelections(TIGER_SIDES + 4, 'Tiger ', 1200),
    ],
  },
  deal(deck) {
    const [d, t] = [deck[0]!, deck[1]!];
    return { cards: [cardCode(d), cardCode(t)], result: isTie(d, t) ? '3' : beats(d, t) ? '1' : '2' };
  },
  outcomes([d, t]) {
    const out = new Map<number, Outcome>();
    const tie = isTie(d!, t!);
    out.set(1, winIf(!tie && beats(d!, t!)));
    out.set(2, winIf(!tie && beats(t!, d!)));
    out.set(3, winIf(tie));
    out.set(4, winIf(d!.rank === t!.rank));
    parityColourOutcomes(d!, DRAGON_SIDES, out);
    rankOutcomes(d!, DRAGON_SIDES + 4, out);
    parityColourOutcomes(t!, TIGER_SIDES, out);
    rankOutcomes(t!, TIGER_SIDES + 4, out);
    return out;
  },
};
