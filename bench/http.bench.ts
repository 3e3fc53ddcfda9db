import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { compose } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { tuneGarbageCollector } from '../apps/server/src/tune-garbage-collector.ts';
import { newClientRef } from '../apps/web/src/lib/client-ref.ts';
import { loadSummary, startBenchChild, timed } from './bench-child.ts';
import { benchWorld } from './bench-world.ts';
import { listening } from './listening.ts';
import type { BenchResult } from './bench-result.ts';
import { profileRows, rows, routeRow, withoutIndexesRow, type Median, type Medians, type Run } from './http-bench-rows.ts';
import { startProfiling, type Profile } from './profile-frames.ts';

const CLIENTS = 64;
const REQUESTS = 24_000;
/**
 * Requests each server answers before it is measured. A freshly started server's CPU per bet
 * falls for its first 20,000-40,000 bets (V8 optimising the hot path, the young generation
 * growing to its working size): measured at once, the figure was 1.3-1.5 times the steady one,
 * and the steady one is what an exchange open all day pays. The warm-up's own figure is printed.
 */
const WARM_UP = 32_000;
/** The bare route is simple: a few thousand requests settle it. */
const BARE_WARM_UP = 4_000;
/** Rounds of each configuration (BENCH_QUICK=1: one). */
const ROUNDS = process.env.BENCH_QUICK === '1' ? 1 : 3;
const CHILD = 'BX_HTTP_BENCH_SERVER';
/** Share of customers (0..1) the child gives a daily loss limit. */
const LIMITED = 'BX_HTTP_BENCH_LIMITED';
/**
 * Set: the child answers every bet after its first with that first bet's outcome, without a batch,
 * so the run measures the route alone (HTTP, access check, validation, handler, serialization).
 */
const ROUTE_ONLY = 'BX_HTTP_BENCH_ROUTE_ONLY';
/**
 * Set (SQLite only): the child drops the `bets_user` and `bets_market` indexes before the run: what
 * a bet would cost if no index of the bets table were written in its batch. A bound for whoever
 * weighs a design that builds those indexes behind the batch, not a configuration of the product.
 */
const NO_BET_INDEXES = 'BX_HTTP_BENCH_NO_BET_INDEXES';
/** The child's PostgreSQL (a schema of its own); unset: SQLite. */
const CHILD_DATABASE = 'BX_HTTP_BENCH_DATABASE_URL';
/** `npm run bench -- --only http --profile`: also profiles the server under the bet route alone and with its batch, and prints the top frames. */
const PROFILE = process.argv.includes('--profile');
/** The PostgreSQL the second half of the bench runs on, when one answers there. */
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Target {
  port: number;
  barePort: number;
  tokens: string[];
  matchId: number;
  markets: { marketId: number; sel: number[] }[];
}

/** The server process's own counters, read over the bare server between runs. */
interface ServerStats {
  /** Process CPU (user + system, every thread), µs. */
  cpu: number;
  /** Main-thread busy time (event loop utilisation), µs. */
  loop: number;
  /** Prepared-statement runs on the SQLite handle (a batch's BEGIN and COMMIT included). */
  statements: number;
  /** Commands per committed batch, in order. */
  batches: number[];
  /** Write system calls (write, pwrite, writev) and bytes they wrote, every thread: 0 where /proc/self/io is missing. */
  writes: number;
  written: number;
}

/**
 * This process's write system calls and bytes (Linux's /proc/self/io: syscw, wchar). Unlike CPU
 * time they do not swing with the machine's load: a WAL frame is two pwrite calls, a response
 * one writev, a statement journal spilled to a temporary file more again.
 */
function writeCounters(): { writes: number; written: number } {
  try {
    const io = readFileSync('/proc/self/io', 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(io)?.[1] ?? 0);
    return { writes: field('syscw'), written: field('wchar') };
  } catch {
    return { writes: 0, written: 0 };
  }
}

/** Counts every run/get/all/iterate of any better-sqlite3 statement (they share one prototype). */
function countStatements(probe: object): { count: number } {
  const counter = { count: 0 };
  const proto = Object.getPrototypeOf(probe) as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['run', 'get', 'all', 'iterate']) {
    const original = proto[name]!;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      counter.count++;
      return original.apply(this, args);
    };
  }
  return counter;
}

/**
 * Child process: the real server (SQLite in a temp dir, or a PostgreSQL schema of its own) and a
 * bare Fastify route on loopback ports; the bare server also answers `/stats` with this process's
 * CPU, statements (SQLite) and batch sizes.
 */
