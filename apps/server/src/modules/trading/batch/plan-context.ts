import type { Market, OrderView } from '@bx/exchange';
import type { BatchState } from './batch-state.ts';
import type { SettledLosses } from './settled-losses.ts';
import { io, type BatchGenerator, type BetRow, type BetState, type MarketRecord } from '../shared/trading-types.ts';
import { reject, type Outcome } from '../shared/commands.ts';

export interface EngineEntry {
  engine: Market;
  bookVersion: number;
  users: Set<number>;
}

/** The stored bets of a batch's client_refs, by user then key. A keyless bet's null is never a key. */
export type KeyedBets = Map<number, Map<string | null, BetRow>>;

/** What the planners of one batch share: the locked markets, their engines, the money state. */
export interface PlanContext {
  state: BatchState;
  markets: Map<number, MarketRecord>;
  engines: Map<number, EngineEntry>;
  /** Bookmaker and fancy markets: every bet, kept current as the batch adds some. */
  houseBets: Map<number, BetRow[]>;
  betIds: number[];
  /** Exchange bets whose engine state must be written back, per market. */
  touchedBets: Map<number, Set<number>>;
  /** Engines that must be dropped from the cache after commit (closed markets). */
  closedMarkets: Set<number>;
  now: number;
  /** Loss settled in 24 hours of every caller with a daily loss limit (loaded by runBatch). */
  losses: SettledLosses;
  /** The stored bets of the batch's client_refs (loaded by runBatch). */
  keyedBets: KeyedBets;
}

/** Loads (and on PostgreSQL locks) the accounts and held exposure of users not yet in the batch. */
export function* ensureUsers(ctx: PlanContext, userIds: number[], marketIds: number[]): BatchGenerator<void> {
  const pairs: [number, number][] = [];
  for (const u of new Set(userIds)) for (const m of marketIds) if (!ctx.state.hasExposure(u, m)) pairs.push([u, m]);
  yield* loadPairs(ctx.state, pairs);
}

/**
 * Reads the exposure of exactly these (user, market) pairs, and the accounts of their users and
 * of `alsoUsers` not yet in the batch (locked on PostgreSQL, in user id order).
 */
export function* loadPairs(state: BatchState, pairs: [number, number][], alsoUsers: readonly number[] = []): BatchGenerator<void> {
  if (pairs.length === 0 && alsoUsers.length === 0) return;
  const userIds = [...new Set([...pairs.map(([u]) => u), ...alsoUsers])].filter((u) => !state.hasUser(u)).sort((a, b) => a - b);
  const loaded = yield* io({ op: 'loadUsers', userIds, pairs });
  state.addUsers(loaded.accounts, loaded.exposures, pairs);
}

export function touchBet(ctx: PlanContext, marketId: number, betId: number): void {
  let set = ctx.touchedBets.get(marketId);
  if (!set) ctx.touchedBets.set(marketId, (set = new Set()));
  set.add(betId);
}

export function betStateOf(o: OrderView, now: number, settled?: { outcome: string | null; pnl: number | null }): BetState {
  return {
    bet_id: Number(o.orderId),
    matched: o.matched,
    remaining: o.remaining,
    cancelled: o.cancelled,
    lapsed: o.lapsed,
    voided: o.voided,
    matched_profit: o.matchedProfit,
    status: o.status,
    lapse_reason: o.lapseReason,
    outcome: settled?.outcome ?? null,
    pnl: settled?.pnl ?? null,
    updated_at: now,
  };
}

/** The market of a command, or the reason it cannot be used. */
export function marketFor(ctx: PlanContext, marketId: number): MarketRecord | Outcome {
  const record = ctx.markets.get(marketId);
  return record ?? reject('MARKET_NOT_FOUND', 'This market does not exist.');
}
