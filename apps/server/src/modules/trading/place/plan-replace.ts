import { touchBet, type PlanContext } from '../batch/plan-context.ts';
import { orderAnswer } from '../quote/bet-answer.ts';
import { reject, type Outcome, type ReplaceCommand } from '../shared/commands.ts';
import type { BatchGenerator } from '../shared/trading-types.ts';
import { accountBetRefusal } from './account-bet-refusal.ts';
import { betDelay, fundsFor, placeRefusal, recordCancel, recordPlacement } from './plan-exchange.ts';

/**
 * Edits the caller's unmatched exchange bet in one engine step (exchange-rules.md "Editing an
 * unmatched bet"): a lower stake stays in the queue where it was; a new price cancels the
 * unmatched part and places a new bet there, or neither when the new bet is refused. A retry of
 * a move that went through finds nothing unmatched, so no second bet is ever placed.
 */
export function* planReplace(ctx: PlanContext, c: ReplaceCommand): BatchGenerator<Outcome> {
  // Only open exchange markets have an engine: house and closed markets rest nothing.
  const entry = ctx.engines.get(c.marketId);
  if (!entry) return reject('ORDER_NOT_CANCELLABLE', 'This bet has nothing unmatched to edit.');
  const moves = c.price !== undefined && c.price !== entry.engine.getOrder(String(c.betId))?.price;
  if (moves) {
    // A move places a new bet: the account's states stop it as they stop any bet; lowering a stake only lowers risk.
    const refused = accountBetRefusal(ctx, c);
    if (refused) return refused;
    const deferred = betDelay(entry.engine, c.expectedVersion);
    if (deferred) return deferred;
  } else if (!ctx.state.hasAccounts(c.userId)) return reject('NO_ACCOUNT', 'This account cannot bet.');
  const { funds, code } = fundsFor(ctx, c, ctx.markets.get(c.marketId)!.row.max_exposure);
  const newBetId = moves ? ctx.betIds.shift()! : 0;
  const result = entry.engine.replace({
    orderId: String(c.betId),
    userId: String(c.userId),
    price: c.price,
    size: c.stake,
    newOrderId: String(newBetId),
    now: ctx.now,
    availableFunds: funds,
    expectedVersion: c.expectedVersion,
  });
  if (!result.ok) return placeRefusal(ctx, c.userId, code, result);
  if (result.placed) {
    touchBet(ctx, c.marketId, c.betId);
    const o = result.placed.order;
    const placement = { userId: c.userId, marketId: c.marketId, selectionId: o.selectionId, side: o.side, price: o.price, stake: o.size };
    yield* recordPlacement(ctx, { ...placement, clientRef: null, ip: c.ip }, newBetId, result.placed);
    return { ok: true, data: orderAnswer(o) };
  }
  yield* recordCancel(ctx, c, result.exposure.exposure);
  return { ok: true, data: orderAnswer(result.order) };
}
