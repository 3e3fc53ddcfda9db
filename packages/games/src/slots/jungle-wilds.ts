import { spreadStrip } from './spread-strip.ts';
import type { SlotTitle } from './slot-types.ts';

const reel = (wilds: number, scatters: number) =>
  spreadStrip([
    ['WILD', wilds],
    ['SCATTER', scatters],
    ['TIGER', 2],
    ['MONKEY', 3],
    ['PARROT', 3],
    ['A', 3],
    ['K', 4],
    ['Q', 4],
  ]);

/** The video slot: 5 reels, 3 rows, 20 lines, a wild, and scatters that award free spins at double pay (retriggers too). */
export const jungleWilds: SlotTitle = {
  id: 'jungle-wilds',
  name: 'Jungle Wilds',
  rows: 3,
  reels: [reel(0, 1), reel(2, 1), reel(2, 1), reel(2, 1), reel(2, 1)],
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [1, 0, 1, 2, 1],
    [1, 2, 1, 0, 1],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 2, 0, 2, 0],
    [2, 0, 2, 0, 2],
    [1, 0, 2, 0, 1],
  ],
  paytable: {
    WILD: { 3: 50, 4: 200, 5: 1000 },
    TIGER: { 3: 20, 4: 80, 5: 400 },
    MONKEY: { 3: 10, 4: 40, 5: 150 },
    PARROT: { 3: 7, 4: 25, 5: 100 },
    A: { 3: 4, 4: 12, 5: 50 },
    K: { 3: 4, 4: 10, 5: 40 },
    Q: { 3: 3, 4: 8, 5: 30 },
  },
  wild: { symbol: 'WILD', multiplier: 1 },
  scatter: { symbol: 'SCATTER', pays: { 3: 2, 4: 10, 5: 50 }, freeSpins: { 3: 5, 4: 10, 5: 20 }, freeSpinMultiplier: 2 },
  minBet: 2_000,
  maxBet: 1_000_000,
  par: { rtp: '36894173603/38774990144', hitFrequency: '314461/585640', volatility: 3.130883 },
};
