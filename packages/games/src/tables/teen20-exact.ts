import type { Card } from '../cards/card.ts';
import { canonicalDeck } from '../cards/deck.ts';
import { add, frac, mul, ZERO, type Fraction } from './fraction.ts';
import { LOSE, REFUND, WIN } from './single-card-outcomes.ts';
import { teenPattiHand } from './teen-patti-hand.ts';
import { pairPlus } from './teen20.ts';
import type { Outcome } from './table-types.ts';

export type OutcomeOdds = { outcome: Outcome; p: Fraction }[];

/**
 * teen20's exact outcome distribution. Ties: every ordered pair of disjoint hands of equal
 * strength, counted (hands of one strength share their ranks, so the groups are small). A and B
 * are exchangeable (both are three cards of one shuffle), so each wins half of what is not a tie.
 * Pair plus looks at one hand, a uniform 3-card subset: its 22,100 hands are enumerated.
 */
export function teen20Distribution(): Map<number, OutcomeOdds> {
  const deck = canonicalDeck();
  const byStrength = new Map<number, number[][]>();
  const pairPlusOdds = new Map<string, { outcome: Outcome; p: Fraction }>();
  const hands = (52 * 51 * 50) / 6;
  for (let i = 0; i < 52; i++)
    for (let j = i + 1; j < 52; j++)
      for (let k = j + 1; k < 52; k++) {
        const hand: Card[] = [deck[i]!, deck[j]!, deck[k]!];
        const { strength } = teenPattiHand(hand);
        byStrength.set(strength, [...(byStrength.get(strength) ?? []), [i, j, k]]);
        const outcome = pairPlus(hand);
        const key = JSON.stringify(outcome);
        pairPlusOdds.set(key, { outcome, p: add(pairPlusOdds.get(key)?.p ?? ZERO, frac(1, hands)) });
      }
  let tiePairs = 0;
  for (const group of byStrength.values())
    for (const a of group) for (const b of group) if (!a.some((card) => b.includes(card))) tiePairs++;
  const tie = frac(tiePairs, hands * ((49 * 48 * 47) / 6));
  const win = mul(frac(1, 2), add(frac(1), frac(-tie.n, tie.d)));
  const main: OutcomeOdds = [
    { outcome: WIN, p: win },
    { outcome: LOSE, p: win },
    { outcome: REFUND, p: tie },
  ];
  const side = [...pairPlusOdds.values()];
  return new Map([
    [1, main],
    [2, side],
    [3, main],
    [4, side],
  ]);
}
