import { tableStreamKey, type MatchDetail, type TableTypeName } from '@bx/contract';
import { dealRound, TABLES } from '@bx/games';
import type { AppDatabase } from '../../db/create-database.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import { fairStream } from '../fairness/hmac-blocks.ts';
import { HashChainStore } from '../fairness/hash-chain-store.ts';
import type { TradingService } from '../trading/trading-service.ts';
import type { LiveRound, LiveTable } from './live-table.ts';
import { roundIdAt, roundIdTime } from './round-id.ts';
import {
  createRound,
  findRound,
  lastRoundId,
  lastRounds,
  loadTables,
  markResult,
  markSettled,
  parseDeal,
  storeDeal,
  unfinishedRounds,
  type RoundRow,
  type TableRow,
} from './round-repository.ts';
import { callerTableImage, tableImage } from './table-image.ts';
import { winLossBySelection } from './win-loss.ts';

export interface CasinoOptions {
  /** The server clock (tests pass a fake one and call `tick`). */
  clock?: () => number;
  /** Betting window in ms for every table; default each table's betting seconds. */
  bettingMs?: number;
  /** Time between two revealed cards. */
  revealMs?: number;
  /** How long the winner shows before the next round opens. */
  resultMs?: number;
  /** How often the running service looks at the clock. */
  tickMs?: number;
  /** Rounds per hash chain. */
  chainLength?: number;
  /** s_N of a new chain per owner (tests fix deals with it); default fresh random bytes. */
  chainSecret?: (owner: string) => string;
  /** The public client seed of a new chain; default random. */
  clientSeed?: (owner: string) => string;
  log?: (error: unknown) => void;
}

/** A bet on a round as bet/placeMarketBet sends it, resolved to the round's market, or refused. */
export type CasinoBetTarget = { marketId: number } | { code: string; message: string } | null;

const RESULTS_SHOWN = 10;
/** Round ids are 15 digits; any market id this large is a round. */
const FIRST_ROUND_ID = 100_000_000_000_000;

/**
 * Our Casino's table runner: every active table deals round after round on the server clock
 * (docs/casino.md). OPEN with the countdown; at the close the round's market is suspended through
 * the money core's batch (so every bet is either in before it or refused), the deal is computed
 * from the round's committed chain seat and stored; the cards are revealed one by one; then
 * RESULT: the round is settled through the money core's settle path with its deal, and the
 * next round opens after the result has shown. Each step is written before the next begins, so
 * a restart finishes an interrupted round from where it stood (`recover`).
 */
export class CasinoService {
  private readonly options: Required<Omit<CasinoOptions, 'bettingMs' | 'chainSecret' | 'clientSeed'>> &
    Pick<CasinoOptions, 'bettingMs' | 'chainSecret' | 'clientSeed'>;
  private chains: HashChainStore;
  private readonly tables = new Map<number, LiveTable>();
  /** Round id -> its table and market, for every round this process ran. */
  private readonly rounds = new Map<number, { matchId: number; marketId: number }>();
  private hub: RealtimeHub | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private loaded = false;

  constructor(
    private readonly database: AppDatabase,
    private readonly trading: TradingService,
    options: CasinoOptions = {},
  ) {
    this.options = { clock: Date.now, revealMs: 1000, resultMs: 5000, tickMs: 200, chainLength: 10_000, log: () => undefined, ...options };
    this.chains = this.chainStore();
  }

  private chainStore(): HashChainStore {
    return new HashChainStore(this.database.db, {
      length: this.options.chainLength,
      secret: this.options.chainSecret,
      clientSeed: this.options.clientSeed,
    });
  }

  /** Tests and the server adjust the clock and timings before `init`. */
  configure(options: CasinoOptions): void {
    Object.assign(this.options, options);
    this.chains = this.chainStore();
  }

  /** Where table images are pushed; nothing is built for a stream nobody watches. */
  attach(hub: RealtimeHub): void {
    this.hub = hub;
  }

  /** Loads the tables and finishes every round a stop or crash left unfinished. */
  async init(): Promise<void> {
    if (this.loaded) return;
    const rows = await loadTables(this.database.db);
    for (const row of rows) {
      const type = row.gtype as TableTypeName;
      const recent = await lastRounds(this.database.db, row.match_id, RESULTS_SHOWN);
      this.tables.set(row.match_id, {
        type,
        info: TABLES[type],
        row,
        round: null,
        results: recent.map((r) => ({ mid: String(r.round_id), result: r.result ?? '' })),
        lastRoundId: await lastRoundId(this.database.db, row.match_id),
      });
    }
    this.loaded = true;
    for (const row of await unfinishedRounds(this.database.db)) await this.recover(row);
  }

