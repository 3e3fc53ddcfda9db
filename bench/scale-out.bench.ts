import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { compose } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { SHARD_COUNT } from '../apps/server/src/modules/trading/ownership/shard-of.ts';
import { urlWithSchema } from '../apps/server/test/helpers/test-app.ts';
import { loadSummary, timed } from './bench-child.ts';
import { benchWorld, type BenchWorld } from './bench-world.ts';
import { listening } from './listening.ts';
import type { BenchResult } from './bench-result.ts';

// Issue 29: two server processes on one PostgreSQL database with Redis, each market's book with
// one owner. Three loads in one run, each market holding 1,500 resting orders: one process on one
// market; two processes, each customer on one of them, each process's customers on the market it
// owns; two processes, every customer on one shared market (half the bets forwarded to its owner).
// ROUNDS rounds, each with fresh server processes and the three loads in turn: the machine's load
// drifts over minutes, so each figure is its median round, and each ratio the median of the
// rounds' ratios (a drift falls on the three loads of a round alike).
const QUICK = process.env.BENCH_QUICK === '1';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const ROUNDS = QUICK ? 1 : 3;
/** Measured seconds of each load in a round (10 s, three rounds: 30 s of each load in all). */
const SECONDS = QUICK ? 5 : 10;
const WARM_SECONDS = 2;
const RESTING = 1_500;
const MAKERS = 10;
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const main = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));

interface Server {
  port: number;
  child: ChildProcess;
}

/** A client of a load: the process it talks to, its customer and the market it bets on. */
interface Client {
  port: number;
  token: string;
  market: number;
}

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
  refused: number;
  rebuilds: number;
  forwarded: number;
  /**
   * CPU per bet (µs): the clients (this process), each server process (in the shared load the
   * market's owner first, then the forwarding one), and PostgreSQL's backends serving them.
   */
  cpu: { clients: number; servers: number[]; postgres: number };
}

/** The servers' connections carry this name, so the bench finds the PostgreSQL backends that serve them. */
const APP_NAME = 'scale-out-bench';
/** Linux's clock ticks a second in /proc/<pid>/stat (USER_HZ). */
const TICKS = 100;

/**
 * 1,500 resting orders on each market, clear of the load's prices (backs from 2.10 up, lays from
 * 1.90 down), so every load bets beside the same deep book.
 */
async function restingBook(world: BenchWorld, trading: ReturnType<typeof compose>['trading'], makers: number[]): Promise<void> {
  for (const m of world.markets) {
    const placed = await Promise.all(
      Array.from({ length: RESTING }, (_, i) => {
        const back = i % 2 === 0;
        return trading.placeMarketBet({
          userId: makers[i % makers.length]!,
          marketId: m.marketId,
          matchId: world.matchId,
          selectionId: m.sel[(i >> 1) % 2]!,
          side: back ? 'BACK' : 'LAY',
          price: back ? 210 + ((i >> 2) % 45) * 2 : 190 - ((i >> 2) % 40),
          stake: 10_000,
          timeInForce: 'LIMIT',
          persistence: 'LAPSE',
          clientRef: null,
        });
      }),
    );
    if (placed.some((p) => p.ok !== true)) throw new Error('resting book not placed');
  }
}

async function startServer(databaseUrl: string, port: number): Promise<Server> {
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it exits (as bench-child.ts's children do).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', main], {
    env: {
      ...process.env,
      DATABASE_URL: `${databaseUrl}&application_name=${APP_NAME}`,
      REDIS_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'off',
      SIMULATOR: 'off',
      ADMIN_PASSWORD: 'bench1234',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('Exchange running') && resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
  });
  return { port, child };
}

/** Sums a figure of the servers' /metrics. */
async function metric(servers: Server[], name: string): Promise<number> {
  let sum = 0;
  for (const s of servers) {
    const text = await (await fetch(`http://127.0.0.1:${s.port}/metrics`)).text();
    for (const line of text.split('\n'))
      if (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) sum += Number(line.split(' ').pop());
  }
  return sum;
}

function post(agent: Agent, port: number, token: string, body: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/bet/placeMarketBet',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve(res.statusCode === 200 && text.startsWith('{"status":true')));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The i-th bet of a client: backs and lays around 2.00, so about half match and half rest. */
function betBody(world: BenchWorld, market: number, i: number): string {
  const m = world.markets[market]!;
  const back = (i >> 1) % 2 === 0;
  const offset = (i * 7) % 5;
  return JSON.stringify({
    match_id: world.matchId,
    market_id: m.marketId,
    selection_id: m.sel[(i >> 2) % 2],
    is_back: back,
    odds: (back ? 200 + offset * 2 : 204 - offset * 2) / 100,
    stack: 10 + (i % 10),
  });
}

/** Every client sends bets back to back for `seconds`; the servers' rebuilds and forwards around it. */
/** CPU so far (µs): this process, each server (its /metrics), and the PostgreSQL backends of the servers' connections (Linux /proc). */
async function cpuNow(world: BenchWorld, servers: Server[]): Promise<{ clients: number; servers: number[]; postgres: number }> {
  const own = process.cpuUsage();
  const each = await Promise.all(servers.map(async (s) => (await metric([s], 'process_cpu_seconds_total')) * 1e6));
  const { rows } = await world.database.pool!.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
    APP_NAME,
  ]);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      // After "(comm) ": state is field 3, utime and stime fields 14 and 15.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The backend ended meanwhile (or PostgreSQL runs elsewhere: its share then reads 0).
    }
  }
  return { clients: own.user + own.system, servers: each, postgres: (ticks * 1e6) / TICKS };
}

