import { spreadStrip } from './spread-strip.ts';
import type { SlotTitle } from './slot-types.ts';

const reel = (wilds: number) =>
  spreadStrip([
    ['WILD', wilds],
    ['DRAGON', 2],
    ['PEARL', 3],
    ['COIN', 4],
    ['LANTERN', 5],
    ['FAN', 6],
  ]);

/** The team's own: 5 reels, 3 rows, 10 lines, no feature but a wild on the middle reels that doubles every line win it takes part in. */
export const dragonPearls: SlotTitle = {
  id: 'dragon-pearls',
  name: 'Dragon Pearls',
  rows: 3,
  reels: [reel(0), reel(2), reel(2), reel(2), reel(0)],
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 1, 2, 1],
  ],
  paytable: {
    DRAGON: { 3: 15, 4: 60, 5: 300 },
    PEARL: { 3: 6, 4: 25, 5: 100 },
    COIN: { 3: 5, 4: 15, 5: 50 },
    LANTERN: { 3: 2, 4: 6, 5: 25 },
    FAN: { 3: 1, 4: 4, 5: 12 },
  },
  wild: { symbol: 'WILD', multiplier: 2 },
  minBet: 1_000,
  maxBet: 500_000,
  par: { rtp: '1011201/1064800', hitFrequency: '2993/4840', volatility: 2.582805 },
};
