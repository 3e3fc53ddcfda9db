import type { MarketState } from './market-state';
import { fail, type Result } from './result';
import type { SettlementResult } from './settlement-types';

/**
 * The movements that undo `previous` (every amount negated, kind ROLLBACK), for the server to
 * write as new ledger rows; the original rows are never edited. Pure.
 */
export function reverseSettlement(previous: SettlementResult): SettlementResult {
  const neg = (n: number) => (n === 0 ? 0 : -n);
  return {
    ...previous,
    kind: 'ROLLBACK',
    users: previous.users.map((u) => ({
      ...u,
      grossPnl: neg(u.grossPnl),
      commission: neg(u.commission),
      netPnl: neg(u.netPnl),
      releasedExposure: 0,
    })),
    orders: previous.orders.map((o) => ({ ...o, pnl: neg(o.pnl) })),
    lapsed: [],
    totalCommission: neg(previous.totalCommission),
    houseRounding: neg(previous.houseRounding),
  };
}

/**
 * Rolls back the last settlement or void: the market reopens as SUSPENDED with its matched
 * bets (lapsed unmatched parts stay lapsed), runners back to ACTIVE (removed stay removed),
 * version rises. Returns the reversal movements. Code: MARKET_NOT_SETTLED.
 */
export function rollbackSettlement(s: MarketState): Result<{ reversal: SettlementResult; version: number }> {
  const last = s.lastSettlement;
  // lastSettlement is set exactly while settle/void has closed the market
  if (!last) return fail('MARKET_NOT_SETTLED', 'market has no settlement to roll back');
  s.status = 'SUSPENDED';
  s.version++;
  s.runnerStatus = s.runnerStatus.map((st) => (st === 'REMOVED' ? st : 'ACTIVE'));
  s.lastSettlement = null;
  return { ok: true, reversal: reverseSettlement(last), version: s.version };
}
