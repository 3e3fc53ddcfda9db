import { createFastMarket, type Market } from '@bx/exchange';
import type { BetRow, MarketRecord, MatchedPair } from '../shared/trading-types.ts';

/** The engine config of a stored exchange market (a closed one is rebuilt suspended, for rollback). */
function engineMarket(record: MarketRecord): Market {
  const { row, runners } = record;
  return createFastMarket({
    marketId: String(row.market_id),
    runners: runners.map((r) => ({ selectionId: r.selection_id, status: r.status === 'REMOVED' ? 'REMOVED' : 'ACTIVE' })),
    kind: row.market_type === 'PLACE' ? 'PLACE' : 'WIN',
    numberOfWinners: row.number_of_winners,
    status: row.status === 'CLOSED' ? 'SUSPENDED' : row.status,
    inPlay: row.in_play === 1,
    betDelaySeconds: row.bet_delay,
    version: row.version,
    commissionBp: row.commission_bp,
    minStake: row.min_stake,
    maxStake: row.max_stake,
  });
}

/**
 * Rebuilds the in-memory book from the database: every bet in time order, its matched stake
 * per price from the fills, its unmatched rest queued again. Throws if storage and engine
 * disagree (that is a bug, and the batch must fail rather than trade on a wrong book).
 */
export function rebuildEngine(record: MarketRecord, bets: BetRow[], pairs: MatchedPair[]): Market {
  const market = engineMarket(record);
  const byBet = new Map<number, MatchedPair[]>();
  for (const p of pairs) byBet.set(p.bet_id, [...(byBet.get(p.bet_id) ?? []), p]);
  const closed = record.row.status === 'CLOSED';
  for (const b of bets) {
    const restored = market.restore({
      orderId: String(b.bet_id),
      userId: String(b.user_id),
      selectionId: b.selection_id,
      side: b.side,
      price: b.price,
      size: b.stake,
      remaining: closed ? 0 : b.remaining,
      matched: (byBet.get(b.bet_id) ?? []).map((p) => ({ price: p.price, stake: p.stake, reductionBp: p.reduction_bp })),
      lapsed: b.lapsed + (closed ? b.remaining : 0),
      voided: b.voided,
      timeInForce: b.time_in_force === 'FILL_OR_KILL' ? 'FILL_OR_KILL' : 'LIMIT',
      persistence: b.persistence === 'PERSIST' ? 'PERSIST' : 'LAPSE',
      placedAt: b.placed_at,
    });
    if (!restored.ok) throw new Error(`cannot rebuild market ${record.row.market_id}: bet ${b.bet_id}: ${restored.message}`);
  }
  return market;
}
