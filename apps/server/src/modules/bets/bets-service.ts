import type { AppDatabase } from '../../db/create-database.ts';
import { ensureCustomerAccounts } from '../ledger/customer-accounts.ts';
import { MarketCache } from '../markets/market-cache.ts';
import { BatchExecutor, type CommitListener, type ExecutorOptions } from './batch-executor.ts';
import type {
  FancyCommand, Outcome, PlaceCommand, RemoveRunnerCommand, SettleCommand, StatusCommand,
} from './commands.ts';
import { IDEMPOTENCY_MS, reject } from './commands.ts';

export type PlaceInput = Omit<PlaceCommand, 'type' | 'expectedVersion'>;
export type FancyInput = Omit<FancyCommand, 'type' | 'expectedVersion'>;

/**
 * The money core's command API (routes, the demo seed and the simulator use it): place and
 * cancel as a given user, change a market's status, remove a runner, declare, void, roll back.
 * Every call resolves after its transaction committed, with `{ ok: true, data }` or a
 * business rejection `{ ok: false, code, message }`.
 */
export class BetsService {
  readonly cache = new MarketCache();
  private readonly executor: BatchExecutor;
  private readonly recent = new Map<string, { at: number; outcome: Promise<Outcome> }>();

  constructor(private readonly database: AppDatabase, private log: (error: unknown) => void = () => undefined, options: ExecutorOptions = {}) {
    this.executor = new BatchExecutor(database, this.cache, (error) => this.log(error), options);
  }

  /** Where failed batches and failing commit listeners are reported (the service may exist before the app's logger). */
  logTo(log: (error: unknown) => void): void {
    this.log = log;
  }

  /** Called after every commit with the markets it wrote to (`exclusive`: an operator command); a listener that fails is logged. */
  onCommit(listener: CommitListener): void {
    this.executor.onCommit(listener);
  }

  placeMarketBet(input: PlaceInput): Promise<Outcome> {
    return this.idempotent(input.userId, input.clientRef, () => this.withDelay({ ...input, type: 'place' }));
  }

  placeFancyBet(input: FancyInput): Promise<Outcome> {
    return this.idempotent(input.userId, input.clientRef, () => this.withDelay({ ...input, type: 'fancy' }));
  }

  async cancelBet(userId: number, betId: number): Promise<Outcome> {
    const bet = await this.database.db.selectFrom('bets').select(['market_id', 'user_id']).where('bet_id', '=', betId).executeTakeFirst();
    if (!bet || bet.user_id !== userId) return reject('ORDER_NOT_FOUND', 'No such bet.');
    return this.executor.submit({ type: 'cancel', userId, marketId: bet.market_id, betId });
  }

  setStatus(command: Omit<StatusCommand, 'type'>): Promise<Outcome> {
    return this.executor.submit({ ...command, type: 'status' });
  }

  removeRunner(command: Omit<RemoveRunnerCommand, 'type'>): Promise<Outcome> {
    return this.executor.submit({ ...command, type: 'removeRunner' });
  }

  /** Declares winners (runner markets) or result runs (fancy); `winners: null` voids the market. */
  settle(command: Omit<SettleCommand, 'type'>): Promise<Outcome> {
    return this.executor.submit({ ...command, type: 'settle' });
  }

  rollback(marketId: number): Promise<Outcome> {
    return this.executor.submit({ type: 'rollback', marketId });
  }

  /** The cached engine of an exchange market brought to `bookVersion` (for display), or null. */
  async engineFor(marketId: number, bookVersion: number) {
    const hit = this.cache.get(marketId, bookVersion);
    if (hit) return hit.engine;
    await this.executor.submit({ type: 'sync', marketId });
    return this.cache.peek(marketId)?.engine ?? null;
  }

  private async withDelay(command: PlaceCommand | FancyCommand): Promise<Outcome> {
    await ensureCustomerAccounts(this.database.db, command.userId);
    const first = await this.executor.submit(command);
    if (first.ok !== 'defer') return first;
    // In-play bet delay: the bet waits, then is checked again against the version it saw.
    await new Promise((r) => setTimeout(r, first.delayMs));
    return this.executor.submit({ ...command, expectedVersion: first.version });
  }

  private idempotent(userId: number, clientRef: string | null, run: () => Promise<Outcome>): Promise<Outcome> {
    if (!clientRef) return run();
    const now = Date.now();
    const key = `${userId}:${clientRef}`;
    const seen = this.recent.get(key);
    if (seen && now - seen.at < IDEMPOTENCY_MS) return seen.outcome;
    if (this.recent.size > 10_000) for (const [k, v] of this.recent) if (now - v.at >= IDEMPOTENCY_MS) this.recent.delete(k);
    const outcome = run();
    const entry = { at: now, outcome };
    this.recent.set(key, entry);
    // Only a placed bet answers repeats: after a refusal or a failed batch nothing was placed, so a
    // retry with the same key is decided afresh (the batch's database look-up still finds a bet
    // whose commit could not be confirmed).
    void outcome.then((o) => {
      if (o.ok !== true && this.recent.get(key) === entry) this.recent.delete(key);
    });
    return outcome;
  }
}
