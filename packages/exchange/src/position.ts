import { unmatchedLayLiability, type Order } from './order';
import type { Paise } from './types';

/**
 * One user's position in one market, per runner index: P&L if the runner wins (`win`) and if
 * it loses (`lose`) over matched bets on that runner, plus the worst case of unmatched bets on
 * it (an unmatched back can only lose its stake, an unmatched lay only its liability).
 * Exposure is O(runners), never O(bets).
 */
export interface Position {
  /** The user's index in the market's OrderStore (see OrderStore.userOf). */
  user: number;
  matchedWin: number[];
  matchedLose: number[];
  unmatchedWin: number[];
  unmatchedLose: number[];
}

/** An empty position over `runners` runners for interned user `user`. */
export function createPosition(runners: number, user: number): Position {
  return {
    user,
    matchedWin: new Array<number>(runners).fill(0),
    matchedLose: new Array<number>(runners).fill(0),
    unmatchedWin: new Array<number>(runners).fill(0),
    unmatchedLose: new Array<number>(runners).fill(0),
  };
}

/** Adds (sign 1) or removes (sign -1) an order's unmatched worst case. */
export function applyUnmatched(pos: Position, o: Order, sign: 1 | -1): void {
  // Stryker disable next-line ConditionalExpression: a shortcut; with nothing unmatched both branches below add 0
  if (o.remaining === 0) return;
  if (o.side === 'BACK') pos.unmatchedLose[o.runnerIndex]! -= sign * o.remaining;
  else pos.unmatchedWin[o.runnerIndex]! -= sign * unmatchedLayLiability(o);
}

/** Adds a matched fill of `stake` whose profit (back) or liability (lay) changed by `profit`. */
export function applyMatched(pos: Position, o: Order, stake: Paise, profit: Paise): void {
  const i = o.runnerIndex;
  if (o.side === 'BACK') {
    pos.matchedWin[i]! += profit;
    pos.matchedLose[i]! -= stake;
  } else {
    pos.matchedWin[i]! -= profit;
    pos.matchedLose[i]! += stake;
  }
}

/**
 * Worst-case loss as a positive number over every outcome settlement accepts: 1 to `winners`
 * of the `active` runners win (fewer may finish in a place market). The P&L of a winner set is
 * sum of lose-P&L plus the winners' (win - lose) deltas, so the worst set of size k takes the k
 * smallest deltas; the worst over k = 1..winners is the smallest prefix sum of the sorted deltas.
 * Runner `adjust` gets `dWin`/`dLose` added (used to price a placement before applying it).
 */
export function worstCase(
  pos: Position,
  active: boolean[],
  winners: number,
  // Stryker disable next-line UnaryOperator: without an adjustment dWin and dLose are 0, whichever runner gets them
  adjust = -1,
  dWin = 0,
  dLose = 0,
): Paise {
  const n = active.length;
  let sumLose = 0;
  let minDelta = Infinity;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: with one winner the smallest prefix sum is the smallest delta, as below
  const deltas: number[] | null = winners > 1 ? [] : null;
  for (let i = 0; i < n; i++) {
    let w = pos.matchedWin[i]! + pos.unmatchedWin[i]!;
    let l = pos.matchedLose[i]! + pos.unmatchedLose[i]!;
    if (i === adjust) {
      w += dWin;
      l += dLose;
    }
    sumLose += l;
    if (!active[i]) continue;
    const d = w - l;
    if (deltas) deltas.push(d);
    else minDelta = Math.min(minDelta, d);
  }
  // No active runner: every bet was voided or lapsed with its runner, so nothing is held either way.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: only differs with no active runner (see above)
  if (deltas && deltas.length > 0) minDelta = smallestPrefixSum(deltas, winners);
  // Stryker disable next-line ConditionalExpression: only differs with no active runner (see above)
  const worst = minDelta === Infinity ? sumLose : sumLose + minDelta;
  return worst < 0 ? -worst : 0;
}

/** min over k = 1..min(limit, length) of the sum of the k smallest values (sorts `values`). */
function smallestPrefixSum(values: number[], limit: number): number {
  values.sort((a, b) => a - b);
  let sum = values[0]!;
  let min = sum;
  const count = Math.min(limit, values.length);
  for (let k = 1; k < count; k++) {
    sum += values[k]!;
    // Stryker disable next-line EqualityOperator: on a tie either value is the same minimum
    if (sum < min) min = sum;
  }
  return min;
}

/** True when both positions hold the same amounts on every runner (the user index is ignored). */
export function positionsEqual(a: Position, b: Position): boolean {
  const keys = ['matchedWin', 'matchedLose', 'unmatchedWin', 'unmatchedLose'] as const;
  return keys.every((k) => a[k].every((v, i) => v === b[k][i]));
}