async function load(world: BenchWorld, servers: Server[], clients: Client[], seconds: number): Promise<Load> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients.length });
  const latencies: number[] = [];
  let refused = 0;
  const cpuBefore = await cpuNow(world, servers);
  const rebuildsBefore = await metric(servers, 'engine_rebuilds_total');
  const forwardedBefore = await metric(servers, 'commands_forwarded_total{direction="out"}');
  const started = process.hrtime.bigint();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (c, k) => {
      for (let i = k; Date.now() < until; i += clients.length) {
        if (!(await timed(latencies, () => post(agent, c.port, c.token, betBody(world, c.market, i))))) refused++;
      }
    }),
  );
  const { seconds: took, p50, p99 } = loadSummary(latencies, started);
  agent.destroy();
  const cpuAfter = await cpuNow(world, servers);
  const perBet = (before: number, after: number) => (after - before) / latencies.length;
  return {
    perSecond: latencies.length / took,
    p50,
    p99,
    cpu: {
      clients: perBet(cpuBefore.clients, cpuAfter.clients),
      servers: cpuAfter.servers.map((after, i) => perBet(cpuBefore.servers[i]!, after)),
      postgres: perBet(cpuBefore.postgres, cpuAfter.postgres),
    },
    refused,
    rebuilds: (await metric(servers, 'engine_rebuilds_total')) - rebuildsBefore,
    forwarded: (await metric(servers, 'commands_forwarded_total{direction="out"}')) - forwardedBefore,
  };
}

/** A short load first (its batches rebuild what a move or a first use needs), then the measured one. */
async function measured(world: BenchWorld, servers: Server[], clients: Client[]): Promise<Load> {
  await load(world, servers, clients, WARM_SECONDS);
  return load(world, servers, clients, SECONDS);
}

/** Which server owns each market (the lease's member name carries the owner's pid). */
async function owners(world: BenchWorld, servers: Server[]): Promise<number[]> {
  const { rows } = await world.database.pool!.query<{ shard: number; owner: string | null }>(
    'SELECT shard, owner FROM market_shard_leases',
  );
  return world.markets.map((m) => {
    const pid = Number(rows.find((r) => r.shard === m.marketId % SHARD_COUNT)?.owner?.split(':')[1]);
    return servers.findIndex((s) => s.child.pid === pid);
  });
}

async function balanced(servers: Server[]): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 200) {
    const owned = await Promise.all(servers.map((s) => metric([s], 'market_shards_owned')));
    if (owned.every((n) => n === SHARD_COUNT / servers.length)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('shards not balanced within 20 s');
}

/** Stops the servers (SIGTERM: each hands its shards back and leaves) and waits for them to exit. */
async function stopAll(servers: Server[]): Promise<void> {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
          s.child.once('exit', () => resolve());
          s.child.kill('SIGTERM');
        }),
    ),
  );
}

/** The three loads of one round, each a fresh pair of processes: one alone, then a second one joins. */
interface Round {
  one: Load;
  split: Load;
  shared: Load;
}

async function oneRound(world: BenchWorld, url: string, tokens: string[], servers: Server[]): Promise<Round> {
  const port = 35_000 + Math.floor(Math.random() * 5_000);
  servers.push(await startServer(url, port));
  const one = await measured(
    world,
    servers,
    tokens.map((token) => ({ port, token, market: 0 })),
  );
  servers.push(await startServer(url, port + 1));
  await balanced(servers);
  const owner = await owners(world, servers);
  if (owner[0] === owner[1]) throw new Error('the two markets have one owner: no split load');
  // Each customer on one process (as a load balancer spreads them); split: on the market that process owns.
  const via = (k: number) => servers[k % 2]!.port;
  const split = await measured(
    world,
    servers,
    tokens.map((token, k) => ({ port: via(k), token, market: owner.indexOf(k % 2) })),
  );
  const shared = await measured(
    world,
    servers,
    tokens.map((token, k) => ({ port: via(k), token, market: 0 })),
  );
  await stopAll(servers);
  // The shared market's owner first, then the process that forwards to it (whichever started first).
  shared.cpu.servers = [owner[0]!, 1 - owner[0]!].map((i) => shared.cpu.servers[i]!);
  return { one, split, shared };
}

