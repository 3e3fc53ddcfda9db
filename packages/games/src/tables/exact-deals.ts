import type { Card } from '../cards/card.ts';
import { canonicalDeck } from '../cards/deck.ts';
import { FairStream } from '../fair/fair-stream.ts';
import { frac, mul, type Fraction } from './fraction.ts';
import { TABLE_GAMES } from './tables.ts';
import type { Deal, TableType } from './table-types.ts';

/** A class of equally resolved deals: its probability, and one deal standing for it. */
export interface ExactDeal {
  p: Fraction;
  cards: Card[];
  result: string;
}

// The representatives below are dealt from a deck prefix that decides the round, so no draw is made.
const noDraws = new FairStream(() => {
  throw new Error('an exact representative needs no draw');
});
const dealt = (type: TableType, prefix: Card[], p: Fraction): ExactDeal => {
  const deal: Deal = TABLE_GAMES[type].deal(prefix, noDraws);
  return { p, cards: prefix.slice(0, deal.cards.length), result: deal.result };
};

/** lucky7 and aaa: each of the 52 cards is C1 with chance 1/52. */
function* oneCard(type: TableType): Generator<ExactDeal> {
  for (const card of canonicalDeck()) yield dealt(type, [card], frac(1, 52));
}

/** dt20: Dragon and Tiger from 416 cards, eight of each kind. */
function* dragonTiger(): Generator<ExactDeal> {
  const kinds = canonicalDeck();
  for (const d of kinds) for (const t of kinds) yield dealt('dt20', [d, t], frac(d === t ? 8 * 7 : 8 * 8, 416 * 415));
}

/**
 * ab20: only where the first of the joker's three fellows lies among the other 51 cards
 * matters; it is position k (1-based) in C(51 - k, 2) of the C(51, 3) equally likely placements.
 */
function* andarBahar(): Generator<ExactDeal> {
  const choose2 = (n: number) => (n * (n - 1)) / 2;
  const joker: Card = { rank: 1, suit: 'HH' };
  const other: Card = { rank: 2, suit: 'HH' };
  for (let k = 1; k <= 49; k++) {
    const prefix = [joker, ...Array<Card>(k - 1).fill(other), { rank: 1, suit: 'DD' } as Card];
    yield dealt('ab20', prefix, frac(choose2(51 - k), (51 * 50 * 49) / 6));
  }
}

/**
 * card32: the first four cards by rank (4 of each of 6..K). Tied leaders then draw exchangeably
 * from the same remaining cards (and the stream's fallback draw is uniform too), so each tied
 * leader wins with chance 1/(number tied): the split below is exact, not an estimate.
 */
function* thirtyTwoCards(): Generator<ExactDeal> {
  const ranks = [6, 7, 8, 9, 10, 11, 12, 13];
  for (const a of ranks)
    for (const b of ranks)
      for (const c of ranks)
        for (const d of ranks) {
          const hand = [a, b, c, d];
          let ways = 1;
          hand.forEach((r, i) => (ways *= 4 - hand.slice(0, i).filter((x) => x === r).length));
          const scores = hand.map((r, i) => 8 + i + r);
          const top = Math.max(...scores);
          const leaders = [0, 1, 2, 3].filter((i) => scores[i] === top);
          const cards = hand.map((rank) => ({ rank, suit: 'HH' }) as Card);
          for (const i of leaders) yield { p: mul(frac(ways, 32 * 31 * 30 * 29), frac(1, leaders.length)), cards, result: String(i + 1) };
        }
}

/** Every class of deal of a table but teen20 (see teen20-exact.ts), with its exact probability. */
export function exactDeals(type: Exclude<TableType, 'teen20'>): Iterable<ExactDeal> {
  if (type === 'dt20') return dragonTiger();
  if (type === 'ab20') return andarBahar();
  if (type === 'card32') return thirtyTwoCards();
  return oneCard(type);
}
