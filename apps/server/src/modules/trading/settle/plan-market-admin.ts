import type { UserExposure } from '@bx/exchange';
import { newTxnId } from '../batch/batch-state.ts';
import type { BatchGenerator } from '../shared/trading-types.ts';
import { engineReject } from '../quote/bet-answer.ts';
import { reject, type Outcome, type RemoveRunnerCommand, type StatusCommand } from '../shared/commands.ts';
import { ensureUsers, marketFor, touchBet, type PlanContext } from '../batch/plan-context.ts';

function* holdAll(ctx: PlanContext, marketId: number, exposures: UserExposure[], kind: string): BatchGenerator<void> {
  yield* ensureUsers(
    ctx,
    exposures.map((e) => Number(e.userId)),
    [marketId],
  );
  const txn = newTxnId();
  for (const e of exposures)
    ctx.state.holdExposure(Number(e.userId), marketId, e.exposure, txn, { kind, refType: 'market', refId: marketId });
}

/** Status, in-play flag and bet delay; turning in-play lapses LAPSE bets and releases their exposure. */
export function* planStatus(ctx: PlanContext, c: StatusCommand): BatchGenerator<Outcome> {
  const record = marketFor(ctx, c.marketId);
  if ('ok' in record) return record;
  if (record.row.status === 'CLOSED') return reject('MARKET_CLOSED', 'This market is settled: roll it back first.');
  const entry = ctx.engines.get(c.marketId);
  const change = { status: c.status, inPlay: c.inPlay, betDelaySeconds: c.betDelay };
  if (!entry) {
    const row = record.row;
    const next = {
      status: c.status ?? row.status,
      in_play: c.inPlay === undefined ? row.in_play : Number(c.inPlay),
      bet_delay: c.betDelay ?? row.bet_delay,
    };
    ctx.state.writes.marketChanges.set(c.marketId, { ...next, version: row.version + 1 });
    ctx.state.touch(c.marketId);
    return { ok: true, data: { market_id: c.marketId, status: next.status, in_play: next.in_play === 1, lapsed: 0 } };
  }
  const result = entry.engine.setStatus(change);
  if (!result.ok) return engineReject(result.code, result.message);
  for (const l of result.lapsed) touchBet(ctx, c.marketId, Number(l.orderId));
  yield* holdAll(ctx, c.marketId, result.exposures, 'BET_LAPSE');
  const view = entry.engine.view();
  ctx.state.writes.marketChanges.set(c.marketId, {
    status: view.status as 'OPEN',
    in_play: Number(view.inPlay),
    bet_delay: view.betDelaySeconds,
    version: view.version,
  });
  ctx.state.touch(c.marketId);
  return { ok: true, data: { market_id: c.marketId, status: view.status, in_play: view.inPlay, lapsed: result.lapsed.length } };
}

/** Non-runner: voids its matched bets, lapses unmatched ones, reduces the others' matched prices by the factor. */
export function* planRemoveRunner(ctx: PlanContext, c: RemoveRunnerCommand): BatchGenerator<Outcome> {
  const record = marketFor(ctx, c.marketId);
  if ('ok' in record) return record;
  const entry = ctx.engines.get(c.marketId);
  if (!entry) return reject('INVALID_MARKET', 'Runners can be removed only from open exchange markets.');
  const result = entry.engine.removeRunner(c.selectionId, c.reductionBp);
  if (!result.ok) return engineReject(result.code, result.message);
  for (const r of [...result.voided, ...result.lapsed]) touchBet(ctx, c.marketId, Number(r.orderId));
  // Their matched profit is stored with the bet: the lists show the reduced average price from it.
  for (const orderId of result.reduced) touchBet(ctx, c.marketId, Number(orderId));
  yield* holdAll(ctx, c.marketId, result.exposures, 'RUNNER_REMOVED');
  ctx.state.writes.fillReductions.push({
    market_id: c.marketId,
    removed_selection_id: c.selectionId,
    reduction_bp: result.reductionApplied ? c.reductionBp : 0,
  });
  ctx.state.writes.runnerChanges.push({
    market_id: c.marketId,
    selection_id: c.selectionId,
    status: 'REMOVED',
    reduction_bp: c.reductionBp,
  });
  ctx.state.writes.marketChanges.set(c.marketId, { version: result.version });
  ctx.state.touch(c.marketId);
  return {
    ok: true,
    data: {
      market_id: c.marketId,
      selection_id: c.selectionId,
      reduction_applied: result.reductionApplied,
      voided: result.voided.length,
      lapsed: result.lapsed.length,
    },
  };
}