  /** Runs the tables on the real clock until `stop`. */
  async start(): Promise<void> {
    await this.init();
    this.timer = setInterval(() => void this.tick(), this.options.tickMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }

  /** Moves every table to the clock's now (one step at a time); concurrent calls share one pass. */
  tick(): Promise<void> {
    if (!this.ticking) {
      this.ticking = this.pass().finally(() => (this.ticking = null));
    }
    return this.ticking;
  }

  private async pass(): Promise<void> {
    for (const t of this.tables.values()) {
      try {
        await this.step(t, this.options.clock());
      } catch (error) {
        // The step is retried on the next tick from the state written so far.
        this.options.log(error);
      }
    }
  }

  private async step(t: LiveTable, now: number): Promise<void> {
    const r = t.round;
    if (!r) {
      if (t.row.is_active === 1) await this.open(t, now);
      return;
    }
    if (r.status === 'OPEN') {
      if (now >= r.closesAt) await this.close(t, r, now);
      else if (r.shownAutotime !== Math.ceil((r.closesAt - now) / 1000)) this.publish(t, now);
      return;
    }
    if (r.status === 'SUSPENDED') {
      let shown = false;
      while (r.revealed < r.deal!.cards.length && now >= r.nextRevealAt) {
        r.revealed += 1;
        r.nextRevealAt += this.options.revealMs;
        shown = true;
      }
      if (r.revealed === r.deal!.cards.length) await this.finish(t, r, now);
      else if (shown) this.publish(t, now);
      return;
    }
    if (now >= r.resultUntil) {
      t.round = null;
      if (t.row.is_active === 1) await this.open(t, now);
      else this.publish(t, now);
    }
  }

  private async open(t: LiveTable, now: number): Promise<void> {
    const seat = await this.chains.next(tableStreamKey(t.row.match_id), now);
    let roundId = roundIdAt(t.type, now);
    if (roundId <= t.lastRoundId) roundId = roundIdAt(t.type, roundIdTime(t.lastRoundId) + 1000);
    const closesAt = now + (this.options.bettingMs ?? t.info.bettingSeconds * 1000);
    const marketId = await createRound(this.database.db, { roundId, table: t.row, info: t.info, seat, now, closesAt });
    t.lastRoundId = roundId;
    this.rounds.set(roundId, { matchId: t.row.match_id, marketId });
    t.round = {
      roundId,
      marketId,
      seat,
      status: 'OPEN',
      openedAt: now,
      closesAt,
      limits: { min: t.row.min_stake, mainMax: t.row.max_stake, sideMax: t.row.side_max_stake },
      deal: null,
      revealed: 0,
      nextRevealAt: 0,
      resultUntil: 0,
      shownAutotime: -1,
    };
    this.publish(t, now);
  }

  /** Betting ends: the market is suspended in the batch order, then the committed seed deals. */
  private async close(t: LiveTable, r: LiveRound, now: number): Promise<void> {
    const suspended = await this.trading.setStatus({ marketId: r.marketId, status: 'SUSPENDED' });
    if (!suspended.ok && suspended.code !== 'MARKET_CLOSED') throw new Error(`round ${r.roundId}: suspend refused (${suspended.code})`);
    const deal = dealRound(t.type, fairStream(r.seat.serverSeed, r.seat.clientSeed, r.seat.nonce));
    await storeDeal(this.database.db, r.roundId, deal);
    r.deal = deal;
    r.status = 'SUSPENDED';
    r.revealed = 0;
    r.nextRevealAt = now + this.options.revealMs;
    this.publish(t, now);
  }

  /** All cards shown: the round is settled (once: a settled market answers MARKET_CLOSED) and its result shows. */
  private async finish(t: LiveTable, r: LiveRound, now: number): Promise<void> {
    const deal = r.deal!;
    await markResult(this.database.db, r.roundId);
    const settled = await this.trading.settle({ marketId: r.marketId, winners: [Number(deal.result)], resultRun: null, deal });
    if (!settled.ok && settled.code !== 'MARKET_CLOSED') throw new Error(`round ${r.roundId}: settlement refused (${settled.code})`);
    await markSettled(this.database.db, { roundId: r.roundId, gtype: t.type, deal, previousHash: r.seat.previousHash, now });
    r.status = 'RESULT';
    r.revealed = deal.cards.length;
    r.resultUntil = now + this.options.resultMs;
    t.results = [{ mid: String(r.roundId), result: deal.result }, ...t.results].slice(0, RESULTS_SHOWN);
    this.publish(t, now);
  }

  /**
   * A round a stop or crash interrupted is finished at once, never re-dealt: its seat was taken
   * before it opened and its deal follows from that seat alone. An OPEN round stops taking bets
   * (its market is suspended first), then it is dealt and settled like any other.
   */
  private async recover(row: RoundRow): Promise<void> {
    const t = this.tables.get(row.match_id);
    if (!t) return;
    const now = this.options.clock();
    const r: LiveRound = {
      roundId: Number(row.round_id),
      marketId: Number(row.market_id),
      seat: await this.chains.seat(Number(row.chain_id), row.nonce),
      status: row.status === 'OPEN' ? 'OPEN' : 'SUSPENDED',
      openedAt: row.opened_at,
      closesAt: row.closes_at,
      limits: { min: t.row.min_stake, mainMax: t.row.max_stake, sideMax: t.row.side_max_stake },
      deal: parseDeal(row),
      revealed: 0,
      nextRevealAt: now,
      resultUntil: 0,
      shownAutotime: 0,
    };
    this.rounds.set(r.roundId, { matchId: t.row.match_id, marketId: r.marketId });
    if (r.status === 'OPEN') await this.close(t, r, now);
    await this.finish(t, r, now);
    t.round = null;
  }

  /** The table as match/getMatchDetail answers it, with the caller's win_loss; null if not a table. */
  async tableDetail(matchId: number, userId: number): Promise<MatchDetail | null> {
    const t = this.tables.get(matchId);
    if (!t) return null;
    const r = t.round;
    const bets = r
      ? await this.database.db
          .selectFrom('bets')
          .select(['selection_id', 'side', 'price', 'matched as stake'])
          .where('market_id', '=', r.marketId)
          .where('user_id', '=', userId)
          .execute()
      : [];
    return callerTableImage(t, this.options.clock(), winLossBySelection(t.info, bets));
  }

  /** The live channel's image of `table:<id>` or of a current round's id; null for any other key. */
  liveImage(key: string) {
    const t = this.tableOfKey(key);
    if (!t) return null;
    const table = tableImage(t, this.options.clock());
    return { market_id: key, status: 'OPEN' as const, in_play: true, runners: [], fancies: [], table };
  }

  /** Whether a stream key belongs to the casino (a table, or a round this process ran). */
  owns(key: string): boolean {
    return this.tableOfKey(key) !== null;
  }

  private tableOfKey(key: string): LiveTable | null {
    const table = /^table:(-?\d+)$/.exec(key);
    if (table) return this.tables.get(Number(table[1])) ?? null;
    if (!/^\d+$/.test(key)) return null;
    const round = this.rounds.get(Number(key));
    return round ? (this.tables.get(round.matchId) ?? null) : null;
  }

  private publish(t: LiveTable, now: number): void {
    if (t.round) t.round.shownAutotime = Math.ceil((t.round.closesAt - now) / 1000);
    const hub = this.hub;
    if (!hub) return;
    const keys = [tableStreamKey(t.row.match_id), ...(t.round ? [String(t.round.roundId)] : [])].filter((k) => hub.isWatched(k));
    if (keys.length === 0) return;
    const table = tableImage(t, now);
    for (const key of keys) hub.publishMarket(key, { table });
  }

  /**
   * A bet/placeMarketBet whose market_id is a round id: the round's market, or the table's
   * stake limits refusal (main and side bets have their own maximum). Null: not a round id.
   */
  /** Whether a bet's market id names a casino round (then betTarget has its table's checks). */
  isRound(marketId: number): boolean {
    return marketId >= FIRST_ROUND_ID;
  }

  async betTarget(roundId: number, selectionId: number, stake: number): Promise<CasinoBetTarget> {
    if (!this.isRound(roundId)) return null;
    let known = this.rounds.get(roundId);
    if (!known) {
      const row = await findRound(this.database.db, roundId);
      if (!row) return { code: 'MARKET_NOT_FOUND', message: 'No such round.' };
      known = { matchId: Number(row.match_id), marketId: Number(row.market_id) };
    }
    const t = this.tables.get(known.matchId);
    const r = t?.round;
    if (!t || !r || r.roundId !== roundId) return { marketId: known.marketId };
    const selection = t.info.selections.find((s) => s.sid === selectionId);
    if (!selection) return { marketId: known.marketId };
    const max = selection.kind === 'MAIN' ? r.limits.mainMax : r.limits.sideMax;
    if (stake < r.limits.min) return { code: 'STAKE_TOO_LOW', message: `The smallest stake on this table is ${r.limits.min / 100}.` };
    if (stake > max) return { code: 'STAKE_TOO_HIGH', message: `The largest stake on this bet is ${max / 100}.` };
    return { marketId: known.marketId };
  }

  /** Current tables for the list page and the operator. */
  list(): LiveTable[] {
    return [...this.tables.values()];
  }

  table(matchId: number): LiveTable | null {
    return this.tables.get(matchId) ?? null;
  }

  /** After an operator's change: the new settings (a stopped table finishes its round first). */
  replaceRow(row: TableRow): void {
    const t = this.tables.get(row.match_id);
    if (t) t.row = row;
  }

  /** The market of a round this process knows, or of any round in the database. */
  async marketOfRound(roundId: number): Promise<number | null> {
    const known = this.rounds.get(roundId);
    if (known) return known.marketId;
    const row = await findRound(this.database.db, roundId);
    return row ? Number(row.market_id) : null;
  }

  now(): number {
    return this.options.clock();
  }
}
