import { DAY_MS } from '@bx/contract';
import { isPanna } from '@bx/games';
import type { AppDatabase } from '../../db/create-database.ts';
import type { HashChainStore } from '../fairness/hash-chain-store.ts';
import type { LossLimit } from '../trading/shared/commands.ts';
import type { TradingService } from '../trading/trading-service.ts';
import { BET_MARKETS, resultOf, type BetMarketKey } from './bet-markets.ts';
import { parseMatkaBet } from './matka-bet.ts';
import { dealSeat, ensureDraw, loadDraw, marketsOf, type DrawRow } from './matka-draws.ts';
import { MATKA_MARKETS, upcomingSlots, type MatkaMarket } from './matka-markets.ts';
import type { MatkaBetType } from '@bx/contract';
import { oneAtATime } from '../../scheduling/one-at-a-time.ts';

type Outcome = Awaited<ReturnType<TradingService['settle']>>;
type Draw = NonNullable<DrawRow>;

const refuse = (code: string, message: string): Outcome => ({ ok: false, code, message });
const betMarket = (key: BetMarketKey) => BET_MARKETS.find((m) => m.key === key)!;
/** A result other than the chain's: the draw's result is what its seat deals, set once and only re-applied. */
const notDrawn = (panna: string, side: 'open' | 'close'): Outcome =>
  refuse(
    'RESULT_NOT_DRAWN',
    `The chain dealt ${panna} for this ${side} draw; a matka result is always the chain's and can only be re-applied.`,
  );

export interface MatkaBetInput {
  userId: number;
  matchId: number;
  betType: MatkaBetType;
  side: 'open' | 'close' | undefined;
  digits: string;
  stake: number;
  clientRef: string | null;
  lossLimit: LossLimit;
}

/**
 * Matka over time: draws created ahead with their hash-chain seats; at the open draw time the
 * bets that depend on it are closed (suspended) before the result is dealt and revealed, then
 * the open-side singles and pannas settle; at the close draw the rest settle. Bets go through
 * trading (each bet market is a fancy), so they share its batch, exposure and ledger. The clock
 * is injected.
 */
export class MatkaService {
  constructor(
    private readonly database: AppDatabase,
    private readonly trading: TradingService,
    readonly chains: HashChainStore,
    readonly markets: readonly MatkaMarket[] = MATKA_MARKETS,
    public clock: () => number = Date.now,
  ) {}

  market(code: string): MatkaMarket | undefined {
    return this.markets.find((m) => m.code === code);
  }

  /** One step at the clock's time; calls queue behind each other (the background loop and an operator's clock move). */
  readonly tick = oneAtATime(() => this.step());

  private async step(): Promise<void> {
    const now = this.clock();
    for (const market of this.markets)
      for (const slot of upcomingSlots(market, now)) await ensureDraw(this.database.db, this.chains, market, slot, now);
    const due = await this.database.db
      .selectFrom('matka_draws')
      .selectAll()
      .where('status', 'in', ['OPEN', 'OPEN_DRAWN'])
      .where('open_at', '<=', now)
      .orderBy('open_at')
      .execute();
    for (const found of due) {
      let draw: Draw | undefined = found;
      if (draw.status === 'OPEN') {
        const open = await dealSeat(this.chains, Number(draw.chain_id), draw.open_nonce);
        await this.settleWith(draw, open.panna, null, { open_seed: open.seed });
        // A clock that jumped past the close too (a restart, a test clock) draws it in this tick.
        draw = await loadDraw(this.database.db, Number(draw.match_id));
      }
      if (draw?.status === 'OPEN_DRAWN' && draw.close_at !== null && now >= Number(draw.close_at) && draw.open_result) {
        const close = await dealSeat(this.chains, Number(draw.chain_id), draw.close_nonce!);
        await this.settleWith(draw, draw.open_result, close.panna, { close_seed: close.seed });
      }
    }
  }

  /**
   * Closes the bets that depend on the draws known, records the results (and revealed seeds),
   * settles every market whose result is known, then moves the draw on. Idempotent: settled
   * markets are skipped, and a draw's seat deals the same panna again.
   */
  private async settleWith(
    draw: Draw,
    open: string,
    close: string | null,
    seeds: { open_seed?: string; close_seed?: string },
  ): Promise<Outcome> {
    const ids = marketsOf(draw);
    const rows = await this.database.db
      .selectFrom('markets')
      .select(['market_id', 'status'])
      .where('match_id', '=', draw.match_id)
      .execute();
    const statusOf = new Map(rows.map((r) => [Number(r.market_id), r.status]));
    const entries = Object.entries(ids) as [BetMarketKey, number][];
    for (const [key, marketId] of entries) {
      const closes = betMarket(key).needsOpen || close !== null;
      if (closes && statusOf.get(marketId) === 'OPEN') await this.trading.setStatus({ marketId, status: 'SUSPENDED' });
    }
    const done = close !== null || draw.close_at === null;
    const drawRow = this.database.db.updateTable('matka_draws').where('match_id', '=', draw.match_id);
    await drawRow.set({ open_result: open, close_result: close, ...seeds }).execute();
    for (const [key, marketId] of entries) {
      const result = resultOf(key, open, close);
      if (result === null || statusOf.get(marketId) === 'CLOSED') continue;
      const outcome = await this.trading.settle({ marketId, winners: [], resultRun: result });
      if (outcome.ok !== true) return outcome;
    }
    // Only now: a crash before this line leaves the draw due, and the next tick settles what is left.
    await drawRow.set({ status: done ? 'SETTLED' : 'OPEN_DRAWN' }).execute();
    return { ok: true, data: { market_id: Number(draw.match_id), status: done ? 'SETTLED' : 'OPEN_DRAWN' } };
  }

