import { createDatabase, type AppDatabase } from '../apps/server/src/db/create-database.ts';
import { WebSocket } from 'ws';
import { call, type Answer } from './soak-customers.ts';

interface SoakRates {
  betsPerSecond: number;
  spinsPerSecond: number;
  casinoBetsPerSecond: number;
}

/** Answers by outcome ('ok', or the refusal's code, or 'error' for no answer) since the last take. */
export interface LoadCounts {
  bets: Record<string, number>;
  spins: Record<string, number>;
  casino: Record<string, number>;
  wsMessages: number;
  wsReconnects: number;
}

interface Runner {
  match_id: number;
  market_id: number;
  selection_id: number;
}

const SOCKETS_PER_CUSTOMER = 5;
const MARKETS_PER_SOCKET = 10;
const MAX_IN_FLIGHT = 64;
const LUCKY7_ODDS = [2, 2, 2.1, 1.83, 1.97, 1.97];

const fresh = (): LoadCounts => ({ bets: {}, spins: {}, casino: {}, wsMessages: 0, wsReconnects: 0 });

/**
 * What the soak's customers do to a running server: five sockets each (the server's limit per
 * customer) following markets of the demo world, sports bets at the market maker's prices, slot
 * spins and bets on Lucky 7's open rounds, each at its own steady rate, never more than
 * MAX_IN_FLIGHT requests waiting. The demo world's open markets are read from the server's
 * SQLite file as they come and go.
 */
export class SoakLoad {
  private counts = fresh();
  private readonly sockets = new Set<WebSocket>();
  private readonly timers: NodeJS.Timeout[] = [];
  private runners: Runner[] = [];
  private lucky7: { match_id: number; market_id: number | null; status: string | null } | null = null;
  private slotGame = '';
  private inFlight = 0;
  private sent = 0;
  private stopping = false;
  /** The server's own SQLite file, only read here. */
  private database: AppDatabase | undefined;

  constructor(
    private readonly base: string,
    private readonly tokens: string[],
    private readonly dataDir: string,
    private readonly rates: SoakRates,
  ) {}

  async start(): Promise<void> {
    await this.refreshRunners();
    const games = await call(this.base, 'slot/getGames', this.tokens[0]!);
    if (!games.status) throw new Error(`slot/getGames: ${games.message}`);
    this.slotGame = (games.data as { game_id: string }[])[0]!.game_id;
    await this.refreshTables();
    const opened: Promise<void>[] = [];
    this.tokens.forEach((token, c) => {
      for (let s = 0; s < SOCKETS_PER_CUSTOMER; s++) opened.push(this.openSocket(token, c * SOCKETS_PER_CUSTOMER + s));
    });
    await Promise.all(opened);
    this.every(30_000, () => void this.refreshRunners());
    this.every(2_000, () => void this.refreshTables());
    this.every(1000 / this.rates.betsPerSecond, () => this.send('bets', () => this.bet()));
    this.every(1000 / this.rates.spinsPerSecond, () => this.send('spins', () => this.spin()));
    this.every(1000 / this.rates.casinoBetsPerSecond, () => this.send('casino', () => this.casinoBet()));
  }

  get socketCount(): number {
    return [...this.sockets].filter((s) => s.readyState === WebSocket.OPEN).length;
  }

