import type { PlaceSuccess } from '@bx/exchange';
import { newTxnId } from '../batch/batch-state.ts';
import type { BatchGenerator } from '../shared/trading-types.ts';
import { engineReject, fundsRefusal, orderAnswer, rowAnswer } from '../quote/bet-answer.ts';
import { reject, type CancelCommand, type FancyCommand, type Outcome, type PlaceCommand } from '../shared/commands.ts';
import { ensureUsers, touchBet, type PlanContext } from '../batch/plan-context.ts';
import { findDuplicate } from '../batch/keyed-bets.ts';

/**
 * The most exposure a bet may leave on its market: MAIN plus what the market already holds,
 * capped by the market's per-customer limit, by the account's exposure limit (its upline's cap on
 * everything at risk) and by the customer's daily loss limit: the limit, less the loss settled in
 * 24 hours, less everything at risk on open markets as this batch leaves it (so bets of one
 * customer in one batch, or in batches one after another, count each other: both are exact). `code` names the bound a bet going past it is refused with. Below
 * zero MAIN makes the bound smaller than what is held, so only a bet that does not raise the
 * exposure passes (the hedge rule: refused only when the exposure rises past the bound).
 */
export function fundsFor(
  ctx: PlanContext,
  c: Pick<PlaceCommand | FancyCommand, 'userId' | 'marketId' | 'exposureLimit' | 'lossLimit'>,
  maxExposure: number | null,
): { funds: number; code: string } {
  const held = ctx.state.heldOn(c.userId, c.marketId);
  let bound = { funds: ctx.state.available(c.userId) + held, code: 'INSUFFICIENT_FUNDS' };
  if (maxExposure !== null && maxExposure < bound.funds) bound = { funds: maxExposure, code: 'EXPOSURE_LIMIT' };
  if (c.exposureLimit != null) {
    const room = c.exposureLimit - ctx.state.atRisk(c.userId);
    if (held + room < bound.funds) bound = { funds: held + room, code: 'ACCOUNT_EXPOSURE_LIMIT' };
  }
  if (c.lossLimit != null) {
    const room = c.lossLimit - ctx.losses.lossOf(c.userId, ctx.now) - ctx.state.atRisk(c.userId);
    if (held + room < bound.funds) bound = { funds: held + room, code: 'LOSS_LIMIT' };
  }
  return bound;
}

/** An exchange bet: matched on the book at resting prices, the rest resting (LIMIT) or dropped (FOK). */
export function* planExchangePlace(ctx: PlanContext, c: PlaceCommand): BatchGenerator<Outcome> {
  const entry = ctx.engines.get(c.marketId)!;
  const row = ctx.markets.get(c.marketId)!.row;
  const duplicate = findDuplicate(ctx, c);
  if (duplicate) return { ok: true, data: rowAnswer(duplicate) };
  const view = entry.engine.view();
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a delay of 0 s would defer for 0 ms and then place the same bet.
  if (view.inPlay && view.betDelaySeconds > 0 && c.expectedVersion === undefined && view.status === 'OPEN') {
    return { ok: 'defer', delayMs: view.betDelaySeconds * 1000, version: view.version };
  }
  // runBatch loaded every caller's accounts and exposures on the batch's markets; makers are loaded below.
  if (!ctx.state.hasAccounts(c.userId)) return reject('NO_ACCOUNT', 'This account cannot bet.');
  const { funds, code } = fundsFor(ctx, c, row.max_exposure);
  const betId = ctx.betIds.shift()!;
  const result = entry.engine.place({
    orderId: String(betId),
    userId: String(c.userId),
    selectionId: c.selectionId,
    side: c.side,
    price: c.price,
    size: c.stake,
    timeInForce: c.timeInForce,
    persistence: c.persistence,
    now: ctx.now,
    availableFunds: funds,
    expectedVersion: c.expectedVersion,
  });
  if (!result.ok) {
    if (result.code === 'INSUFFICIENT_FUNDS') return fundsRefusal(code, ctx.state.available(c.userId));
    return engineReject(result.code, result.message);
  }
  yield* recordPlacement(ctx, c, betId, result);
  return { ok: true, data: orderAnswer(result.order) };
}

/** Writes an engine placement into the batch: the bet row, its fills, every touched user's exposure. */
export function* recordPlacement(ctx: PlanContext, c: PlaceCommand, betId: number, result: PlaceSuccess): BatchGenerator<void> {
  ctx.engines.get(c.marketId)!.users.add(c.userId);
  const row = ctx.markets.get(c.marketId)!.row;
  const o = result.order;
  ctx.state.insertBet({
    bet_id: betId,
    user_id: c.userId,
    market_id: c.marketId,
    match_id: row.match_id,
    selection_id: c.selectionId,
    side: c.side,
    price: c.price,
    line: null,
    stake: c.stake,
    matched: o.matched,
    remaining: o.remaining,
    cancelled: o.cancelled,
    lapsed: 0,
    voided: 0,
    matched_profit: o.matchedProfit,
    time_in_force: o.timeInForce,
    persistence: o.persistence,
    status: o.status,
    lapse_reason: null,
    outcome: null,
    pnl: null,
    client_ref: c.clientRef,
    ip: c.ip ?? null,
    placed_at: ctx.now,
    updated_at: ctx.now,
  });
  touchBet(ctx, c.marketId, betId);
  for (const f of result.fills) {
    ctx.state.writes.fills.push({
      market_id: c.marketId,
      maker_bet_id: Number(f.makerOrderId),
      taker_bet_id: betId,
      selection_id: f.selectionId,
      price: f.price,
      size: f.size,
      created_at: ctx.now,
    });
    touchBet(ctx, c.marketId, Number(f.makerOrderId));
  }
  const txn = newTxnId();
  const users = result.exposures.map((e) => Number(e.userId));
  yield* ensureUsers(ctx, users, [c.marketId]);
  for (const e of result.exposures) {
    ctx.state.holdExposure(Number(e.userId), c.marketId, e.exposure, txn, { kind: 'BET_EXPOSURE', refType: 'bet', refId: betId });
  }
  ctx.state.touch(c.marketId);
}

/** Cancels the unmatched part of the caller's own exchange bet and releases its exposure. */
export function* planCancel(ctx: PlanContext, c: CancelCommand): BatchGenerator<Outcome> {
  // runBatch found the market; only open exchange markets have an engine (closed and house markets rest nothing).
  const entry = ctx.engines.get(c.marketId);
  if (!entry) return reject('ORDER_NOT_CANCELLABLE', 'This bet has nothing left to cancel.');
  const result = entry.engine.cancel({ orderId: String(c.betId), userId: String(c.userId) });
  if (!result.ok) return engineReject(result.code, result.message);
  touchBet(ctx, c.marketId, c.betId);
  // Stryker disable next-line ArrayDeclaration: runBatch already loaded the caller; the call keeps planCancel a generator like every planner.
  yield* ensureUsers(ctx, [c.userId], [c.marketId]);
  ctx.state.holdExposure(c.userId, c.marketId, result.exposure.exposure, newTxnId(), {
    kind: 'BET_CANCEL',
    refType: 'bet',
    refId: c.betId,
  });
  ctx.state.touch(c.marketId);
  return { ok: true, data: orderAnswer(result.order) };
}
