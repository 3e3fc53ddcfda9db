import type { FairStream } from '../fair/fair-stream.ts';
import { drawStops } from './draw-stops.ts';
import { evaluateSpin } from './evaluate-spin.ts';
import type { SlotTitle } from './slot-types.ts';

export interface SampledSlot {
  /** Mean return per unit bet of a paid spin and the free spins it leads to. */
  rtp: number;
  standardError: number;
  hitFrequency: number;
}

/**
 * Plays `spins` paid spins as production plays them: each spin (paid or free) draws its stops
 * from its own stream, `streamFor(k)` for the k-th spin overall (production gives every spin its
 * own nonce), and free spins run to the end before the next paid spin.
 */
export function monteCarloSlot(title: SlotTitle, spins: number, streamFor: (k: number) => FairStream): SampledSlot {
  const bet = title.lines.length;
  let k = 0;
  let sum = 0;
  let sumSq = 0;
  let hits = 0;
  for (let paid = 0; paid < spins; paid++) {
    const first = evaluateSpin(title, drawStops(title, streamFor(k++)));
    let credits = first.credits;
    let left = first.freeSpinsAwarded;
    if (credits > 0 || left > 0) hits++;
    while (left > 0) {
      const free = evaluateSpin(title, drawStops(title, streamFor(k++)), true);
      credits += free.credits;
      left += free.freeSpinsAwarded - 1;
    }
    const ret = credits / bet;
    sum += ret;
    sumSq += ret * ret;
  }
  const mean = sum / spins;
  const variance = Math.max(0, (sumSq - spins * mean * mean) / (spins - 1));
  return { rtp: mean, standardError: Math.sqrt(variance / spins), hitFrequency: hits / spins };
}
