import type { AppDatabase } from '../../db/create-database.ts';
import { ensureCustomerAccounts } from '../ledger/customer-accounts.ts';
import { MarketCache } from './markets/market-cache.ts';
import { SettledLosses } from './batch/settled-losses.ts';
import { BatchExecutor, type CommitListener, type ExecutorOptions } from './batch/batch-executor.ts';
import { planCommand } from './plan-command.ts';
import type {
  CashOutCommand,
  Command,
  FancyCommand,
  Outcome,
  PlaceCommand,
  RemoveRunnerCommand,
  ReplaceCommand,
  SettleCommand,
  StatusCommand,
} from './shared/commands.ts';
import { reject } from './shared/commands.ts';
import type { BatchFence } from './batch/run-postgres-batch.ts';
import type { CommandRouter, OwnershipFigures } from './ownership/market-router.ts';
import { SHARD_COUNT } from './ownership/shard-of.ts';
import { bookElsewhere } from './ownership/book-elsewhere.ts';

export type PlaceInput = Omit<PlaceCommand, 'type' | 'expectedVersion'>;
export type FancyInput = Omit<FancyCommand, 'type' | 'expectedVersion'>;
export type ReplaceInput = Omit<ReplaceCommand, 'type' | 'expectedVersion' | 'marketId'>;
export type CashOutInput = Omit<CashOutCommand, 'type' | 'expectedVersion'>;

/**
 * The money core's command API (routes, the demo seed and the simulator use it): place and
 * cancel as a given user, change a market's status, remove a runner, declare, void, roll back.
 * Every call resolves after its transaction committed, with `{ ok: true, data }` or a
 * business rejection `{ ok: false, code, message }`.
 */
export class TradingService {
  readonly cache = new MarketCache();
  /** Each customer's loss settled in the last 24 hours, as the batches check the daily loss limit. */
  readonly losses = new SettledLosses();
  private readonly executor: BatchExecutor;
  private readonly inFlight = new Map<string, Promise<Outcome>>();
  /** Several processes on PostgreSQL: commands go where their market's book lives (ownership/). */
  private router: CommandRouter | null = null;
  /** Books of markets another process owns, read from the database for display. */
  private readonly elsewhere = new MarketCache();

  constructor(
    private readonly database: AppDatabase,
    private log: (error: unknown) => void = () => undefined,
    options: ExecutorOptions = {},
  ) {
    this.executor = new BatchExecutor(database, this.cache, this.losses, planCommand, (error) => this.log(error), options);
  }

  /**
   * A result the daily loss limit counts was booked outside the batch (a game's own transaction):
   * the batch reads this customer's day from the ledger again before their next limited bet.
   * Called inside that transaction: on SQLite batches wait while it holds the one connection,
   * so none can read the day between the booking and its commit and keep the old figure.
   */
  readonly resultBookedElsewhere = (userId: number): void => this.losses.forget([userId]);

  /** Where failed batches and failing commit listeners are reported (the service may exist before the app's logger). */
  logTo(log: (error: unknown) => void): void {
    this.log = log;
  }

  /** Called after every commit with the markets it wrote to (`exclusive`: an operator command); a listener that fails is logged. */
  onCommit(listener: CommitListener): void {
    this.executor.onCommit(listener);
  }

  /**
   * From now on commands run where their market is owned, and batches here commit only with this
   * process's leases (`fence`). Without a router (SQLite, one process) everything runs here.
   */
  routeThrough(router: CommandRouter, fence: BatchFence): void {
    this.executor.fenceWith(fence);
    this.router = router;
  }

  /** Runs a command in this process's batches (the router's way in for the markets it owns). */
  readonly runHere = (command: Command): Promise<Outcome> => this.executor.submit(command);

  /** Shards owned, commands forwarded and books rebuilt, for /metrics. */
  get figures(): OwnershipFigures & { rebuilds: number } {
    const ownership = this.router?.figures ?? { shardsOwned: SHARD_COUNT, forwardedIn: 0, forwardedOut: 0, fenced: 0 };
    return { ...ownership, rebuilds: this.cache.rebuilds };
  }

  private submit(command: Command): Promise<Outcome> {
    return this.router ? this.router.submit(command) : this.executor.submit(command);
  }

  placeMarketBet(input: PlaceInput): Promise<Outcome> {
    return this.idempotent(input.userId, input.clientRef, () => this.withDelay({ ...input, type: 'place' }));
  }

  placeFancyBet(input: FancyInput): Promise<Outcome> {
    return this.idempotent(input.userId, input.clientRef, () => this.withDelay({ ...input, type: 'fancy' }));
  }

  /**
   * A cash-out quote (`minValue` null: nothing changes) or the cash out itself, exactly once per
   * client_ref like a bet, after the in-play bet delay like a bet (place/plan-cash-out-command.ts).
   * A quote too goes where the market's book lives: another process's batch here is fenced out.
   */
  cashOut(input: CashOutInput): Promise<Outcome> {
    if (input.minValue === null) return this.submit({ ...input, type: 'cashOut' });
    return this.idempotent(input.userId, input.ref && `cash-out:${input.ref}`, () => this.withDelay({ ...input, type: 'cashOut' }));
  }