  takeCounts(): LoadCounts {
    const taken = this.counts;
    this.counts = fresh();
    return taken;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const t of this.timers) clearInterval(t);
    for (const s of this.sockets) s.terminate();
    while (this.inFlight > 0) await new Promise((r) => setTimeout(r, 20));
    await this.database?.close();
  }

  private every(ms: number, run: () => void): void {
    this.timers.push(setInterval(run, ms));
  }

  private openSocket(token: string, n: number): Promise<void> {
    return new Promise((resolve) => {
      const socket = new WebSocket(`${this.base.replace(/^http/, 'ws')}/api/ws`);
      this.sockets.add(socket);
      socket.once('open', () => {
        socket.send(JSON.stringify({ type: 'auth', token }));
        const ids = Array.from(
          { length: Math.min(MARKETS_PER_SOCKET, this.runners.length) },
          (_, k) => this.runners[(n + k * 7) % this.runners.length]!.market_id,
        );
        socket.send(JSON.stringify({ type: 'subscribe', market_ids: [...new Set(ids)] }));
        resolve();
      });
      socket.on('message', () => (this.counts.wsMessages += 1));
      socket.once('error', () => undefined);
      socket.once('close', () => {
        this.sockets.delete(socket);
        resolve();
        if (this.stopping) return;
        // A client reconnects, as the web app does, after a pause.
        this.counts.wsReconnects += 1;
        setTimeout(() => void this.openSocket(token, n), 1000);
      });
    });
  }

  private send(kind: 'bets' | 'spins' | 'casino', request: () => Promise<Answer> | null): void {
    if (this.stopping || this.inFlight >= MAX_IN_FLIGHT) return;
    const pending = request();
    if (!pending) return;
    this.inFlight += 1;
    pending
      .then(
        (a) => this.count(kind, a.status ? 'ok' : (a.code ?? 'refused')),
        () => this.count(kind, 'error'),
      )
      .finally(() => (this.inFlight -= 1));
  }

  private count(kind: 'bets' | 'spins' | 'casino', outcome: string): void {
    this.counts[kind][outcome] = (this.counts[kind][outcome] ?? 0) + 1;
  }

  private token(): string {
    return this.tokens[this.sent++ % this.tokens.length]!;
  }

  /** Alternately a back at 1.01 and a lay at 5.0: each takes the maker's best price at once. */
  private bet(): Promise<Answer> | null {
    if (this.runners.length === 0) return null;
    const r = this.runners[this.sent % this.runners.length]!;
    const back = this.sent % 2 === 0;
    return call(this.base, 'bet/placeMarketBet', this.token(), { ...r, is_back: back, odds: back ? 1.01 : 5, stack: 100 });
  }

  private spin(): Promise<Answer> {
    return call(this.base, 'slot/spin', this.token(), { game_id: this.slotGame, bet: 10, client_ref: `soak-spin-${this.sent}` });
  }

  private casinoBet(): Promise<Answer> | null {
    const t = this.lucky7;
    if (!t?.market_id || t.status !== 'OPEN') return null;
    const i = this.sent % 6;
    return call(this.base, 'bet/placeMarketBet', this.token(), {
      match_id: t.match_id,
      market_id: t.market_id,
      selection_id: 1 + i,
      is_back: true,
      odds: LUCKY7_ODDS[i],
      stack: 100,
    });
  }

  private async refreshRunners(): Promise<void> {
    this.database ??= await createDatabase({ dataDir: this.dataDir });
    const rows = await this.database.db
      .selectFrom('markets as m')
      .innerJoin('market_runners as r', 'r.market_id', 'm.market_id')
      .select((eb) => ['m.match_id', 'm.market_id', eb.fn.min('r.selection_id').as('selection_id')])
      .where('m.market_type', '=', 'MATCH_ODDS')
      .where('m.status', '=', 'OPEN')
      .groupBy(['m.market_id', 'm.match_id'])
      .execute();
    this.runners = rows.map((r) => ({
      match_id: Number(r.match_id),
      market_id: Number(r.market_id),
      selection_id: Number(r.selection_id),
    }));
  }

  private async refreshTables(): Promise<void> {
    const answer = await call(this.base, 'casino/getTables', this.tokens[0]!, {}).catch(() => null);
    const tables = (answer?.data ?? []) as { gtype: string; match_id: number; market_id: number | null; status: string | null }[];
    this.lucky7 = tables.find((t) => t.gtype === 'lucky7') ?? null;
  }
}
