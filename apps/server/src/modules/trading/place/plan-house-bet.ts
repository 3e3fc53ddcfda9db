import { newTxnId } from '../batch/batch-state.ts';
import { fancyBetDelay, matchBetDelay } from '../quote/fancy-bet-delay.ts';
import { familyOf } from '../markets/market-kinds.ts';
import { io, type BatchGenerator, type BetRow, type MarketRecord } from '../shared/trading-types.ts';
import { engineReject, fundsRefusal, rowAnswer } from '../quote/bet-answer.ts';
import { reject, type FancyCommand, type Outcome, type PlaceCommand } from '../shared/commands.ts';
import { houseBetProfit, houseExposure } from '../markets/house-bets.ts';
import { bookmakerQuoteProblem, casinoQuoteProblem, fancyQuoteProblem } from '../quote/house-quote.ts';
import { fundsFor } from './plan-exchange.ts';
import { findDuplicate } from '../batch/keyed-bets.ts';
import { accountBetRefusal } from './account-bet-refusal.ts';
import type { PlanContext } from '../batch/plan-context.ts';
import { houseQuoteRefusal } from '../quote/quote-change.ts';

/** Seconds a bet waits in play: the market's delay; a fancy's follows the match (markets/fancy-bet-delay.ts). */
function* betDelaySeconds(record: MarketRecord): BatchGenerator<number> {
  const row = record.row;
  if (familyOf(row.market_type) !== 'FANCY') return row.in_play === 1 ? row.bet_delay : 0;
  return fancyBetDelay(row, matchBetDelay(yield* io({ op: 'matchMarkets', matchId: row.match_id })));
}

/**
 * A bookmaker or fancy bet: filled at once by the house at the current quote, its exposure
 * checked against MAIN plus what the market already holds (the market's run/outcome book).
 */
export function* planHouseBet(ctx: PlanContext, c: PlaceCommand | FancyCommand): BatchGenerator<Outcome> {
  const record = ctx.markets.get(c.marketId)!;
  const duplicate = findDuplicate(ctx, c);
  if (duplicate) return { ok: true, data: rowAnswer(duplicate) };
  // runBatch loaded every caller's accounts, states and exposures on the batch's markets.
  const refused = accountBetRefusal(ctx, c);
  if (refused) return refused;
  if (record.row.status === 'CLOSED') return reject('MARKET_CLOSED', 'This market is closed.');
  const casino = familyOf(record.row.market_type) === 'CASINO';
  const problem =
    c.type === 'fancy' ? fancyQuoteProblem(record, c) : casino ? casinoQuoteProblem(record, c) : bookmakerQuoteProblem(record, c);
  if (problem) return houseQuoteRefusal(record, c, problem);
  if (c.expectedVersion === undefined) {
    const delay = yield* betDelaySeconds(record);
    if (delay > 0) return { ok: 'defer', delayMs: delay * 1000, version: record.row.version };
  }
  if (c.expectedVersion !== undefined && c.expectedVersion !== record.row.version)
    return engineReject('VERSION_CHANGED', 'version changed');
  const bet = houseBetRow(ctx, record, c);
  const bets = ctx.houseBets.get(c.marketId)!;
  const before = houseExposure(record, bets, c.userId);
  const after = houseExposure(record, bets, c.userId, bet);
  const { funds, code } = fundsFor(ctx, c, record.row.max_exposure);
  // The hedge rule: a bet that does not raise the exposure is taken whatever the funds.
  if (after > funds && after > before) return fundsRefusal(code, ctx.state.available(c.userId));
  ctx.betIds.shift();
  bets.push(bet);
  ctx.state.insertBet(bet);
  ctx.state.holdExposure(c.userId, c.marketId, after, newTxnId(), { kind: 'BET_EXPOSURE', refType: 'bet', refId: bet.bet_id });
  ctx.state.touch(c.marketId);
  return { ok: true, data: rowAnswer(bet) };
}

/** The row of a house bet filled whole at its price (bet id: the batch's next). */
export function houseBetRow(ctx: PlanContext, record: MarketRecord, c: PlaceCommand | FancyCommand): BetRow {
  const price = c.type === 'place' ? c.price : c.rate;
  return {
    bet_id: ctx.betIds[0]!,
    user_id: c.userId,
    market_id: c.marketId,
    match_id: record.row.match_id,
    selection_id: c.type === 'place' ? c.selectionId : 0,
    side: c.side,
    price,
    // Stryker disable next-line ConditionalExpression: a bookmaker command has no line; undefined is stored as NULL just as null is.
    line: c.type === 'fancy' ? c.line : null,
    stake: c.stake,
    matched: c.stake,
    remaining: 0,
    cancelled: 0,
    lapsed: 0,
    voided: 0,
    matched_profit: houseBetProfit(record, c.side, price, c.stake),
    time_in_force: 'FILL_OR_KILL',
    persistence: 'LAPSE',
    status: 'EXECUTION_COMPLETE',
    lapse_reason: null,
    outcome: null,
    pnl: null,
    client_ref: c.clientRef,
    ip: c.ip ?? null,
    placed_at: ctx.now,
    updated_at: ctx.now,
  };
}
