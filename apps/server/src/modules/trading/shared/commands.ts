import type { CurrentQuote } from '@bx/contract';
import type { Persistence, Side, TimeInForce } from '@bx/exchange';
import type { Deal } from '@bx/games';

/**
 * The customer's daily loss limit (paise) as the bet route read it; null or absent: no limit
 * (seed, simulator). The batch checks it with the loss settled in 24 hours and the exposure it holds.
 */
export type LossLimit = number | null;

/** A bet on a runner market: exchange (matched on the book) or bookmaker (filled by the house at its quote). */
export interface PlaceCommand {
  type: 'place';
  userId: number;
  marketId: number;
  matchId: number;
  selectionId: number;
  side: Side;
  /** Decimal odds in hundredths. */
  price: number;
  stake: number;
  timeInForce: TimeInForce;
  persistence: Persistence;
  clientRef: string | null;
  /** Set after the in-play bet delay: the market version seen when the bet arrived. */
  expectedVersion?: number;
  lossLimit?: LossLimit;
  /** The request's address, stored on the bet row for the operator's feed; absent when the server places it. */
  ip?: string;
}

/**
 * A fancy bet at the quoted run (`line`) and rate as stored (per 100; ODD_EVEN decimal odds in
 * hundredths); side BACK = yes (odd for odd-even), LAY = no (even).
 */
export interface FancyCommand {
  type: 'fancy';
  userId: number;
  marketId: number;
  matchId: number;
  side: Side;
  line: number;
  rate: number;
  stake: number;
  clientRef: string | null;
  expectedVersion?: number;
  lossLimit?: LossLimit;
  ip?: string;
}

export interface CancelCommand {
  type: 'cancel';
  userId: number;
  marketId: number;
  betId: number;
}

/**
 * An unmatched exchange bet edited: `stake` alone (paise, lower than what is unmatched) lowers it
 * in place; `price` moves the unmatched part to a new bet there (of `stake`, default all of it).
 */
export interface ReplaceCommand {
  type: 'replace';
  userId: number;
  marketId: number;
  betId: number;
  price?: number;
  stake?: number;
  expectedVersion?: number;
  lossLimit?: LossLimit;
  ip?: string;
}

export interface StatusCommand {
  type: 'status';
  marketId: number;
  status?: 'INACTIVE' | 'OPEN' | 'SUSPENDED';
  inPlay?: boolean;
  betDelay?: number;
}

export interface RemoveRunnerCommand {
  type: 'removeRunner';
  marketId: number;
  selectionId: number;
  reductionBp: number;
}

/** Declare a result: winners for runner markets, runs for a fancy; `winners: null` voids. */
export interface SettleCommand {
  type: 'settle';
  marketId: number;
  winners: number[] | null;
  resultRun: number | null;
  reason?: string;
  /** A casino round: the deal that decides every bet (winners = its main result). */
  deal?: Deal;
}

export interface RollbackCommand {
  type: 'rollback';
  marketId: number;
}

/**
 * A cash out (exchange-rules.md "Cash out"): the customer's unmatched bets on the market
 * cancelled, then the hedge's legs placed all or none; with `minValue` null only the quote.
 */
export interface CashOutCommand {
  type: 'cashOut';
  userId: number;
  marketId: number;
  /** Parts of 10 000 (FULL_FRACTION): 5 000 cashes out half. */
  fraction: number;
  /** Paise: nothing is placed when the cash out would lock in less (CASH_OUT_CHANGED); null: quote only. */
  minValue: number | null;
  /** The request's client_ref: leg i is stored with `${ref}#${i}`, so a repeat finds them. */
  ref: string | null;
  /**
   * An auto cash out's rule at the version the leader evaluated: the batch marks it FIRED with its
   * bets in the same transaction, and places nothing (AUTO_CASH_OUT_CLEARED) unless it is still ACTIVE at that version.
   */
  rule?: { ruleId: number; version: number };
  expectedVersion?: number;
  ip?: string;
}

/** Brings a market's cached engine up to date (for display); writes nothing. */
export interface SyncCommand {
  type: 'sync';
  marketId: number;
}

export type Command =
  | PlaceCommand
  | FancyCommand
  | CancelCommand
  | ReplaceCommand
  | CashOutCommand
  | StatusCommand
  | RemoveRunnerCommand
  | SettleCommand
  | RollbackCommand
  | SyncCommand;

/** Commands that change a whole market run alone in their batch. */
export function isExclusive(c: Command): boolean {
  return c.type === 'status' || c.type === 'removeRunner' || c.type === 'settle' || c.type === 'rollback';
}

export type Outcome =
  | { ok: true; data: Record<string, unknown> }
  /** `data`: what a refusal carries besides its code (CASH_OUT_CHANGED: the new quote). */
  | { ok: false; code: string; message: string; quote?: CurrentQuote; data?: Record<string, unknown> }
  | { ok: 'defer'; delayMs: number; version: number };

/**
 * The code of a batch whose COMMIT may or may not have happened (its answer was lost and the
 * marker could not be read): never "nothing placed". The same client_ref re-sent finds the bet
 * if it was placed.
 */
export const OUTCOME_UNKNOWN = 'OUTCOME_UNKNOWN';

export function reject(code: string, message: string): Outcome {
  return { ok: false, code, message };
}
