/**
 * The exchange price ladder (exchange-rules.md) in integer hundredths: 350 prices from 1.01 to
 * 1000. The web steps odds by ladder index so a stepped price is always one the server accepts.
 */
const bands: readonly [from: number, to: number, step: number][] = [
  [101, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];

function buildLadder(): number[] {
  const ticks: number[] = [];
  for (const [from, to, step] of bands) {
    for (let p = ticks.length === 0 ? from : from + step; p <= to; p += step) ticks.push(p);
  }
  return ticks;
}

/** Every valid price in hundredths, ascending. */
export const ladderTicks: readonly number[] = buildLadder();

const toHundredths = (odds: number): number => Math.round(odds * 100);
const fromHundredths = (hundredths: number): number => hundredths / 100;

/** Index of the ladder price nearest to `odds` (rounding towards the lower price on a tie). */
export function nearestLadderIndex(odds: number): number {
  const target = toHundredths(odds);
  let lo = 0;
  let hi = ladderTicks.length - 1;
  if (target <= ladderTicks[lo]!) return lo;
  if (target >= ladderTicks[hi]!) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (ladderTicks[mid]! <= target) lo = mid;
    else hi = mid;
  }
  return target - ladderTicks[lo]! <= ladderTicks[hi]! - target ? lo : hi;
}

export const isOnLadder = (odds: number): boolean => ladderTicks[nearestLadderIndex(odds)] === toHundredths(odds);

/** `odds` moved `ticks` places along the ladder (an off-ladder price first snaps to the nearest), clamped to its ends. */
export function stepOdds(odds: number, ticks: number): number {
  const index = Math.min(ladderTicks.length - 1, Math.max(0, nearestLadderIndex(odds) + ticks));
  return fromHundredths(ladderTicks[index]!);
}