const round = (n: number) => Math.round(n * 100) / 100;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const describe = (l: Load) =>
  `${Math.round(l.perSecond)}/s, p50 ${round(l.p50)} ms, p99 ${round(l.p99)} ms, ${l.rebuilds} rebuilds, ${l.forwarded} forwarded, ` +
  `${l.refused} refused, CPU µs a bet: servers ${l.cpu.servers.map(Math.round).join(' + ')}, PostgreSQL ${Math.round(l.cpu.postgres)}, ` +
  `clients ${Math.round(l.cpu.clients)}`;
/** A load's median figures over the rounds (each figure its own median). */
const medianLoad = (loads: Load[]): Load => ({
  perSecond: median(loads.map((l) => l.perSecond)),
  p50: median(loads.map((l) => l.p50)),
  p99: median(loads.map((l) => l.p99)),
  cpu: {
    clients: median(loads.map((l) => l.cpu.clients)),
    servers: loads[0]!.cpu.servers.map((_, i) => median(loads.map((l) => l.cpu.servers[i]!))),
    postgres: median(loads.map((l) => l.cpu.postgres)),
  },
  refused: median(loads.map((l) => l.refused)),
  rebuilds: median(loads.map((l) => l.rebuilds)),
  forwarded: median(loads.map((l) => l.forwarded)),
});
const ratios = (rounds: Round[], of: (r: Round) => number) => rounds.map((r) => round(of(r)));
const roundsNote = (values: number[]) => (values.length === 1 ? 'one round' : `median of rounds ${values.join(', ')}`);

async function measure(): Promise<BenchResult[]> {
  if (!(await listening(DATABASE_URL, 5432)) || !(await listening(REDIS_URL, 6379))) {
    console.log(`scale-out: needs PostgreSQL at ${DATABASE_URL} and Redis at ${REDIS_URL}; skipped`);
    return [];
  }
  const world = await benchWorld(CLIENTS + MAKERS, 2, { databaseUrl: DATABASE_URL });
  const servers: Server[] = [];
  try {
    const services = compose(loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', ADMIN_PASSWORD: 'bench1234' }), world.database);
    await restingBook(world, services.trading, world.customers.slice(CLIENTS));
    const tokens = await Promise.all(world.customers.slice(0, CLIENTS).map((id) => services.tokens.issue(id)));
    const url = urlWithSchema(DATABASE_URL, world.database.pgSchema!);
    const rounds: Round[] = [];
    for (let r = 1; r <= ROUNDS; r++) {
      const result = await oneRound(world, url, tokens, servers);
      rounds.push(result);
      console.log(
        `  scale-out round ${r}/${ROUNDS}: one process ${describe(result.one)}; split ${describe(result.split)}; ` +
          `shared (owner first) ${describe(result.shared)}; shared/split ${round(result.shared.perSecond / result.split.perSecond)}, ` +
          `shared/one ${round(result.shared.perSecond / result.one.perSecond)}`,
      );
    }
    const [one, split, shared] = (['one', 'split', 'shared'] as const).map((k) => medianLoad(rounds.map((r) => r[k]))) as [
      Load,
      Load,
      Load,
    ];
    const toSplit = ratios(rounds, (r) => r.shared.perSecond / r.split.perSecond);
    const toOne = ratios(rounds, (r) => r.shared.perSecond / r.one.perSecond);
    const p99ToOne = ratios(rounds, (r) => r.shared.p99 / r.one.p99);
    const setting = `${CLIENTS} clients, ${ROUNDS} round(s) of ${SECONDS} s a load, ${RESTING} resting orders a market, PostgreSQL + Redis; medians`;
    return [
      {
        name: 'scale-out: two processes, one shared market, bets/s',
        value: round(shared.perSecond),
        unit: 'bets/s',
        baseline: 'two processes, split markets (same run)',
        baseline_value: round(split.perSecond),
        ratio: median(toSplit),
        note: `goal >= 0.8; ratio ${roundsNote(toSplit)}; shared (owner first): ${describe(shared)}; split: ${describe(split)}; ${setting}`,
      },
      {
        name: 'scale-out: two processes, one shared market, bets/s',
        value: round(shared.perSecond),
        unit: 'bets/s',
        baseline: 'one process, one market (same run)',
        baseline_value: round(one.perSecond),
        ratio: median(toOne),
        note: `goal >= 0.6; ratio ${roundsNote(toOne)}; one process: ${describe(one)}`,
      },
      {
        name: `scale-out: two processes, one shared market, p99 at ${CLIENTS} clients`,
        value: round(shared.p99),
        unit: 'ms',
        baseline: 'one process, one market (same run)',
        baseline_value: round(one.p99),
        ratio: median(p99ToOne),
        note: `goal <= 50 ms; ratio ${roundsNote(p99ToOne)}; shared p99 by round ${rounds.map((r) => round(r.shared.p99)).join(', ')} ms`,
      },
    ];
  } finally {
    await stopAll(servers);
    await world.dispose();
  }
}

export default { name: 'scale-out', run: measure };