  async cancelBet(userId: number, betId: number): Promise<Outcome> {
    const bet = await this.database.db.selectFrom('bets').select(['market_id', 'user_id']).where('bet_id', '=', betId).executeTakeFirst();
    if (!bet || bet.user_id !== userId) return reject('ORDER_NOT_FOUND', 'No such bet.');
    return this.submit({ type: 'cancel', userId, marketId: bet.market_id, betId });
  }

  /** Lowers an unmatched stake in place or moves it to a new price (planReplace); another customer's bet is ORDER_NOT_FOUND. */
  async replaceBet(input: ReplaceInput): Promise<Outcome> {
    const bet = await this.database.db
      .selectFrom('bets')
      .select(['market_id', 'user_id'])
      .where('bet_id', '=', input.betId)
      .executeTakeFirst();
    if (!bet || bet.user_id !== input.userId) return reject('ORDER_NOT_FOUND', 'No such bet.');
    const command: ReplaceCommand = { ...input, type: 'replace', marketId: bet.market_id };
    const first = await this.submit(command);
    if (first.ok !== 'defer') return first;
    await new Promise((r) => setTimeout(r, first.delayMs));
    return this.submit({ ...command, expectedVersion: first.version });
  }

  /**
   * Cancels the unmatched part of every exchange bet of the customer on one market or on a whole
   * match: one ordinary cancel per bet, queued together so they share a batch. A bet matched or
   * cancelled meanwhile is left out of the answer.
   */
  async cancelAll(userId: number, scope: { marketId: number } | { matchId: number }): Promise<{ betIds: number[] }> {
    let open = this.database.db.selectFrom('bets').select(['bet_id', 'market_id']).where('user_id', '=', userId).where('remaining', '>', 0);
    open = 'marketId' in scope ? open.where('market_id', '=', scope.marketId) : open.where('match_id', '=', scope.matchId);
    const bets = await open.orderBy('bet_id').execute();
    const outcomes = await Promise.all(bets.map((b) => this.submit({ type: 'cancel', userId, marketId: b.market_id, betId: b.bet_id })));
    return { betIds: bets.filter((_, i) => outcomes[i]!.ok === true).map((b) => b.bet_id) };
  }

  setStatus(command: Omit<StatusCommand, 'type'>): Promise<Outcome> {
    return this.submit({ ...command, type: 'status' });
  }

  removeRunner(command: Omit<RemoveRunnerCommand, 'type'>): Promise<Outcome> {
    return this.submit({ ...command, type: 'removeRunner' });
  }

  /** Declares winners (runner markets) or result runs (fancy); `winners: null` voids the market. */
  settle(command: Omit<SettleCommand, 'type'>): Promise<Outcome> {
    return this.submit({ ...command, type: 'settle' });
  }

  rollback(marketId: number): Promise<Outcome> {
    return this.submit({ type: 'rollback', marketId });
  }

  /** The cached engine of an exchange market brought to `bookVersion` (for display), or null. */
  async engineFor(marketId: number, bookVersion: number) {
    if (this.router && !this.router.holds(marketId)) return this.engineElsewhere(marketId, bookVersion);
    const hit = this.cache.get(marketId, bookVersion);
    if (hit) return hit.engine;
    await this.submit({ type: 'sync', marketId });
    return this.cache.peek(marketId)?.engine ?? null;
  }

  private async engineElsewhere(marketId: number, bookVersion: number) {
    const hit = this.elsewhere.get(marketId, bookVersion);
    if (hit) return hit.engine;
    const read = await bookElsewhere(this.database.db, marketId);
    if (!read) return null;
    this.elsewhere.set(marketId, { ...read, users: new Set() });
    return read.engine;
  }

  private async withDelay(command: PlaceCommand | FancyCommand | CashOutCommand): Promise<Outcome> {
    try {
      await ensureCustomerAccounts(this.database.db, command.userId);
    } catch (error) {
      // A database connection lost before the bet reached a batch: nothing was placed.
      this.log(error);
      return reject('TRY_AGAIN', 'Your bet could not be processed just now; nothing was placed. Please try again.');
    }
    const first = await this.submit(command);
    if (first.ok !== 'defer') return first;
    // In-play bet delay: the bet waits, then is checked again against the version it saw.
    await new Promise((r) => setTimeout(r, first.delayMs));
    return this.submit({ ...command, expectedVersion: first.version });
  }

  /**
   * The same client_ref from the same customer places at most one bet, ever: the batch finds an
   * earlier bet with that key (unique per customer in the database) and answers it. A repeat
   * that arrives while the first is still in flight shares its answer, so a double click does
   * not even queue twice. After a refusal, TRY_AGAIN or OUTCOME_UNKNOWN the key is decided
   * afresh by the database: placed if the first attempt committed, a new decision otherwise.
   */
  private idempotent(userId: number, clientRef: string | null, run: () => Promise<Outcome>): Promise<Outcome> {
    if (!clientRef) return run();
    const key = `${userId}:${clientRef}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const outcome = run();
    this.inFlight.set(key, outcome);
    const done = () => this.inFlight.delete(key);
    void outcome.then(done, done);
    return outcome;
  }
}