async function serve(): Promise<void> {
  // As main.ts does: the bench measures the server as it runs.
  tuneGarbageCollector();
  const world = await benchWorld(CLIENTS, 16, { databaseUrl: process.env[CHILD_DATABASE] || undefined });
  if (process.env[NO_BET_INDEXES]) world.database.sqlite?.exec('DROP INDEX bets_user; DROP INDEX bets_market');
  const share = Number(process.env[LIMITED] ?? 0);
  const limited = world.customers.filter((_, i) => i < Math.round(share * world.customers.length));
  if (limited.length > 0)
    await world.database.db
      .insertInto('responsible_gaming_limits')
      .values(
        limited.map((user_id) => ({
          user_id,
          kind: 'loss_limit_day' as const,
          amount: 900_000_000,
          pending_amount: null,
          pending_effective_at: null,
          updated_at: Date.now(),
        })),
      )
      .execute();
  const services = compose(loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', ADMIN_PASSWORD: 'bench1234' }), world.database);
  // PostgreSQL's statements run in its own processes: counted on SQLite only.
  const statements = world.database.sqlite ? countStatements(world.database.sqlite.prepare('SELECT 1')) : { count: 0 };
  const batches: number[] = [];
  services.trading.onCommit((_, __, batch) => void batches.push(batch.commands.length));
  if (process.env[ROUTE_ONLY]) {
    const place = services.trading.placeMarketBet.bind(services.trading);
    let first: Awaited<ReturnType<typeof place>> | null = null;
    services.trading.placeMarketBet = async (command) => (first ??= await place(command));
  }
  const issued = await Promise.all(world.customers.map((id) => services.tokens.issue(id)));
  const app = await buildApp({ services, webDist: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.post('/bare', async () => ({ status: true, message: 'ok', data: { bet_id: 1 } }));
  bare.get('/stats', async (): Promise<ServerStats> => {
    const cpu = process.cpuUsage();
    return {
      cpu: cpu.user + cpu.system,
      loop: performance.eventLoopUtilization().active * 1000,
      statements: statements.count,
      batches: batches.splice(0),
      ...writeCounters(),
    };
  });
  // The parent profiles one load run: CPU and heap sampling from start to stop, the top frames answered.
  let stopProfiling: (() => Promise<Profile>) | null = null;
  bare.post('/profile/start', async () => void (stopProfiling = await startProfiling()));
  bare.post('/profile/stop', async () => stopProfiling!());
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const barePort = (bare.server.address() as { port: number }).port;
  process.stdout.write(`${JSON.stringify({ port, barePort, tokens: issued, matchId: world.matchId, markets: world.markets })}\n`);
  process.once('SIGTERM', () => {
    void world.dispose().finally(() => process.exit(0));
  });
}

function post(agent: Agent, port: number, path: string, token: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function stats(port: number): Promise<ServerStats> {
  const res = await fetch(`http://127.0.0.1:${port}/stats`);
  return (await res.json()) as ServerStats;
}

/** 64 keep-alive clients, each sending its share of `total` requests back to back; the server's counters around it. */
async function load(target: Target, port: number, path: string, body: (client: number, i: number) => string, total: number): Promise<Run> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies: number[] = [];
  let failed = 0;
  const before = await stats(target.barePort);
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; i < total / CLIENTS; i++) {
        const token = target.tokens[c % target.tokens.length]!;
        if ((await timed(latencies, () => post(agent, port, path, token, body(c, i)))) !== 200) failed++;
      }
    }),
  );
  const { seconds, p50, p99 } = loadSummary(latencies, started);
  const after = await stats(target.barePort);
  agent.destroy();
  const sizes = after.batches.sort((a, b) => a - b);
  const at = (q: number) => sizes[Math.min(sizes.length - 1, Math.floor(q * sizes.length))] ?? 0;
  return {
    perSecond: total / seconds,
    p50,
    p99,
    failed,
    cpuUs: (after.cpu - before.cpu) / total,
    loopUs: (after.loop - before.loop) / total,
    statements: (after.statements - before.statements) / total,
    writes: (after.writes - before.writes) / total,
    kbWritten: (after.written - before.written) / 1024 / total,
    batch: { mean: sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length), p50: at(0.5), p90: at(0.9), max: at(1) },
  };
}

interface Setup {
  /** Share of customers (0..1) with a daily loss limit. */
  limited?: number;
  /** The child's PostgreSQL; empty: SQLite. */
  databaseUrl?: string;
  /** Bets answered without a batch (the route alone). */
  routeOnly?: boolean;
  /** Every bet carries a new client_ref, as the web app's bet slip sends one with every bet. */
  keyed?: boolean;
  /** SQLite without the bets table's two secondary indexes (NO_BET_INDEXES). */
  withoutBetIndexes?: boolean;
  /** The bets' load run is profiled in the server (CPU and heap sampling). */
  profile?: boolean;
}

