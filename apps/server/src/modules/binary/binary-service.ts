import { MINUTE_MS } from '@bx/contract';
import type { AppDatabase } from '../../db/create-database.ts';
import { updateFancyQuote } from '../admin/quotes.ts';
import type { TradingService } from '../trading/trading-service.ts';
import { binaryLines } from './binary-lines.ts';
import { ensureSession, sessionLines } from './binary-sessions.ts';
import type { InstrumentFeed } from './instrument-feed.ts';
import { INSTRUMENTS, PRACTICE, resultOf, type Instrument } from './instruments.ts';
import { SimulatedFeed } from './simulated-feed.ts';
import type { Config } from '../../config.ts';
import { openSession } from './trading-hours.ts';
import { oneAtATime } from '../../scheduling/one-at-a-time.ts';

/** How long after the close a session waits for its settlement price before it is void. */
const SETTLEMENT_GRACE_MS = 60 * MINUTE_MS;

type Outcome = Awaited<ReturnType<TradingService['settle']>>;

/**
 * Binary sessions over time: each tick, for every instrument trading now, the session of the day
 * (created at its first tick), its price recorded for the chart and its lines requoted around the
 * price; a line that moves is suspended until the next tick finds it still. Past the close, lines
 * are suspended and the session settles on the feed's settlement price (YES wins at or above the
 * line), or is void when none comes within the grace period. The clock is injected.
 */
export class BinaryService {
  private readonly byCode: Map<string, Instrument>;

  constructor(
    private readonly database: AppDatabase,
    private readonly trading: TradingService,
    public feed: InstrumentFeed,
    readonly instruments: readonly Instrument[],
    public clock: () => number = Date.now,
  ) {
    this.byCode = new Map(instruments.map((i) => [i.code, i]));
  }

  instrument(code: string): Instrument | undefined {
    return this.byCode.get(code);
  }

  /** One step at the clock's time; calls queue behind each other (the background loop and an operator's clock move). */
  readonly tick = oneAtATime(() => this.step());

  private async step(): Promise<void> {
    const now = this.clock();
    for (const instrument of this.instruments) {
      const w = openSession(instrument, now);
      const price = w && this.feed.priceAt(instrument, now);
      if (!w || price === null || price === undefined) continue;
      const matchId = await ensureSession(this.database.db, instrument, w, price);
      const session = await this.session(matchId);
      if (session.status !== 'OPEN') continue;
      await this.database.db
        .insertInto('binary_ticks')
        .values({ match_id: matchId, at: Math.floor(now / MINUTE_MS) * MINUTE_MS, price })
        .onConflict((oc) => oc.columns(['match_id', 'at']).doNothing())
        .execute();
      await this.requote(matchId, binaryLines(instrument, price, now, w.opensAt, w.closesAt));
    }
    await this.closeDue(now);
  }

  private async requote(matchId: number, quotes: ReturnType<typeof binaryLines>): Promise<void> {
    const lines = await sessionLines(this.database.db, matchId);
    for (const [i, row] of lines.entries()) {
      const q = quotes[i];
      if (!q || row.status === 'CLOSED') continue;
      const moved = row.yes_line !== q.line;
      if (moved || row.yes_rate !== q.yesRate || row.no_rate !== q.noRate) {
        const status = moved && row.status === 'OPEN' ? ('SUSPENDED' as const) : undefined;
        const quote = { session_value_yes: q.line, session_size_yes: q.yesRate, session_value_no: q.line, session_size_no: q.noRate };
        // binaryLines quotes NO above YES at one line (sound): nothing here is refused.
        await updateFancyQuote(this.database, this.trading, { fancy_id: row.market_id, ...quote, status });
      } else if (row.status === 'SUSPENDED') {
        await this.trading.setStatus({ marketId: row.market_id, status: 'OPEN' });
      }
    }
  }