  async placeBet(b: MatkaBetInput): Promise<Outcome> {
    const draw = await loadDraw(this.database.db, b.matchId);
    const market = draw && this.market(draw.market_code);
    if (!draw || !market) return refuse('MARKET_NOT_FOUND', 'No such matka draw.');
    const parsed = parseMatkaBet(b.betType, b.side, b.digits, market.hourly);
    if (!parsed.ok) return parsed;
    const bm = betMarket(parsed.key);
    const deadline = bm.needsOpen ? Number(draw.open_at) : Number(draw.close_at ?? draw.open_at);
    if (this.clock() >= deadline || (draw.status !== 'OPEN' && draw.status !== 'OPEN_DRAWN'))
      return refuse('BETTING_CLOSED', bm.needsOpen ? 'This bet closed at the open draw.' : 'This bet closed at the close draw.');
    return this.trading.placeFancyBet({
      userId: b.userId,
      marketId: marketsOf(draw)[parsed.key]!,
      matchId: b.matchId,
      side: 'BACK',
      line: parsed.line,
      rate: bm.rate,
      stake: b.stake,
      clientRef: b.clientRef,
      lossLimit: b.lossLimit,
    });
  }

  /**
   * Operator: (re-)applies the results of a draw whose time has passed: settles a due draw the
   * ticker has not reached yet, or settles again after a rollback (its settled markets are rolled
   * back first). A result is always the hash chain's: a panna other than the one the draw's seat
   * deals is refused before anything changes, so the operator cannot choose a number.
   */
  async setResult(matchId: number, open: string, close: string | null): Promise<Outcome> {
    const draw = await loadDraw(this.database.db, matchId);
    if (!draw) return refuse('MARKET_NOT_FOUND', 'No such matka draw.');
    for (const p of close === null ? [open] : [open, close]) if (!isPanna(p)) return refuse('INVALID_PANNA', `${p} is not a panna.`);
    const now = this.clock();
    if (now < Number(draw.open_at)) return refuse('DRAW_NOT_DUE', 'The open draw has not happened yet.');
    if (close !== null && (draw.close_at === null || draw.close_nonce === null || now < Number(draw.close_at)))
      return refuse('DRAW_NOT_DUE', 'This draw has no close result to set yet.');
    const chainId = Number(draw.chain_id);
    const dealt = await dealSeat(this.chains, chainId, draw.open_nonce);
    if (open !== dealt.panna) return notDrawn(dealt.panna, 'open');
    const seeds: { open_seed: string; close_seed?: string } = { open_seed: dealt.seed };
    if (close !== null) {
      const closeDealt = await dealSeat(this.chains, chainId, draw.close_nonce!);
      if (close !== closeDealt.panna) return notDrawn(closeDealt.panna, 'close');
      seeds.close_seed = closeDealt.seed;
    }
    const undone = await this.rollbackMarkets(draw);
    if (undone.ok !== true) return undone;
    return this.settleWith(draw, open, close, seeds);
  }

  /** Operator: voids every bet of the draw (settled ones rolled back first). */
  async void(matchId: number, reason: string): Promise<Outcome> {
    const draw = await loadDraw(this.database.db, matchId);
    if (!draw) return refuse('MARKET_NOT_FOUND', 'No such matka draw.');
    const undone = await this.rollbackMarkets(draw);
    if (undone.ok !== true) return undone;
    for (const marketId of Object.values(marketsOf(draw))) {
      const outcome = await this.trading.settle({ marketId, winners: null, resultRun: null, reason });
      if (outcome.ok === false && outcome.code !== 'MARKET_CLOSED') return outcome;
    }
    await this.database.db.updateTable('matka_draws').set({ status: 'VOID' }).where('match_id', '=', matchId).execute();
    return { ok: true, data: { market_id: matchId, status: 'VOID' } };
  }

  /** Operator: undoes the draw's settlement; it then waits for setResult or void. */
  async rollback(matchId: number): Promise<Outcome> {
    const draw = await loadDraw(this.database.db, matchId);
    if (!draw) return refuse('MARKET_NOT_FOUND', 'No such matka draw.');
    const undone = await this.rollbackMarkets(draw);
    if (undone.ok !== true) return undone;
    await this.database.db.updateTable('matka_draws').set({ status: 'HELD' }).where('match_id', '=', matchId).execute();
    return { ok: true, data: { market_id: matchId, status: 'HELD' } };
  }

  private async rollbackMarkets(draw: Draw): Promise<Outcome> {
    const settled = await this.database.db
      .selectFrom('markets')
      .select('market_id')
      .where('match_id', '=', draw.match_id)
      .where('status', '=', 'CLOSED')
      .where('settlement_json', 'is not', null)
      .execute();
    for (const row of settled) {
      const outcome = await this.trading.rollback(Number(row.market_id));
      if (outcome.ok !== true) return outcome;
    }
    return { ok: true, data: {} };
  }

  /** Draws drawn in the last 30 days, newest first. */
  recentDraws() {
    return this.database.db
      .selectFrom('matka_draws')
      .selectAll()
      .where('open_at', '>=', this.clock() - 30 * DAY_MS)
      .where('open_result', 'is not', null)
      .orderBy('open_at', 'desc')
      .execute();
  }
}
