import { cardCode, parseCard, type Card } from '../cards/card.ts';
import type { FairStream } from '../fair/fair-stream.ts';
import { selection } from './selections.ts';
import { winIf } from './single-card-outcomes.ts';
import type { Outcome, TableGame } from './table-types.ts';

const CARD32_PLAYERS = [8, 9, 10, 11] as const;

/**
 * Plays 32 Cards over the cards in deal order: players 8, 9, 10, 11 each take one card in turn
 * and score their number plus the card's rank (6..13); tied leaders take another card each, in
 * turn, adding it, until one leads. `owners[i]` is the player dealt card i. `winner` is null
 * while leaders are still tied when the cards given run out.
 */
function playCard32(cards: readonly Card[]): { owners: number[]; winner: number | null; leaders: number[] } {
  const score = new Map<number, number>(CARD32_PLAYERS.map((p) => [p, p]));
  const owners: number[] = [];
  let leaders: number[] = [...CARD32_PLAYERS];
  while (owners.length + leaders.length <= cards.length) {
    for (const p of leaders) {
      score.set(p, score.get(p)! + cards[owners.length]!.rank);
      owners.push(p);
    }
    const top = Math.max(...leaders.map((p) => score.get(p)!));
    leaders = leaders.filter((p) => score.get(p) === top);
    if (leaders.length === 1) return { owners, winner: leaders[0]!, leaders };
  }
  return { owners, winner: null, leaders };
}

/** Who holds each dealt card (for a table page that lays the cards out by player). */
export const card32Owners = (codes: readonly string[]): number[] => playCard32(codes.map((c) => parseCard(c)!)).owners;

/**
 * 32 Cards - A. If the 32 cards run out while leaders are still tied (or fewer cards remain than
 * tied leaders), the next draw of the same stream, `uniform(leaders)`, picks the winner among
 * them: a symmetric rule, so every tied leader still wins with equal chance.
 */
export const card32: TableGame = {
  info: {
    type: 'card32',
    matchId: -1010,
    name: '32 Cards - A',
    decks: 1,
    minRank: 6,
    bettingSeconds: 15,
    selections: [
      selection(1, 'Player 8', 1220, 'MAIN', 1320),
      selection(2, 'Player 9', 595, 'MAIN', 625),
      selection(3, 'Player 10', 335, 'MAIN', 350),
      selection(4, 'Player 11', 212, 'MAIN', 220),
    ],
  },
  deal(deck, stream: FairStream) {
    const play = playCard32(deck);
    const winner = play.winner ?? play.leaders[stream.uniform(play.leaders.length)]!;
    return { cards: deck.slice(0, play.owners.length).map(cardCode), result: String(winner - 7) };
  },
  outcomes(_cards, result) {
    return new Map<number, Outcome>([1, 2, 3, 4].map((sid) => [sid, winIf(String(sid) === result)]));
  },
};
