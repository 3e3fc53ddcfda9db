import type { Market } from '@bx/exchange';
import { lockedBetween, paiseToRupees, planCashOut, type CashOutLeg, type CashOutPlan, type CashOutRunner } from '@bx/contract';
import { newTxnId } from '../batch/batch-state.ts';
import type { PlanContext } from '../batch/plan-context.ts';
import { houseExposure } from '../markets/house-bets.ts';
import { familyOf } from '../markets/market-kinds.ts';
import { fundsRefusal } from '../quote/bet-answer.ts';
import { hundredthsToDecimal } from '../quote/decimal-odds.ts';
import { reject, type CashOutCommand, type Outcome, type PlaceCommand } from '../shared/commands.ts';
import { io, type BatchGenerator, type BetRow, type MarketRecord } from '../shared/trading-types.ts';
import { bookmakerCashOutRunners, exchangeCashOutRunners } from './cash-out-runners.ts';
import { accountBetRefusal } from './account-bet-refusal.ts';
import { planCancel, recordPlacement, fundsFor } from './plan-exchange.ts';
import { houseBetRow } from './plan-house-bet.ts';

const UNAVAILABLE = 'CASH_OUT_UNAVAILABLE';
const REASONS: Record<string, string> = {
  NO_POSITION: 'You have no matched bets on this market to cash out.',
  NO_LIQUIDITY: 'There are not enough prices in the market to cash out now.',
};

/** A market that cannot be cashed out now, and why (nothing changed). */
function unavailable(ctx: PlanContext, record: MarketRecord): Outcome | null {
  const family = familyOf(record.row.market_type);
  if (family === 'FANCY')
    return reject(UNAVAILABLE, 'A fancy market has no cash out: a bet at another line does not make your result equal over every score.');
  if (family === 'CASINO') return reject(UNAVAILABLE, 'A casino round has no cash out.');
  if (record.row.status === 'SUSPENDED') return reject(UNAVAILABLE, 'The market is suspended: cash out is paused.');
  if (record.row.status !== 'OPEN') return reject(UNAVAILABLE, 'The market is not open.');
  if (record.row.number_of_winners !== 1) return reject(UNAVAILABLE, 'A market with several winners has no cash out.');
  if (family === 'EXCHANGE' && !ctx.engines.has(record.row.market_id)) return reject(UNAVAILABLE, 'The market is not open.');
  return null;
}

function runnersOf(ctx: PlanContext, record: MarketRecord, userId: number): CashOutRunner[] {
  const entry = ctx.engines.get(record.row.market_id);
  return entry
    ? exchangeCashOutRunners(entry.engine, record, userId)
    : bookmakerCashOutRunners(record, ctx.houseBets.get(record.row.market_id)!, userId);
}

/** The contract's cashOutQuote. */
function quoteOf(c: CashOutCommand, plan: CashOutPlan, toCancel: number): Record<string, unknown> {
  return {
    market_id: c.marketId,
    fraction: c.fraction / 10_000,
    value: paiseToRupees(plan.value),
    legs: plan.legs.map((l) => ({
      selection_id: l.selectionId,
      is_back: l.side === 'BACK',
      odds: hundredthsToDecimal(l.price),
      stack: paiseToRupees(l.stake),
    })),
    unmatched_to_cancel: toCancel,
  };
}

/** What bets add to each runner's P&L, from their stored matched stake and profit (back) or liability (lay). */
function betsPnl(runners: CashOutRunner[], bets: BetRow[]): number[] {
  return runners.map((r) =>
    bets.reduce((sum, b) => {
      const on = b.selection_id === r.selectionId;
      if (b.side === 'BACK') return sum + (on ? b.matched_profit : -b.matched);
      return sum + (on ? -b.matched_profit : b.matched);
    }, 0),
  );
}

/**
 * The value (paise) the placed legs locked in, from the position before them and the bets as they
 * filled, and the answer; an auto cash out's claimed rule is marked with both in the batch.
 */
function* done(
  c: CashOutCommand,
  runners: CashOutRunner[],
  legs: BetRow[],
  cancelled: number[],
  claimed: boolean,
): BatchGenerator<Outcome> {
  const added = betsPnl(runners, legs);
  const now = runners.map((r) => r.pnl);
  const before = now.map((p, i) => p - added[i]!);
  const value = lockedBetween(before, now, c.fraction);
  const betIds = legs.map((b) => b.bet_id);
  if (c.rule && claimed) yield* io({ op: 'ruleFired', ruleId: c.rule.ruleId, value, betIds });
  return { ok: true, data: { value: paiseToRupees(value), bet_ids: betIds, cancelled_bet_ids: cancelled } };
}