/** One server child as `setup` says: warm-up, bets, bare route. */
async function measure({
  limited = 0,
  databaseUrl = '',
  routeOnly = false,
  keyed = false,
  withoutBetIndexes = false,
  profile = false,
}: Setup): Promise<{ bets: Run; bare: Run; warmUp: Run; profile?: Profile }> {
  const { target, stop } = await startBenchChild<Target>(import.meta.url, CHILD, {
    [LIMITED]: String(limited),
    [CHILD_DATABASE]: databaseUrl,
    ...(routeOnly ? { [ROUTE_ONLY]: '1' } : {}),
    ...(withoutBetIndexes ? { [NO_BET_INDEXES]: '1' } : {}),
  });
  try {
    // Client c's i-th bet; every key is new.
    const bet = (c: number, i: number) => {
      const m = target.markets[(c + i) % target.markets.length]!;
      const back = (c + i) % 2 === 0;
      return JSON.stringify({
        match_id: target.matchId,
        market_id: m.marketId,
        selection_id: m.sel[i % 2],
        is_back: back,
        odds: back ? 2 + ((i % 3) * 2) / 100 : 2.04 - ((i % 3) * 2) / 100,
        stack: 10 + (i % 5),
        // The web app's own key (a UUIDv7: time first, so the keys of one batch sort together).
        ...(keyed ? { client_ref: newClientRef() } : {}),
      });
    };
    const warmUp = await load(target, target.port, '/api/bet/placeMarketBet', bet, WARM_UP);
    await load(target, target.barePort, '/bare', () => '{"x":1}', BARE_WARM_UP);
    const control = (path: string) => fetch(`http://127.0.0.1:${target.barePort}${path}`, { method: 'POST' });
    if (profile) await control('/profile/start');
    const bets = await load(target, target.port, '/api/bet/placeMarketBet', (c, i) => bet(c, i + WARM_UP / CLIENTS), REQUESTS);
    const profiled = profile ? ((await (await control('/profile/stop')).json()) as Profile) : undefined;
    const bare = await load(target, target.barePort, '/bare', () => '{"x":1}', REQUESTS);
    return { bets, bare, warmUp, profile: profiled };
  } finally {
    stop();
  }
}

/**
 * (c) HTTP bet/placeMarketBet at 64 concurrent keep-alive clients (one customer each, 16
 * markets), the server in its own process on a loopback port, beside a bare Fastify route in
 * the same process: server CPU per request (the child's own process.cpuUsage), requests/s,
 * p50/p99, batch sizes, statements and write calls per bet; without loss limits, with 30% of
 * the customers holding a daily loss limit, and with a client_ref on every bet (as the web app
 * sends), in turn, three rounds each (the median reported); on SQLite also without the bets
 * table's secondary indexes (a bound) and the route alone.
 * On SQLite, then on PostgreSQL when one answers at TEST_DATABASE_URL (default the machine's),
 * each child in a schema of its own.
 */
export default {
  name: 'http',
  async run(): Promise<BenchResult[]> {
    const sqlite = await rounds('', [{ withoutBetIndexes: true }, { routeOnly: true }]);
    const out = [
      ...rows('sqlite', sqlite, WARM_UP),
      withoutIndexesRow(sqlite.plain, sqlite.extra[0]!),
      routeRow(sqlite.plain.bets, sqlite.extra[1]!),
    ];
    // Profiled runs of their own, after the measured ones: the profiler's cost stays out of those figures.
    if (PROFILE) {
      out.push(...profileRows('route alone', REQUESTS, (await measure({ routeOnly: true, profile: true })).profile!));
      out.push(...profileRows('with its batch, SQLite', REQUESTS, (await measure({ profile: true })).profile!));
    }
    if (!(await listening(DATABASE_URL, 5432))) {
      console.log(`http: no PostgreSQL at ${DATABASE_URL}; its half skipped`);
      return out;
    }
    const postgres = rows('postgres', await rounds(DATABASE_URL), WARM_UP);
    if (PROFILE)
      postgres.push(...profileRows('PostgreSQL', REQUESTS, (await measure({ databaseUrl: DATABASE_URL, profile: true })).profile!));
    return [...out, ...postgres];
  },
};

/**
 * Plain, with loss limits, keyed and then `extra`, in turn, ROUNDS times (each a fresh child): the
 * machine's load drifts over a minute, so each figure is its median round (by CPU per bet), and a
 * drift falls on every configuration alike rather than on whichever ran first.
 */
async function rounds(databaseUrl: string, extra: Setup[] = []): Promise<Medians> {
  const setups: Setup[] = [
    { databaseUrl },
    { databaseUrl, limited: 0.3 },
    { databaseUrl, keyed: true },
    ...extra.map((e) => ({ ...e, databaseUrl })),
  ];
  const runs = setups.map((): { bets: Run; bare: Run; warmUp: Run }[] => []);
  for (let round = 0; round < ROUNDS; round++) for (const [i, setup] of setups.entries()) runs[i]!.push(await measure(setup));
  const median = (of: { bets: Run; bare: Run; warmUp: Run }[]): Median => {
    const sorted = [...of].sort((a, b) => a.bets.cpuUs - b.bets.cpuUs);
    return { ...sorted[Math.floor(sorted.length / 2)]!, cpu: of.map((r) => r.bets.cpuUs) };
  };
  const [plain, limits, keyed, ...rest] = runs.map(median);
  return { plain: plain!, limits: limits!, keyed: keyed!, extra: rest };
}

if (process.env[CHILD]) await serve();
