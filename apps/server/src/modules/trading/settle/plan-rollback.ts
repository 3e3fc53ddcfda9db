import { reverseSettlement, type SettlementResult } from '@bx/exchange';
import { newTxnId } from '../batch/batch-state.ts';
import { io, type BatchGenerator, type MarketRecord } from '../shared/trading-types.ts';
import { reject, type Outcome, type RollbackCommand } from '../shared/commands.ts';
import { houseExposure } from '../markets/house-bets.ts';
import { betStateOf, ensureUsers, marketFor, type PlanContext } from '../batch/plan-context.ts';
import { postSettlement } from './plan-settlement.ts';
import { rebuildEngine } from '../markets/rebuild-engine.ts';

function reopened(record: MarketRecord): MarketRecord {
  return {
    row: { ...record.row, status: 'OPEN', version: record.row.version + 1 },
    runners: record.runners.map((r) => (r.status === 'REMOVED' ? r : { ...r, status: 'ACTIVE' })),
  };
}

/**
 * Undoes a settlement or void with new ledger rows (never edits): results reversed, matched
 * bets back to open, their exposure held again, the market back to OPEN (api.md: "back to open")
 * to be declared again; the operator suspends it first where the outcome is already known.
 * A customer who spent the winnings meanwhile can go below zero here (see docs/money.md).
 */
export function* planRollback(ctx: PlanContext, c: RollbackCommand): BatchGenerator<Outcome> {
  const record = marketFor(ctx, c.marketId);
  if ('ok' in record) return record;
  if (record.row.status !== 'CLOSED' || !record.row.settlement_json)
    return reject('MARKET_NOT_SETTLED', 'This market has no result to roll back.');
  const previous = JSON.parse(record.row.settlement_json) as SettlementResult;
  yield* postSettlement(ctx, c.marketId, reverseSettlement(previous), false);
  const open = reopened(record);
  const users = previous.users.map((u) => Number(u.userId));
  yield* ensureUsers(ctx, users, [c.marketId]);
  const txn = newTxnId();
  const ref = { kind: 'ROLLBACK_EXPOSURE', refType: 'market', refId: c.marketId };
  const bets = ctx.houseBets.get(c.marketId);
  if (bets) {
    const reset = new Set(previous.orders.map((o) => Number(o.orderId)));
    for (const b of bets)
      if (reset.has(b.bet_id)) {
        b.outcome = null;
        b.pnl = null;
        ctx.state.updateBet({ ...b, updated_at: ctx.now });
      }
    for (const u of users) ctx.state.holdExposure(u, c.marketId, houseExposure(open, bets, u), txn, ref);
  } else {
    const book = yield* io({ op: 'loadBook', marketId: c.marketId });
    const engine = rebuildEngine(open, book.bets, book.pairs);
    for (const b of book.bets) ctx.state.updateBet(betStateOf(engine.getOrder(String(b.bet_id))!, ctx.now));
    for (const u of users) ctx.state.holdExposure(u, c.marketId, engine.exposureOf(String(u)), txn, ref);
    ctx.engines.set(c.marketId, { engine, bookVersion: record.row.book_version, users: new Set(book.bets.map((b) => b.user_id)) });
  }
  ctx.state.writes.marketChanges.set(c.marketId, {
    status: 'OPEN',
    version: open.row.version,
    settled_at: null,
    settlement_json: null,
    result_json: null,
  });
  for (const r of open.runners)
    ctx.state.writes.runnerChanges.push({ market_id: c.marketId, selection_id: r.selection_id, status: r.status });
  ctx.state.touch(c.marketId);
  return { ok: true, data: { market_id: c.marketId, status: 'OPEN' } };
}
