import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { compose } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { loadSummary, startBenchChild, timed } from './bench-child.ts';
import { benchWorld } from './bench-world.ts';
import type { BenchResult } from './bench-result.ts';

const CLIENTS = 64;
const REQUESTS = 24_000;
const CHILD = 'BX_HTTP_BENCH_SERVER';

interface Target {
  port: number;
  barePort: number;
  tokens: string[];
  matchId: number;
  markets: { marketId: number; sel: number[] }[];
}

/** Child process: the real server (SQLite, temp dir) and a bare Fastify route, on loopback ports. */
async function serve(): Promise<void> {
  const world = await benchWorld(CLIENTS, 16);
  const services = compose(loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', ADMIN_PASSWORD: 'bench1234' }), world.database);
  const issued = await Promise.all(world.customers.map((id) => services.tokens.issue(id)));
  const app = await buildApp({ services, webDist: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.post('/bare', async () => ({ status: true, message: 'ok', data: { bet_id: 1 } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const barePort = (bare.server.address() as { port: number }).port;
  process.stdout.write(`${JSON.stringify({ port, barePort, tokens: issued, matchId: world.matchId, markets: world.markets })}\n`);
  process.once('SIGTERM', () => {
    rmSync(world.dataDir, { recursive: true, force: true });
    process.exit(0);
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

/** 64 keep-alive clients, each sending its share of `total` requests back to back. */
async function load(port: number, path: string, body: (client: number, i: number) => string, tokens: string[], total: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies: number[] = [];
  let failed = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; i < total / CLIENTS; i++) {
        if ((await timed(latencies, () => post(agent, port, path, tokens[c % tokens.length]!, body(c, i)))) !== 200) failed++;
      }
    }),
  );
  agent.destroy();
  const { seconds, p50, p99 } = loadSummary(latencies, started);
  return { perSecond: total / seconds, p50, p99, failed };
}

/**
 * (c) HTTP bet/placeMarketBet per second with p50/p99 latency at 64 concurrent keep-alive
 * clients (one customer each, 16 markets), the server in its own process on a loopback port,
 * beside a bare Fastify route measured the same way.
 */
export default {
  name: 'http',
  async run(): Promise<BenchResult[]> {
    const { target, stop } = await startBenchChild<Target>(import.meta.url, CHILD);
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
      });
    };
    await load(target.port, '/api/bet/placeMarketBet', bet, target.tokens, 2_560);
    const bets = await load(target.port, '/api/bet/placeMarketBet', (c, i) => bet(c, i + 100), target.tokens, REQUESTS);
    const bare = await load(target.barePort, '/bare', () => '{"x":1}', target.tokens, REQUESTS);
    stop();
    return [
      {
        name: 'http: placeMarketBet bets/s (64 clients, keep-alive)',
        value: bets.perSecond,
        unit: 'bets/s',
        baseline: 'bare Fastify route',
        baseline_value: bare.perSecond,
        ratio: bets.perSecond / bare.perSecond,
        note: `p50 ${bets.p50.toFixed(1)} ms, p99 ${bets.p99.toFixed(1)} ms (bare p99 ${bare.p99.toFixed(1)} ms), ${bets.failed} non-200; goal >= 5,000 with p99 <= 50 ms`,
      },
      {
        name: 'http: placeMarketBet p99 latency',
        value: bets.p99,
        unit: 'ms',
        baseline: 'bare Fastify route p99',
        baseline_value: bare.p99,
        ratio: bets.p99 / bare.p99,
      },
    ];
  },
};

if (process.env[CHILD]) await serve();
