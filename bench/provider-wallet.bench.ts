import { createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { compose } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { mintLaunchToken } from '../apps/server/src/modules/providers/launch-tokens.ts';
import { insertProvider } from '../apps/server/src/modules/providers/provider-registry.ts';
import { loadSummary, serveCpu, timed } from './bench-child.ts';
import { benchWorld } from './bench-world.ts';
import type { BenchResult } from './bench-result.ts';
import { serveProfiling, steadyNote, steadyProfileRows, steadyRounds } from './steady-rounds.ts';
import { tuneGarbageCollector } from '../apps/server/src/tune-garbage-collector.ts';

const CONCURRENT = 64;
const PAIRS = 6_400;
/**
 * Debit+credit pairs before each round's measured run. In 2,048-call chunks from a fresh child the
 * CPU per call fell from ~2x its settled figure in the first chunk to within the machine's noise
 * (~10%) of it by 16,000-24,000 calls (three runs, November 2026): 10,240 pairs (160 a client).
 */
const WARM_UP_PAIRS = 10_240;
const SECRET = 'bench-provider-secret-0123456789';
const PROVIDER = 'bench-provider';
const CHILD = 'BX_WALLET_BENCH_SERVER';

interface Target {
  port: number;
  barePort: number;
  launches: string[];
}

/** Child process: the real server (SQLite, temp dir) with a registered provider and a launch per customer, and a bare route. */
async function serve(): Promise<void> {
  // As main.ts does: the bench measures the server as it runs.
  tuneGarbageCollector();
  const world = await benchWorld(CONCURRENT, 1);
  await insertProvider(
    world.database.db,
    { provider_id: PROVIDER, name: 'Bench', secret: SECRET, launch_url: '/x', sport_id: 'worldcasino' },
    Date.now(),
  );
  const launches = await Promise.all(world.customers.map((id) => mintLaunchToken(world.database.db, PROVIDER, id, Date.now())));
  const services = compose(
    loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', SEED_DEMO: 'off', ADMIN_PASSWORD: 'bench1234' }),
    world.database,
  );
  const app = await buildApp({ services, webDist: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.post('/bare', async () => ({ status: 'OP_SUCCESS', balance: 1 }));
  serveCpu(bare);
  serveProfiling(bare);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const barePort = (bare.server.address() as { port: number }).port;
  process.stdout.write(`${JSON.stringify({ port, barePort, launches })}\n`);
  process.once('SIGTERM', () => {
    rmSync(world.dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** One signed wallet request as a provider sends it; resolves with the answer's status. */
function send(agent: Agent, port: number, path: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-signature': createHmac('sha256', SECRET).update(body).digest('hex'),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () =>
          resolve(res.statusCode === 200 ? ((JSON.parse(text) as { status: string }).status ?? '') : `HTTP ${res.statusCode}`),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** 64 concurrent provider connections, each sending debit then credit rounds back to back; latency per request. */
async function rounds(port: number, path: string, launches: string[], pairs: number, tag: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENT });
  const latencies: number[] = [];
  let refused = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, c) => {
      for (let i = 0; i < pairs / CONCURRENT; i++) {
        const roundId = `${tag}-${c}-${i}`;
        for (const [action, amount] of [
          ['debit', 1 + (i % 5)],
          ['credit', i % 3 === 0 ? 2 * (1 + (i % 5)) : 0],
        ] as const) {
          const body = JSON.stringify({
            action,
            provider_id: PROVIDER,
            token: launches[c],
            transactionId: `${roundId}:${action}`,
            roundId,
            gameId: 'bench',
            amount,
          });
          if ((await timed(latencies, () => send(agent, port, path, body))) !== 'OP_SUCCESS') refused++;
        }
      }
    }),
  );
  agent.destroy();
  const { seconds, p50, p99 } = loadSummary(latencies, started);
  return { pairsPerSecond: pairs / seconds, p50, p99, refused };
}

/**
 * Provider wallet callbacks: debit+credit pairs per second through HTTP at 64 concurrent
 * provider requests (each signed, each a ledger pair, on the embedded SQLite), with p99 per
 * request, beside a bare Fastify route answering the same shape in the same child: the median
 * of three rounds, each a fresh child measured after a warm-up of WARM_UP_PAIRS (steady-rounds.ts).
 */
export default {
  name: 'provider-wallet',
  async run(): Promise<BenchResult[]> {
    // Counted in calls, two a pair, as the server's CPU is.
    const steady = await steadyRounds(
      import.meta.url,
      CHILD,
      { warmUp: 2 * WARM_UP_PAIRS, calls: 2 * PAIRS },
      ({ port, barePort, launches }: Target) => ({
        target: (calls, tag) => rounds(port, '/api/provider/wallet', launches, calls / 2, tag),
        bare: (calls, tag) => rounds(barePort, '/bare', launches, calls / 2, tag),
      }),
    );
    const { target: wallet, bare } = steady.median;
    return [
      {
        name: 'provider-wallet: debit+credit pairs/s (64 concurrent, signed)',
        value: wallet.pairsPerSecond,
        unit: 'pairs/s',
        baseline: 'bare Fastify route',
        baseline_value: bare.pairsPerSecond,
        ratio: wallet.pairsPerSecond / bare.pairsPerSecond,
        note: `p50 ${wallet.p50.toFixed(1)} ms, p99 ${wallet.p99.toFixed(1)} ms per call (bare p99 ${bare.p99.toFixed(1)} ms), ${wallet.refused} not OP_SUCCESS`,
      },
      {
        // The server's own CPU, less sensitive to a busy machine than the rate: the wallet's rate is bound by it.
        name: 'provider-wallet: server CPU per call',
        value: wallet.cpuUs,
        unit: 'µs',
        baseline: 'bare Fastify route',
        baseline_value: bare.cpuUs,
        ratio: wallet.cpuUs / bare.cpuUs,
        note: steadyNote(steady, `${(2 * WARM_UP_PAIRS).toLocaleString('en-US')} calls`),
      },
      {
        name: 'provider-wallet: p99 latency per call',
        value: wallet.p99,
        unit: 'ms',
        baseline: 'bare Fastify route p99',
        baseline_value: bare.p99,
        ratio: wallet.p99 / bare.p99,
      },
      ...(steady.profile ? steadyProfileRows('provider-wallet', 2 * PAIRS, steady.profile) : []),
    ];
  },
};

if (process.env[CHILD]) await serve();
