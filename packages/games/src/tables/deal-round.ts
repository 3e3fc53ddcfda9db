import { canonicalDeck } from '../cards/deck.ts';
import type { FairStream } from '../fair/fair-stream.ts';
import { shuffle } from '../fair/shuffle.ts';
import { TABLE_GAMES } from './tables.ts';
import type { Deal, TableType } from './table-types.ts';

/**
 * Deals one round (casino.md section 2): the table's canonical deck shuffled once with the
 * stream, cards dealt from index 0. The server and the browser's Verify both call this.
 */
export function dealRound(type: TableType, stream: FairStream): Deal {
  const game = TABLE_GAMES[type];
  const deck = shuffle(canonicalDeck(game.info.decks, game.info.minRank), stream);
  return game.deal(deck, stream);
}