/**
 * An auto cash out's rule marked FIRED in the batch's transaction if it is still ACTIVE at the
 * version the leader evaluated (PostgreSQL: its row locked to the COMMIT), so a rule cleared or
 * changed after that read never fires, and one that fires is FIRED with its bets or not at all.
 * True without a rule (a customer's own cash out).
 */
function* claimRule(ctx: PlanContext, c: CashOutCommand): BatchGenerator<boolean> {
  if (!c.rule) return true;
  return yield* io({ op: 'claimRule', ruleId: c.rule.ruleId, version: c.rule.version, at: ctx.now });
}

/** Legs of an earlier cash out with this client_ref: a repeat answers them and places nothing. */
function* earlierLegs(ctx: PlanContext, c: CashOutCommand, record: MarketRecord): BatchGenerator<BetRow[]> {
  if (!c.ref) return [];
  const keys = record.runners.map((_, i) => [c.userId, `${c.ref}#${i}`] as const);
  return (yield* io({ op: 'findClientRefs', keys })).sort((a, b) => a.bet_id - b.bet_id);
}

/**
 * The bets that earlier cash out cancelled, for its repeat to answer as the first time (api.md: the
 * same key returns the first answer). No column names the cash out that cancelled a bet, but it
 * cancelled them in the batch that placed its legs: the caller's bets on the market with a
 * cancelled part, last changed at the legs' time (the legs themselves, filled or killed whole,
 * have none cancelled). A cancelled bet changes again only when its market settles, rolls back or
 * loses a runner, and a settled market answers no repeat.
 */
function* cancelledWith(c: CashOutCommand, legs: BetRow[]): BatchGenerator<number[]> {
  const at = Number(legs[0]!.placed_at);
  const bets = yield* io({ op: 'loadMarketBets', marketId: c.marketId, userIds: [c.userId] });
  return bets.filter((b) => Number(b.cancelled) > 0 && Number(b.updated_at) === at).map((b) => Number(b.bet_id));
}

/**
 * Whether the caller's position can still be read, so a repeat can be answered: a bookmaker's from
 * its bets until it settles, an exchange market's from its engine, loaded while it is unsettled
 * (suspended or not). Fancies and casino rounds have no cash out, and no engine.
 */
function positionReadable(ctx: PlanContext, record: MarketRecord): boolean {
  if (familyOf(record.row.market_type) === 'BOOKMAKER') return record.row.status !== 'CLOSED';
  return ctx.engines.has(record.row.market_id);
}

/**
 * A cash out in the batch (exchange-rules.md "Cash out"): the hedge planned on the book as the
 * batch holds it (the caller's own unmatched bets left out: they are cancelled first), refused
 * with CASH_OUT_CHANGED and the new quote when it locks in less than `minValue`, else the
 * unmatched bets cancelled and every leg placed FILL_OR_KILL at its price or better. Everything
 * that could refuse is checked before the first change, so it is all or none. The funds check is
 * the hedge rule on the final position (a leg alone may raise the exposure for a moment).
 */
