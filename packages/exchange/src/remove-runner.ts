import { exposuresOf, type MarketState } from './market-state';
import type { RemoveRunnerSuccess } from './market-types';
import { pairProfit } from './order';
import { recomputePositions } from './recompute-positions';
import { fail, type Result } from './result';
import { lapseWhere } from './take-unmatched';
import type { BasisPoints, RemovedSize } from './types';

/**
 * Removes a runner (non-runner) with its reduction factor in basis points (250 = 2.5%).
 * Matched bets on it are voided, unmatched ones lapsed. Matched prices on the other runners
 * are reduced by the factor (price x (1 - r), never below 1.01; factors of several removals
 * add up) when it is >= 2.5% in a WIN market and always (> 0) in a PLACE market; at >= 4.0%
 * their unmatched lays are lapsed. Codes: MARKET_CLOSED, RUNNER_NOT_FOUND, RUNNER_REMOVED,
 * INVALID_REDUCTION.
 */
export function removeRunner(s: MarketState, selectionId: number, reductionBp: BasisPoints): Result<RemoveRunnerSuccess> {
  if (s.status === 'CLOSED') return fail('MARKET_CLOSED', 'market is closed');
  const runner = s.runnerIndex.get(selectionId);
  if (runner === undefined) return fail('RUNNER_NOT_FOUND', `no runner ${selectionId}`);
  if (s.runnerStatus[runner] === 'REMOVED') return fail('RUNNER_REMOVED', `runner ${selectionId} is already removed`);
  if (!Number.isInteger(reductionBp) || reductionBp < 0 || reductionBp > 10000) {
    return fail('INVALID_REDUCTION', 'reduction factor must be 0..10000 basis points');
  }
  const lapsed = lapseWhere(s, 'RUNNER_REMOVED', (o) => o.runnerIndex === runner);
  const voided: RemovedSize[] = [];
  const reduced: string[] = [];
  const reductionApplied = s.kind === 'PLACE' ? reductionBp > 0 : reductionBp >= 250;
  for (const o of s.orders.values()) {
    if (o.runnerIndex === runner) {
      if (o.matched === 0) continue;
      voided.push({ orderId: o.id, userId: o.userId, selectionId, size: o.matched, reason: 'RUNNER_REMOVED' });
      o.voided += o.matched;
      o.matched = 0;
      o.profit = 0;
      o.pairs = [];
      o.ownPair = null;
    } else if (reductionApplied) {
      if (o.pairs.length > 0) reduced.push(o.id);
      o.profit = 0;
      for (const p of o.pairs) {
        p.reductionBp += reductionBp;
        p.profit = pairProfit(o.side, p.stake, p.price, p.reductionBp);
        o.profit += p.profit;
      }
      // Later fills at the order's own price are not reduced: they go into a fresh pair.
      o.ownPair = null;
    }
  }
  if (reductionBp >= 400) {
    // Stryker disable next-line ConditionalExpression: the removed runner's orders were lapsed above, nothing unmatched is left there
    lapsed.push(...lapseWhere(s, 'REDUCTION_FACTOR', (o) => o.side === 'LAY' && o.runnerIndex !== runner));
  }
  s.runnerStatus[runner] = 'REMOVED';
  s.active[runner] = false;
  s.version++;
  s.positions = recomputePositions(s);
  return {
    ok: true,
    version: s.version,
    reductionApplied,
    voided,
    lapsed,
    reduced,
    exposures: exposuresOf(s, [...s.positions.keys()].sort()),
  };
}
