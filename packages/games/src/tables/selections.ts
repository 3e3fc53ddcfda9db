import { RANKS } from '../cards/card.ts';
import type { TableSelection } from './table-types.ts';

export function selection(
  sid: number,
  nat: string,
  back: number,
  kind: 'MAIN' | 'SIDE' = 'SIDE',
  lay: number | null = null,
): TableSelection {
  return { sid, nat, back, lay, kind };
}

/** Card A..K at `first`..`first + 12`, one rate for all (dt20, lucky7, aaa). */
export function rankSelections(first: number, prefix: string, rate: number): TableSelection[] {
  return RANKS.map((rank, i) => selection(first + i, `${prefix}Card ${rank}`, rate));
}

/** Even, Odd, Red, Black at `first`..`first + 3` (the order of dt20's and lucky7's sids). */
export function parityColourSelections(
  first: number,
  prefix: string,
  rates: { even: number; odd: number; red: number; black: number },
): TableSelection[] {
  return [
    selection(first, `${prefix}Even`, rates.even),
    selection(first + 1, `${prefix}Odd`, rates.odd),
    selection(first + 2, `${prefix}Red`, rates.red),
    selection(first + 3, `${prefix}Black`, rates.black),
  ];
}