export function* planCashOutCommand(ctx: PlanContext, c: CashOutCommand): BatchGenerator<Outcome> {
  const record = ctx.markets.get(c.marketId)!;
  // Placed before (a repeated client_ref, or a rule left ACTIVE by a release that marked it after
  // its cash out): the same bets and cancels, even if the market was suspended since, and the rule
  // marked with them if it is still the one in force.
  const earlier = positionReadable(ctx, record) ? yield* earlierLegs(ctx, c, record) : [];
  if (earlier.length > 0)
    return yield* done(c, runnersOf(ctx, record, c.userId), earlier, yield* cancelledWith(c, earlier), yield* claimRule(ctx, c));
  const refused = unavailable(ctx, record);
  if (refused) return refused;
  const runners = runnersOf(ctx, record, c.userId);
  const plan = planCashOut(runners, c.fraction);
  // The reason's code rides along for the auto cash out, which ends its rule when the position is gone.
  if (!plan.ok) return { ok: false, code: UNAVAILABLE, message: REASONS[plan.code] ?? plan.message, data: { reason: plan.code } };
  const engine = ctx.engines.get(c.marketId)?.engine;
  const toCancel = engine ? engine.openOrders(String(c.userId)).map((o) => Number(o.orderId)) : [];
  const quote = quoteOf(c, plan, toCancel.length);
  if (c.minValue === null) return { ok: true, data: quote };
  if (plan.value < c.minValue)
    return { ok: false, code: 'CASH_OUT_CHANGED', message: 'The cash-out value has changed; nothing was placed.', data: quote };
  const outOfLimits = plan.legs.find((l) => l.stake < record.row.min_stake || l.stake > record.row.max_stake);
  if (outOfLimits) return reject(UNAVAILABLE, "The cash-out bets would be outside this market's stake limits.");
  const version = engine ? engine.view().version : record.row.version;
  // In play the cash out waits the bet delay like any bet, then is planned again against the version it saw.
  if (record.row.in_play === 1 && record.row.bet_delay > 0 && c.expectedVersion === undefined)
    return { ok: 'defer', delayMs: record.row.bet_delay * 1000, version };
  if (c.expectedVersion !== undefined && c.expectedVersion !== version)
    return reject('VERSION_CHANGED', 'The market changed while your cash out waited; nothing was placed.');
  // The account's states read in the batch stop a cash out as they stop a bet (no stake given: the
  // account's stake limits are for its own bets, not a hedge's legs).
  const stopped = accountBetRefusal(ctx, { userId: c.userId });
  if (stopped) return stopped;
  const after = Math.max(0, -Math.min(...plan.pnlAfter));
  const { funds, code } = fundsFor(ctx, c, record.row.max_exposure);
  if (after > funds && after > ctx.state.heldOn(c.userId, c.marketId)) return fundsRefusal(code, ctx.state.available(c.userId));
  // The last refusal, as it writes: nothing can refuse after it (a failure rolls the batch back).
  if (!(yield* claimRule(ctx, c)))
    return reject('AUTO_CASH_OUT_CLEARED', 'The auto cash out was cleared or changed before it fired; nothing was placed.');
  for (const betId of toCancel) {
    const out = yield* planCancel(ctx, { type: 'cancel', userId: c.userId, marketId: c.marketId, betId });
    if (out.ok !== true) throw new Error(`cash out: cancelling bet ${betId} failed: ${JSON.stringify(out)}`);
  }
  const legs = engine ? yield* placeOnBook(ctx, c, record, engine, plan.legs) : placeWithHouse(ctx, c, record, plan.legs);
  return yield* done(c, runnersOf(ctx, record, c.userId), legs, toCancel, true);
}

function legCommand(c: CashOutCommand, record: MarketRecord, leg: CashOutLeg, i: number): PlaceCommand {
  return {
    type: 'place',
    userId: c.userId,
    marketId: c.marketId,
    matchId: record.row.match_id,
    selectionId: leg.selectionId,
    side: leg.side,
    price: leg.price,
    stake: leg.stake,
    timeInForce: 'FILL_OR_KILL',
    persistence: 'LAPSE',
    clientRef: c.ref ? `${c.ref}#${i}` : null,
    ip: c.ip,
  };
}

/** The legs on the exchange book; the plan saw the size they need, so a refusal here is a bug (the batch fails, nothing is written). */
function* placeOnBook(
  ctx: PlanContext,
  c: CashOutCommand,
  record: MarketRecord,
  engine: Market,
  legs: CashOutLeg[],
): BatchGenerator<BetRow[]> {
  const rows: BetRow[] = [];
  for (const [i, leg] of legs.entries()) {
    const command = legCommand(c, record, leg, i);
    const betId = ctx.betIds.shift()!;
    const result = engine.place({
      orderId: String(betId),
      userId: String(c.userId),
      selectionId: leg.selectionId,
      side: leg.side,
      price: leg.price,
      size: leg.stake,
      timeInForce: 'FILL_OR_KILL',
      now: ctx.now,
    });
    if (!result.ok) throw new Error(`cash out: leg ${i} refused: ${result.code} ${result.message}`);
    yield* recordPlacement(ctx, command, betId, result);
    rows.push(ctx.state.writes.betInserts.at(-1)!);
  }
  return rows;
}

/** The legs filled by the house at its rates; the exposure is held once, for the position they leave. */
function placeWithHouse(ctx: PlanContext, c: CashOutCommand, record: MarketRecord, legs: CashOutLeg[]): BetRow[] {
  const bets = ctx.houseBets.get(c.marketId)!;
  const rows = legs.map((leg, i) => {
    const bet = houseBetRow(ctx, record, legCommand(c, record, leg, i));
    ctx.betIds.shift();
    bets.push(bet);
    ctx.state.insertBet(bet);
    return bet;
  });
  if (rows.length > 0) {
    const exposure = houseExposure(record, bets, c.userId);
    ctx.state.holdExposure(c.userId, c.marketId, exposure, newTxnId(), { kind: 'BET_EXPOSURE', refType: 'bet', refId: rows[0]!.bet_id });
    ctx.state.touch(c.marketId);
  }
  return rows;
}
