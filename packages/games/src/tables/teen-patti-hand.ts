import type { Card } from '../cards/card.ts';

/** Teen Patti hand classes, low to high (casino.md section 3). */
export const HAND_CLASSES = ['HIGH_CARD', 'PAIR', 'COLOUR', 'SEQUENCE', 'TRAIL', 'PURE_SEQUENCE'] as const;
export type HandClass = (typeof HAND_CLASSES)[number];

export interface TeenPattiHand {
  handClass: HandClass;
  /** Orders hands: a higher strength beats a lower one, equal strengths tie (suits never count). */
  strength: number;
}

/** A counts high (14) except in A-2-3. */
const high = (rank: number) => (rank === 1 ? 14 : rank);

/** Sequence value: 2-3-4 = 4 ... K-Q-J = 13, then A-2-3 = 14 and A-K-Q = 15 (the top two). */
function sequenceValue(r: number[]): number | null {
  const [a, b, c] = r as [number, number, number];
  if (a === 14 && b === 3 && c === 2) return 14;
  if (a === 14 && b === 13 && c === 12) return 15;
  return a - 1 === b && b - 1 === c ? a : null;
}

/** Ranks a three-card hand. */
export function teenPattiHand(cards: readonly Card[]): TeenPattiHand {
  const r = cards.map((c) => high(c.rank)).sort((x, y) => y - x);
  const [a, b, c] = r as [number, number, number];
  const flush = cards.every((card) => card.suit === cards[0]!.suit);
  const seq = sequenceValue(r);
  const of = (handClass: HandClass, x: number, y = 0, z = 0) => ({
    handClass,
    strength: ((HAND_CLASSES.indexOf(handClass) * 16 + x) * 16 + y) * 16 + z,
  });
  if (seq !== null) return of(flush ? 'PURE_SEQUENCE' : 'SEQUENCE', seq);
  if (a === c) return of('TRAIL', a);
  if (flush) return of('COLOUR', a, b, c);
  if (a === b) return of('PAIR', a, c);
  if (b === c) return of('PAIR', b, a);
  return of('HIGH_CARD', a, b, c);
}
