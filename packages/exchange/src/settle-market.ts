import { exposureOf, type MarketState } from './market-state';
import type { Order } from './order';
import { fail, type Result } from './result';
import { commissionOn } from './rounding';
import type { OrderOutcome, OrderSettlement, SettlementResult, UserSettlement } from './settlement-types';
import { lapseWhere } from './take-unmatched';

function checkWinners(s: MarketState, winners: number[]): string | null {
  if (new Set(winners).size !== winners.length) return 'duplicate winner';
  // numberOfWinners is 1 for WIN. Distinct active runners (checked below) are never more than
  // the active runners, so a place market with fewer runners than places is bounded too.
  if (winners.length < 1 || winners.length > s.numberOfWinners) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: message text only
    return `expected ${s.numberOfWinners === 1 ? 'one winner' : `1..${s.numberOfWinners} winners`}`;
  }
  for (const w of winners) {
    const i = s.runnerIndex.get(w);
    // Stryker disable next-line ConditionalExpression: message text only; an unknown runner is not active either
    if (i === undefined) return `no runner ${w}`;
    if (!s.active[i]) return `runner ${w} is removed`;
  }
  return null;
}

function outcomeOf(o: Order, won: boolean | null): [OrderOutcome, number] {
  if (o.matched === 0) {
    if (o.voided > 0) return ['VOIDED', 0];
    return [o.lapsed > 0 ? 'LAPSED' : 'CANCELLED', 0];
  }
  if (won === null) return ['VOIDED', 0];
  const pnl = o.side === 'BACK' ? (won ? o.profit : -o.matched) : won ? -o.profit : o.matched;
  return [pnl >= 0 ? 'WON' : 'LOST', pnl];
}

/**
 * Settles (winners given) or voids (winners null) the market: unmatched parts lapse, every
 * order gets its outcome and P&L, users their gross/net P&L and commission on a positive gross
 * (ceil, house favour). The market closes; runners become WINNER/PLACED or LOSER.
 * Codes: MARKET_CLOSED, INVALID_WINNERS.
 */
export function settleMarket(s: MarketState, winners: number[] | null): Result<{ settlement: SettlementResult }> {
  if (s.status === 'CLOSED') return fail('MARKET_CLOSED', 'market is already settled');
  const problem = winners ? checkWinners(s, winners) : null;
  if (problem) return fail('INVALID_WINNERS', problem);
  const released = new Map<string, number>();
  for (const userId of s.positions.keys()) released.set(userId, exposureOf(s, userId));
  const lapsed = lapseWhere(s, 'MARKET_SETTLED', () => true);
  const winSet = new Set(winners?.map((w) => s.runnerIndex.get(w)!));
  const gross = new Map<string, number>();
  const orders: OrderSettlement[] = [];
  for (const o of s.orders.values()) {
    // in placement order
    const [outcome, pnl] = outcomeOf(o, winners ? winSet.has(o.runnerIndex) : null);
    orders.push({ orderId: o.id, userId: o.userId, selectionId: o.selectionId, outcome, matched: o.matched, pnl });
    gross.set(o.userId, (gross.get(o.userId) ?? 0) + pnl);
  }
  const users: UserSettlement[] = [...gross.keys()].sort().map((userId) => {
    const g = gross.get(userId)!;
    const commission = commissionOn(g, s.commissionBp);
    return { userId, grossPnl: g, commission, netPnl: g - commission, releasedExposure: released.get(userId) ?? 0 };
  });
  s.status = 'CLOSED';
  s.version++;
  s.runnerStatus = s.runnerStatus.map((st, i) => {
    if (st === 'REMOVED' || !winners) return st;
    if (!winSet.has(i)) return 'LOSER';
    return s.kind === 'PLACE' ? 'PLACED' : 'WINNER';
  });
  const settlement: SettlementResult = {
    marketId: s.marketId,
    kind: winners ? 'SETTLED' : 'VOIDED',
    winners: winners ? [...winners] : [],
    commissionBp: s.commissionBp,
    users,
    orders,
    lapsed,
    totalCommission: users.reduce((a, u) => a + u.commission, 0),
    houseRounding: 0 - users.reduce((a, u) => a + u.grossPnl, 0),
  };
  s.lastSettlement = settlement;
  return { ok: true, settlement };
}
