import { commissionOn, type OrderSettlement, type SettlementResult, type UserSettlement } from '@bx/exchange';
import type { Deal } from '@bx/games';
import type { BetRow, MarketRecord } from '../shared/trading-types.ts';
import { houseBetPnl } from '../markets/house-bets.ts';

/**
 * Settles (or voids, when `voided`) a bookmaker or fancy market in the engine's settlement
 * shape, so one writer and one rollback serve every market kind. The house is the other side
 * of every bet: it receives minus the customers' gross result.
 */
export function houseSettlement(
  record: MarketRecord,
  bets: BetRow[],
  winner: number | null,
  runs: number | null,
  voided: boolean,
  deal?: Deal,
): SettlementResult {
  const orders: OrderSettlement[] = [];
  const gross = new Map<string, number>();
  for (const b of bets) {
    if (b.matched === 0 || b.outcome !== null) continue;
    const pnl = voided ? 0 : houseBetPnl(record, b, winner, runs, deal);
    const outcome = voided ? 'VOIDED' : pnl >= 0 ? 'WON' : 'LOST';
    const userId = String(b.user_id);
    orders.push({ orderId: String(b.bet_id), userId, selectionId: b.selection_id, outcome, matched: b.matched, pnl });
    gross.set(userId, (gross.get(userId) ?? 0) + pnl);
  }
  const bp = record.row.commission_bp;
  const users: UserSettlement[] = [...gross].map(([userId, g]) => {
    const commission = commissionOn(g, bp);
    return { userId, grossPnl: g, commission, netPnl: g - commission, releasedExposure: 0 };
  });
  return {
    marketId: String(record.row.market_id),
    kind: voided ? 'VOIDED' : 'SETTLED',
    winners: winner === null ? [] : [winner],
    commissionBp: bp,
    users,
    orders,
    lapsed: [],
    totalCommission: users.reduce((a, u) => a + u.commission, 0),
    houseRounding: -users.reduce((a, u) => a + u.grossPnl, 0),
  };
}
