import { spreadStrip } from './spread-strip.ts';
import type { SlotTitle } from './slot-types.ts';

const reel = spreadStrip([
  ['SEVEN', 1],
  ['BAR', 3],
  ['BELL', 4],
  ['PLUM', 5],
  ['CHERRY', 7],
]);

/** The classic: 3 reels, 3 rows, 5 lines (the rows and the diagonals), no wild, no feature. */
export const classicSevens: SlotTitle = {
  id: 'classic-sevens',
  name: 'Classic Sevens',
  rows: 3,
  reels: [reel, reel, reel],
  lines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  paytable: {
    SEVEN: { 3: 500 },
    BAR: { 3: 60 },
    BELL: { 3: 30 },
    PLUM: { 3: 13 },
    CHERRY: { 2: 1, 3: 4 },
  },
  minBet: 1_000,
  maxBet: 500_000,
  par: { rtp: '3837/4000', hitFrequency: '1101/2000', volatility: 3.377583 },
};