  /** Sessions past their close that are still open or waiting for a price: suspend, then settle or void. */
  private async closeDue(now: number): Promise<void> {
    const due = await this.database.db
      .selectFrom('binary_sessions')
      .selectAll()
      .where('closes_at', '<=', now)
      .where('status', 'in', ['OPEN', 'CLOSED'])
      .execute();
    for (const s of due) {
      const matchId = Number(s.match_id);
      if (s.status === 'OPEN') await this.suspendLines(matchId);
      const instrument = this.byCode.get(s.instrument);
      const price = instrument ? this.feed.settlementPrice(instrument, s.trading_day) : null;
      if (price !== null) await this.settle(matchId, price);
      else if (now >= Number(s.closes_at) + SETTLEMENT_GRACE_MS) await this.void(matchId, 'no settlement price');
    }
  }

  private async suspendLines(matchId: number): Promise<void> {
    for (const row of await sessionLines(this.database.db, matchId))
      if (row.status === 'OPEN') await this.trading.setStatus({ marketId: row.market_id, status: 'SUSPENDED' });
    await this.setStatus(matchId, 'CLOSED');
  }

  async session(matchId: number) {
    return this.database.db
      .selectFrom('binary_sessions')
      .selectAll()
      .where('match_id', '=', matchId)
      .executeTakeFirst()
      .then((s) => s!);
  }

  /** Settles every line on the price (hundredths): the result is its whole points, so YES at L wins iff price >= L. */
  async settle(matchId: number, price: number): Promise<Outcome> {
    const outcome = await this.eachOpenLine(matchId, (marketId) =>
      this.trading.settle({ marketId, winners: [], resultRun: resultOf(price) }),
    );
    if (outcome.ok === true)
      await this.database.db
        .updateTable('binary_sessions')
        .set({ status: 'SETTLED', settlement_price: price, settled_at: this.clock() })
        .where('match_id', '=', matchId)
        .execute();
    return outcome;
  }

  /** Voids every line: stakes back, nothing won or lost. */
  async void(matchId: number, reason: string): Promise<Outcome> {
    const outcome = await this.eachOpenLine(matchId, (marketId) =>
      this.trading.settle({ marketId, winners: null, resultRun: null, reason }),
    );
    if (outcome.ok === true) await this.setStatus(matchId, 'VOID', this.clock());
    return outcome;
  }

  /** Undoes the settlement or void of every line (new ledger rows); the session waits for the operator. */
  async rollback(matchId: number): Promise<Outcome> {
    for (const row of await sessionLines(this.database.db, matchId)) {
      if (row.status !== 'CLOSED' || !row.settlement_json) continue;
      const outcome = await this.trading.rollback(row.market_id);
      if (outcome.ok !== true) return outcome;
    }
    await this.database.db
      .updateTable('binary_sessions')
      .set({ status: 'HELD', settlement_price: null, settled_at: null })
      .where('match_id', '=', matchId)
      .execute();
    return { ok: true, data: { match_id: matchId, status: 'HELD' } };
  }

  /** Runs a command on every line not settled yet, all submitted at once (each is its own batch); the first failure is the answer. */
  private async eachOpenLine(matchId: number, run: (marketId: number) => Promise<Outcome>): Promise<Outcome> {
    const lines = (await sessionLines(this.database.db, matchId)).filter((row) => row.status !== 'CLOSED');
    const outcomes = await Promise.all(lines.map((row) => run(row.market_id)));
    return outcomes.find((o) => o.ok !== true) ?? { ok: true, data: { match_id: matchId } };
  }

  private async setStatus(matchId: number, status: 'CLOSED' | 'VOID', settledAt: number | null = null): Promise<void> {
    await this.database.db.updateTable('binary_sessions').set({ status, settled_at: settledAt }).where('match_id', '=', matchId).execute();
  }
}

/** The service as the app runs it: the simulated feed from the simulator's seed, and the practice instrument in the demo world. */
export function binaryService(config: Config, database: AppDatabase, trading: TradingService): BinaryService {
  return new BinaryService(
    database,
    trading,
    new SimulatedFeed(config.SIMULATOR_SEED),
    config.SEED_DEMO ? [...INSTRUMENTS, PRACTICE] : INSTRUMENTS,
  );
}
