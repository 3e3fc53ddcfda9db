import { paiseToRupees } from '@bx/contract';
import { inFancyDomain, type SettlementResult } from '@bx/exchange';
import { newTxnId } from '../batch/batch-state.ts';
import type { BatchGenerator, MarketRecord } from '../shared/trading-types.ts';
import { engineReject } from '../quote/bet-answer.ts';
import { reject, type Outcome, type SettleCommand } from '../shared/commands.ts';
import { fancyDomainOf } from '../markets/house-bets.ts';
import { houseSettlement } from './house-settlement.ts';
import { betStateOf, ensureUsers, marketFor, type PlanContext } from '../batch/plan-context.ts';
import { familyOf } from '../markets/market-kinds.ts';
import { lossOf, type SettlementHold, type StoredSettlement } from '../../ledger/settlement-holds.ts';

/**
 * Customer P&L, commission and the house's side as ledger rows; with `release`, held exposure
 * released. Returns what each customer had held on the market and lost on it (the audit's
 * LOSS_ABOVE_HOLD check), read from the batch's money state just before the release.
 */
export function* postSettlement(
  ctx: PlanContext,
  marketId: number,
  s: SettlementResult,
  release: boolean,
): BatchGenerator<SettlementHold[]> {
  const users = s.users.map((u) => Number(u.userId));
  yield* ensureUsers(ctx, users, [marketId]);
  const txn = newTxnId();
  const rollback = s.kind === 'ROLLBACK';
  const ref = (kind: string) => ({ kind, refType: 'market', refId: marketId });
  const holds: SettlementHold[] = [];
  for (const u of s.users) {
    const userId = Number(u.userId);
    holds.push({ user_id: userId, held: ctx.state.heldOn(userId, marketId), loss: lossOf(u.grossPnl, u.commission) });
    if (release) ctx.state.holdExposure(userId, marketId, 0, txn, ref('SETTLEMENT_RELEASE'));
    ctx.state.creditMain(userId, u.grossPnl, txn, ref(rollback ? 'ROLLBACK' : 'SETTLEMENT'));
    ctx.state.creditMain(userId, -u.commission, txn, ref(rollback ? 'ROLLBACK_COMMISSION' : 'COMMISSION'));
  }
  ctx.state.creditHouse('COMMISSION', s.totalCommission, txn, ref(rollback ? 'ROLLBACK_COMMISSION' : 'COMMISSION'));
  ctx.state.creditHouse('HOUSE', -s.users.reduce((a, u) => a + u.grossPnl, 0), txn, ref(rollback ? 'ROLLBACK' : 'SETTLEMENT'));
  return holds;
}

/**
 * A fancy's result must lie in the domain its exposure was computed over: a result beyond it
 * could take more than was held (a meter loses per run of distance).
 */
function houseProblem(record: MarketRecord, c: SettleCommand): Outcome | null {
  if (c.winners === null) return null;
  if (familyOf(record.row.market_type) === 'CASINO')
    return c.deal ? null : reject('INVALID_RESULT', 'A casino round settles only with its deal.');
  if (familyOf(record.row.market_type) === 'FANCY') {
    if (c.resultRun === null) return reject('INVALID_RESULT', 'A fancy needs result_run (whole runs).');
    const domain = fancyDomainOf(record.row);
    if (inFancyDomain(c.resultRun, domain)) return null;
    return reject(
      'RESULT_OUT_OF_RANGE',
      `The result must be whole runs from 0 to ${domain.maxResult} for this fancy; ${c.resultRun} is not.`,
    );
  }
  const ok = c.winners.length === 1 && record.runners.some((r) => r.selection_id === c.winners![0] && r.status !== 'REMOVED');
  return ok ? null : reject('INVALID_WINNERS', 'A bookmaker market needs one winner among its runners.');
}

function settleHouse(ctx: PlanContext, record: MarketRecord, c: SettleCommand): SettlementResult {
  const bets = ctx.houseBets.get(record.row.market_id)!;
  const voided = c.winners === null;
  const s = houseSettlement(record, bets, voided ? null : (c.winners![0] ?? null), c.resultRun, voided, c.deal);
  const byId = new Map(bets.map((b) => [String(b.bet_id), b]));
  for (const o of s.orders) {
    const b = byId.get(o.orderId)!;
    ctx.state.updateBet({ ...b, outcome: o.outcome, pnl: o.pnl, updated_at: ctx.now });
  }
  if (record.row.market_type === 'BOOKMAKER' && !voided) {
    for (const r of record.runners)
      if (r.status !== 'REMOVED') {
        ctx.state.writes.runnerChanges.push({
          market_id: r.market_id,
          selection_id: r.selection_id,
          status: r.selection_id === c.winners![0] ? 'WINNER' : 'LOSER',
        });
      }
  }
  return s;
}

/** Declares a result (or voids): every bet paid or charged, exposure released, commission taken, market closed. */
export function* planSettle(ctx: PlanContext, c: SettleCommand): BatchGenerator<Outcome> {
  const record = marketFor(ctx, c.marketId);
  if ('ok' in record) return record;
  if (record.row.status === 'CLOSED') return reject('MARKET_CLOSED', 'This market is already settled.');
  let settlement: SettlementResult;
  const entry = ctx.engines.get(c.marketId);
  if (entry) {
    const result = c.winners ? entry.engine.settle(c.winners) : entry.engine.void();
    if (!result.ok) return engineReject(result.code, result.message);
    settlement = result.settlement;
    for (const o of settlement.orders)
      ctx.state.updateBet(betStateOf(entry.engine.getOrder(o.orderId)!, ctx.now, { outcome: o.outcome, pnl: o.pnl }));
    for (const r of entry.engine.view().runners)
      ctx.state.writes.runnerChanges.push({ market_id: c.marketId, selection_id: r.selectionId, status: r.status });
  } else {
    const problem = houseProblem(record, c);
    if (problem) return problem;
    settlement = settleHouse(ctx, record, c);
  }
  const holds = yield* postSettlement(ctx, c.marketId, settlement, true);
  const stored: StoredSettlement = { ...settlement, holds };
  ctx.state.writes.marketChanges.set(c.marketId, {
    status: 'CLOSED',
    version: record.row.version + 1,
    settled_at: ctx.now,
    settlement_json: JSON.stringify(stored),
    result_json: JSON.stringify({ winners: c.winners, result_run: c.resultRun, reason: c.reason ?? null }),
  });
  ctx.closedMarkets.add(c.marketId);
  ctx.state.touch(c.marketId);
  return {
    ok: true,
    data: {
      market_id: c.marketId,
      kind: settlement.kind,
      bets: settlement.orders.length,
      commission: paiseToRupees(settlement.totalCommission),
    },
  };
}
