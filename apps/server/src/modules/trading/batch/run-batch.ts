import { BatchState } from './batch-state.ts';
import { io, type BatchGenerator, type MarketRecord, type WriteSet } from '../shared/trading-types.ts';
import { isExclusive, type Command, type Outcome } from '../shared/commands.ts';
import { betStateOf, type EngineEntry, type PlanContext } from './plan-context.ts';
import { familyOf } from '../markets/market-kinds.ts';
import type { MarketCache } from '../markets/market-cache.ts';
import { rebuildEngine } from '../markets/rebuild-engine.ts';

/** Applies one command to the batch's engines and money state (trading/plan-command.ts). */
export type Planner = (ctx: PlanContext, c: Command) => BatchGenerator<Outcome>;

export interface BatchOptions {
  cache: MarketCache;
  plan: Planner;
  now: number;
  /** PostgreSQL: lock every account with a bet in the batch's markets up front (fixed order, no deadlock). */
  lockMarketUsers: boolean;
}

export interface BatchResult {
  outcomes: Outcome[];
  /** Engines to cache after commit, with their new book version. */
  engines: Map<number, EngineEntry>;
  closed: Set<number>;
  touched: number[];
  /** What the batch wrote: observers read it after commit (bets, exposures, balances). */
  writes: WriteSet;
}

function* syncEngine(record: MarketRecord, options: BatchOptions): BatchGenerator<EngineEntry> {
  const id = record.row.market_id;
  const hit = options.cache.get(id, record.row.book_version);
  if (hit) return hit;
  const book = yield* io({ op: 'loadBook', marketId: id });
  const engine = rebuildEngine(record, book.bets, book.pairs);
  return { engine, bookVersion: record.row.book_version, users: new Set(book.bets.map((b) => b.user_id)) };
}

/**
 * One batch in one transaction: lock the markets, bring their engines up to date, lock the
 * accounts, apply every command in order to the engines and the money state, write it all.
 * The caller commits, then answers; on failure it drops these engines from the cache.
 */
export function* runBatch(commands: Command[], options: BatchOptions): BatchGenerator<BatchResult> {
  const marketIds = [...new Set(commands.map((c) => c.marketId))].sort((a, b) => a - b);
  const records = yield* io({ op: 'lockMarkets', ids: marketIds });
  const ctx: PlanContext = {
    state: new BatchState(options.now),
    markets: new Map(records.map((r) => [r.row.market_id, r])),
    engines: new Map(),
    houseBets: new Map(),
    betIds: [],
    touchedBets: new Map(),
    closedMarkets: new Set(),
    now: options.now,
  };
  const exclusive = commands.some(isExclusive);
  const lockUsers = new Set(commands.flatMap((c) => ('userId' in c ? [c.userId] : [])));
  for (const record of records) {
    const id = record.row.market_id;
    if (familyOf(record.row.market_type) !== 'EXCHANGE') {
      const bets = yield* io({ op: 'loadMarketBets', marketId: id });
      ctx.houseBets.set(id, bets);
      if (exclusive || options.lockMarketUsers) for (const b of bets) lockUsers.add(b.user_id);
    } else if (record.row.status !== 'CLOSED') {
      const entry = yield* syncEngine(record, options);
      ctx.engines.set(id, entry);
      if (exclusive || options.lockMarketUsers) for (const u of entry.users) lockUsers.add(u);
    }
  }
  const users = [...lockUsers].sort((a, b) => a - b);
  if (users.length > 0) {
    const loaded = yield* io({ op: 'loadUsers', userIds: users, marketIds });
    ctx.state.addUsers(loaded.accounts, loaded.exposures, users, marketIds);
  }
  const placements = commands.filter((c) => c.type === 'place' || c.type === 'fancy').length;
  ctx.betIds = yield* io({ op: 'allocateBetIds', count: placements });
  const outcomes: Outcome[] = [];
  for (const c of commands) outcomes.push(yield* options.plan(ctx, c));
  for (const [marketId, betIds] of ctx.touchedBets) {
    const engine = ctx.engines.get(marketId)!.engine;
    for (const id of betIds) ctx.state.updateBet(betStateOf(engine.getOrder(String(id))!, options.now));
  }
  const writes = ctx.state.finish();
  yield* io({ op: 'write', writes });
  return { outcomes, engines: ctx.engines, closed: ctx.closedMarkets, touched: writes.touchedMarkets, writes };
}
