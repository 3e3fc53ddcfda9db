import { DAY_MS } from '@bx/contract';
import { BatchState } from './batch-state.ts';
import type { SettledLosses } from './settled-losses.ts';
import { io, type BatchGenerator, type MarketRecord, type WriteSet } from '../shared/trading-types.ts';
import { isExclusive, type Command, type Outcome } from '../shared/commands.ts';
import { betStateOf, loadPairs, type EngineEntry, type PlanContext } from './plan-context.ts';
import { familyOf } from '../markets/market-kinds.ts';
import type { MarketCache } from '../markets/market-cache.ts';
import { rebuildEngine } from '../markets/rebuild-engine.ts';
import { loadKeyedBets } from './keyed-bets.ts';

/** Applies one command to the batch's engines and money state (trading/plan-command.ts). */
export type Planner = (ctx: PlanContext, c: Command) => BatchGenerator<Outcome>;

export interface BatchOptions {
  cache: MarketCache;
  plan: Planner;
  now: number;
  /** Each customer's loss settled in 24 hours (this process's memory, loaded here on first use). */
  losses: SettledLosses;
  /**
   * PostgreSQL: other processes may settle on the same database, so the settled results of
   * callers with a loss limit are read in every batch (one statement), not kept from earlier ones.
   */
  reloadLosses: boolean;
  /**
   * PostgreSQL: lock every account with a bet in the batch's markets up front (fixed order, no
   * deadlock). Only their accounts: the held exposures of counterparties are read as they are
   * found, under the market's lock, as on SQLite.
   */
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
  /** Each customer's sport result booked by the batch (paise, signed), for the daily loss after commit. */
  results: Map<number, number>;
}

function* syncEngine(record: MarketRecord, options: BatchOptions): BatchGenerator<EngineEntry> {
  const id = record.row.market_id;
  const hit = options.cache.get(id, record.row.book_version);
  if (hit) return hit;
  const book = yield* io({ op: 'loadBook', marketId: id });
  options.cache.rebuilds += 1;
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
    losses: options.losses,
    keyedBets: new Map(),
  };
  const exclusive = commands.some(isExclusive);
  // Each caller's exposure on its command's market; counterparties are loaded as they are found.
  const pairs = new Map<string, [number, number]>();
  const need = (userId: number, marketId: number) => pairs.set(`${userId}:${marketId}`, [userId, marketId]);
  const lockToo = new Set<number>();
  for (const c of commands) if ('userId' in c) need(c.userId, c.marketId);
  for (const record of records) {
    const id = record.row.market_id;
    if (familyOf(record.row.market_type) !== 'EXCHANGE') {
      // A house bet moves only its own customer's book (the house takes the other side), so a bet
      // batch reads just its callers' bets on the market, and locks just their accounts; a
      // market-wide command reads them all. Reading every bet made each batch on a busy fancy
      // dearer than the last: 7.4 ms of CPU a bet after 9,500 bets on one market, 0.5 ms at first.
      const callers = exclusive ? null : [...new Set(commands.flatMap((c) => (c.marketId === id && 'userId' in c ? [c.userId] : [])))];
      const bets = yield* io({ op: 'loadMarketBets', marketId: id, userIds: callers });
      ctx.houseBets.set(id, bets);
      if (exclusive) for (const b of bets) need(b.user_id, id);
    } else if (record.row.status !== 'CLOSED') {
      const entry = yield* syncEngine(record, options);
      ctx.engines.set(id, entry);
      if (exclusive) for (const u of entry.users) need(u, id);
      else if (options.lockMarketUsers) for (const u of entry.users) lockToo.add(u);
    }
  }
  yield* loadPairs(ctx.state, [...pairs.values()], [...lockToo]);
  yield* loadLosses(commands, options);
  ctx.keyedBets = yield* loadKeyedBets(commands);
  // A replace may place a new bet at its new price; a cash out places at most one leg per runner.
  const placements = commands.reduce((n, c) => n + placementsOf(ctx, c), 0);
  ctx.betIds = yield* io({ op: 'allocateBetIds', count: placements });
  const outcomes: Outcome[] = [];
  for (const c of commands) outcomes.push(yield* options.plan(ctx, c));
  for (const [marketId, betIds] of ctx.touchedBets) {
    const engine = ctx.engines.get(marketId)!.engine;
    for (const id of betIds) ctx.state.updateBet(betStateOf(engine.getOrder(String(id))!, options.now));
  }
  const writes = ctx.state.finish();
  yield* io({ op: 'write', writes });
  return { outcomes, engines: ctx.engines, closed: ctx.closedMarkets, touched: writes.touchedMarkets, writes, results: ctx.state.results };
}

/**
 * Loads the settled results of callers with a daily loss limit not yet in memory. It runs after
 * their accounts are locked, so on PostgreSQL a settlement still committing is waited for.
 */
/** How many new bet ids a command may need: one a placement or a price move, one a runner for a cash out's legs. */
function placementsOf(ctx: PlanContext, c: Command): number {
  if (c.type === 'place' || c.type === 'fancy') return 1;
  if (c.type === 'replace') return c.price === undefined ? 0 : 1;
  if (c.type === 'cashOut') return ctx.markets.get(c.marketId)?.runners.length ?? 0;
  return 0;
}

function* loadLosses(commands: Command[], options: BatchOptions): BatchGenerator<void> {
  const limited = new Set<number>();
  for (const c of commands) {
    if (c.type !== 'place' && c.type !== 'fancy' && c.type !== 'replace') continue;
    if (c.lossLimit != null && (options.reloadLosses || !options.losses.knows(c.userId, options.now))) limited.add(c.userId);
  }
  if (limited.size === 0) return;
  const userIds = [...limited];
  const since = options.now - DAY_MS;
  options.losses.load(userIds, since, yield* io({ op: 'loadResults', userIds, since }));
}
