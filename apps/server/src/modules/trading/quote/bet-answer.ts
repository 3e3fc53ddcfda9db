import type { OrderView } from '@bx/exchange';
import { paiseToRupees } from '@bx/contract';
import { hundredthsToDecimal } from './decimal-odds.ts';
import type { BetRow } from '../shared/trading-types.ts';
import { reject, type Outcome } from '../shared/commands.ts';

const MESSAGES: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'Insufficient balance for this bet.',
  EXPOSURE_LIMIT: 'This bet would take your exposure on this market above its limit.',
  ACCOUNT_EXPOSURE_LIMIT: "This bet would take your total exposure above your account's limit.",
  LOSS_LIMIT: 'This bet could take your losses of the last 24 hours past your daily loss limit.',
  INVALID_ODDS: 'These odds are not on the price ladder.',
  MARKET_SUSPENDED: 'This market is suspended: betting is paused.',
  MARKET_CLOSED: 'This market is closed.',
  VERSION_CHANGED: 'The market changed while your bet waited; it was not placed.',
  RATE_CHANGED: 'Rate changed',
  RUN_CHANGED: 'Run changed',
  STAKE_TOO_LOW: "The stake is below this market's minimum.",
  STAKE_TOO_HIGH: "The stake is above this market's maximum.",
  RUNNER_NOT_FOUND: 'No such selection in this market.',
  RUNNER_REMOVED: 'This selection has been removed.',
  ORDER_NOT_FOUND: 'No such bet.',
  ORDER_NOT_CANCELLABLE: 'This bet has nothing left to cancel.',
  INVALID_STAKE: 'The stake must be more than 0 and, when you edit a bet, no more than its unmatched stake.',
  NOTHING_TO_CHANGE: 'This edit changes nothing: give the bet a new price or a lower stake.',
};

/** An engine rejection as the customer sees it (engine messages speak paise and ids). */
export function engineReject(code: string, detail: string): Outcome {
  // A fill-or-kill bet the book could not fill whole is "rate has been changed", as Indian
  // exchanges say it (exchange-rules.md): the customer's code for it is RATE_CHANGED.
  if (code === 'FOK_NOT_FILLED') return reject('RATE_CHANGED', 'Rate has been changed: not enough was available at your odds.');
  return reject(code, MESSAGES[code] ?? detail);
}

/**
 * A bet refused for exposure past its bound (`code`: INSUFFICIENT_FUNDS, EXPOSURE_LIMIT,
 * ACCOUNT_EXPOSURE_LIMIT or LOSS_LIMIT). A customer below zero is told what is owed: no deposit short of that lets a
 * bet add risk, while bets that lower it are still taken.
 */
export function fundsRefusal(code: string, available: number): Outcome {
  if (code !== 'INSUFFICIENT_FUNDS' || available >= 0) return engineReject(code, 'exposure above funds');
  const owed = paiseToRupees(-available).toFixed(2);
  return reject(code, `Your balance is -₹${owed}: deposit at least ₹${owed} before adding risk.`);
}

/** Average matched odds as decimal odds: 1 + profit (or liability) per unit matched. */
export function averageOdds(matched: number, matchedProfit: number): number {
  return matched > 0 ? hundredthsToDecimal(Math.round(100 + (matchedProfit * 100) / matched)) : 0;
}

export function orderAnswer(o: OrderView): Record<string, unknown> {
  return rowAnswer({
    bet_id: Number(o.orderId),
    status: o.status,
    matched: o.matched,
    remaining: o.remaining,
    cancelled: o.cancelled,
    matched_profit: o.matchedProfit,
  });
}

export function rowAnswer(
  b: Pick<BetRow, 'bet_id' | 'status' | 'matched' | 'remaining' | 'cancelled' | 'matched_profit'>,
): Record<string, unknown> {
  return {
    bet_id: b.bet_id,
    status: b.status,
    matched_stack: paiseToRupees(b.matched),
    remaining_stack: paiseToRupees(b.remaining),
    cancelled_stack: paiseToRupees(b.cancelled),
    avg_odds: averageOdds(b.matched, b.matched_profit),
  };
}
