import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { compose } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { loadSummary, serveCpu, timed } from './bench-child.ts';
import { benchWorld } from './bench-world.ts';
import type { BenchResult } from './bench-result.ts';
import { serveProfiling, steadyNote, steadyProfileRows, steadyRounds } from './steady-rounds.ts';
import { tuneGarbageCollector } from '../apps/server/src/tune-garbage-collector.ts';

const CONCURRENT = 64;
const SPINS = process.env.BENCH_QUICK === '1' ? 3_200 : 12_800;
/**
 * Spins before each round's measured run. In 2,048-spin chunks from a fresh child the CPU per spin
 * fell from ~2x its settled figure in the first chunk to within the machine's noise (~10%) of it
 * by 16,000-20,000 spins (three runs, November 2026); 20,480 (320 a client) leaves a margin.
 */
const WARM_UP = 20_480;
const CHILD = 'BX_SLOTS_BENCH_SERVER';

interface Target {
  port: number;
  barePort: number;
  tokens: string[];
}

/** Child process: the real server (SQLite, temp dir) with a logged-in funded customer per client, and a bare route. */
async function serve(): Promise<void> {
  // As main.ts does: the bench measures the server as it runs.
  tuneGarbageCollector();
  const world = await benchWorld(CONCURRENT, 1);
  const services = compose(
    loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', SEED_DEMO: 'off', ADMIN_PASSWORD: 'bench1234' }),
    world.database,
  );
  const app = await buildApp({ services, webDist: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens = await Promise.all(world.customers.map((id) => services.tokens.issue(id)));
  const bare = Fastify();
  bare.post('/bare', async () => ({ status: true, message: '', data: { win: 0 } }));
  serveCpu(bare);
  serveProfiling(bare);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const barePort = (bare.server.address() as { port: number }).port;
  process.stdout.write(`${JSON.stringify({ port, barePort, tokens })}\n`);
  process.once('SIGTERM', () => {
    rmSync(world.dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** One spin as the web app sends it; resolves with the envelope's status (false for a refusal or an HTTP error). */
function send(agent: Agent, port: number, path: string, token: string, body: string): Promise<boolean> {
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
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve(res.statusCode === 200 && (JSON.parse(text) as { status: boolean }).status));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** 64 concurrent clients, one customer each, spinning back to back; latency per spin. */
async function spins(target: Target, port: number, path: string, total: number, tag: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENT });
  const latencies: number[] = [];
  let refused = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, c) => {
      for (let i = 0; i < total / CONCURRENT; i++) {
        const body = JSON.stringify({ game_id: 'classic-sevens', bet: 10, client_ref: `${tag}-${c}-${i}` });
        if (!(await timed(latencies, () => send(agent, port, path, target.tokens[c]!, body)))) refused++;
      }
    }),
  );
  agent.destroy();
  const { seconds, p50, p99 } = loadSummary(latencies, started);
  return { perSecond: total / seconds, p50, p99, refused };
}

/**
 * Durable slot spins per second through HTTP at 64 clients (each a committed transaction with
 * its ledger pairs, group-committed, on the embedded SQLite), with p99, beside a bare Fastify
 * route answering the same shape in the same child: the median of three rounds, each a fresh
 * child measured after a warm-up of WARM_UP spins (steady-rounds.ts).
 */
export default {
  name: 'slots-http',
  async run(): Promise<BenchResult[]> {
    const steady = await steadyRounds(import.meta.url, CHILD, { warmUp: WARM_UP, calls: SPINS }, (target: Target) => ({
      target: (calls, tag) => spins(target, target.port, '/api/slot/spin', calls, tag),
      bare: (calls, tag) => spins(target, target.barePort, '/bare', calls, tag),
    }));
    const { target: slot, bare } = steady.median;
    return [
      {
        name: 'slots-http: durable spins/s (64 clients)',
        value: slot.perSecond,
        unit: 'spins/s',
        baseline: 'bare Fastify route',
        baseline_value: bare.perSecond,
        ratio: slot.perSecond / bare.perSecond,
        note: `p50 ${slot.p50.toFixed(1)} ms, p99 ${slot.p99.toFixed(1)} ms (bare p99 ${bare.p99.toFixed(1)} ms); goal 3,000/s; ${slot.refused} refused`,
      },
      {
        // The server's own CPU, less sensitive to a busy machine than the rate: the spin's rate is bound by it.
        name: 'slots-http: server CPU per spin',
        value: slot.cpuUs,
        unit: 'µs',
        baseline: 'bare Fastify route',
        baseline_value: bare.cpuUs,
        ratio: slot.cpuUs / bare.cpuUs,
        note: steadyNote(steady, `${WARM_UP.toLocaleString('en-US')} spins`),
      },
      {
        name: 'slots-http: p99 latency per spin',
        value: slot.p99,
        unit: 'ms',
        baseline: 'bare Fastify route p99',
        baseline_value: bare.p99,
        ratio: slot.p99 / bare.p99,
      },
      ...(steady.profile ? steadyProfileRows('slots-http', SPINS, steady.profile) : []),
    ];
  },
};

if (process.env[CHILD]) await serve();
