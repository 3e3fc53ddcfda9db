import { WebSocket } from 'ws';
import { createTestApp, type TestContext } from '../apps/server/test/helpers/test-app.ts';
import { listen } from '../apps/server/test/realtime/live-client.ts';
import { seedReferenceData } from '../apps/server/src/db/seed/seed-reference-data.ts';
import { createMarket } from '../apps/server/src/modules/trading/markets/create-market.ts';
import { startBenchChild } from './bench-child.ts';
import { benchMatch, fundedBenchUser } from './bench-world.ts';
import { listening } from './listening.ts';
import type { BenchResult } from './bench-result.ts';

// Issue 14's cross-process push: a bet committed on process A reaches 1,000 subscribers held by
// process B (one PostgreSQL database; Redis pub/sub when REDIS_URL answers, else LISTEN/NOTIFY).
// Baseline in the same run: the same subscribers on A itself (no bus hop between processes).
const CHILD = 'BX_PUSH_BENCH_SERVER';
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
// Ten bets a second, as the fanout bench's ten updates a second: 10,000 messages a second to read here.
const BETS = process.env.BENCH_QUICK === '1' ? 30 : 99;
const BET_GAP_MS = 100;
const CONNECT_BATCH = 100;
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes of one machine. */
const wallNow = () => performance.timeOrigin + performance.now();

interface Target {
  ws: string;
}

/** Process B: an app on A's schema with the same bus, listening, sockets per customer lifted. */
async function serve(): Promise<void> {
  const b = await createTestApp('postgres', {
    seed: false,
    env: JSON.parse(process.env.BX_PUSH_ENV!) as Record<string, string>,
    database: { pgSchema: process.env.BX_PUSH_SCHEMA! },
  });
  b.app.realtime.configure({ maxSocketsPerUser: SUBSCRIBERS + 10 });
  const ws = await listen(b);
  console.log(JSON.stringify({ ws } satisfies Target));
  process.once('SIGTERM', () => void b.app.close().finally(() => process.exit(0)));
}

/** `count` sockets subscribed to the market; `onDelta(text, at)` for every delta after the image. */
async function subscribe(url: string, marketId: string, count: number, onDelta: (text: string, at: number) => void): Promise<WebSocket[]> {
  const open = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', market_ids: [marketId] })));
      socket.on('message', (data) => {
        const at = wallNow();
        const text = String(data);
        const message = JSON.parse(text) as { type: string; image?: boolean };
        if (message.type !== 'market') return;
        if (message.image) resolve(socket);
        else onDelta(text, at);
      });
    });
  const sockets: WebSocket[] = [];
  for (let opened = 0; opened < count; opened += CONNECT_BATCH) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - opened) }, open))));
  }
  return sockets;
}

interface World {
  a: TestContext;
  userId: number;
  matchId: number;
  /** Two markets: one for the cross-process run, one for the baseline. */
  markets: { marketId: number; selectionId: number }[];
  token: string;
  /** Called after each commit on A (listeners cannot be removed, so one forwards to this). */
  commitListener: () => void;
}

async function world(env: Record<string, string>): Promise<World> {
  const a = await createTestApp('postgres', { seed: false, env });
  const db = a.database.db;
  await seedReferenceData(db);
  const matchId = await benchMatch(db);
  const markets = [];
  for (const name of ['Cross-process', 'Same process']) {
    const m = await createMarket(db, {
      matchId,
      name,
      marketType: 'MATCH_ODDS',
      runners: [{ name: 'A' }, { name: 'B' }],
    });
    markets.push({ marketId: m.market_id, selectionId: m.runners[0]!.selection_id });
  }
  const userId = await fundedBenchUser(a.database, 'pushbench');
  // A subscriber's token: any signed-in user may watch a market.
  const token = await a.app.tokens.issue(userId);
  const w: World = { a, userId, matchId, markets, token, commitListener: () => undefined };
  a.services.trading.onCommit(() => w.commitListener());
  return w;
}

/**
 * Places BETS resting backs one after another on a market of its own, each at a price below the
 * last (down to 1.01), and returns every subscriber's receipt delay (ms) from the commit on A of
 * the bet a delta announces: the lowest price it carries (a resting back is offered to layers,
 * whose best price is the lowest, and a delta shows the best levels).
 */
async function pushDelays(w: World, url: string, marketId: number, selectionId: number): Promise<number[]> {
  const committedAt = new Map<number, number>();
  const delays: number[] = [];
  const sockets = await subscribe(`${url}?token=${w.token}`, String(marketId), SUBSCRIBERS, (text, at) => {
    const newest = Math.min(...[...text.matchAll(/"price":([0-9.]+)/g)].map((m) => Math.round(Number(m[1]) * 100)));
    const commit = committedAt.get(newest);
    if (commit !== undefined) delays.push(at - commit);
  });
  let price = 0;
  w.commitListener = () => committedAt.set(price, wallNow());
  try {
    for (let i = 0; i < BETS; i++) {
      price = 101 + BETS - 1 - i;
      const placed = await w.a.services.trading.placeMarketBet({
        userId: w.userId,
        marketId,
        matchId: w.matchId,
        selectionId,
        side: 'BACK',
        // No lays on this market: the bet rests, and its price level appears in the delta.
        price,
        stake: 10_000,
        timeInForce: 'LIMIT',
        persistence: 'LAPSE',
        clientRef: null,
      });
      if (placed.ok !== true) throw new Error(`bench bet not placed: ${JSON.stringify(placed)}`);
      await new Promise((r) => setTimeout(r, BET_GAP_MS));
    }
    await new Promise((r) => setTimeout(r, 1000));
    return delays.sort((x, y) => x - y);
  } finally {
    w.commitListener = () => undefined;
    for (const socket of sockets) socket.terminate();
  }
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const round = (n: number) => Math.round(n * 100) / 100;

async function measure(): Promise<BenchResult[]> {
  if (!(await listening(DATABASE_URL, 5432))) {
    console.log(`cross-process push: no PostgreSQL at ${DATABASE_URL}; skipped`);
    return [];
  }
  process.env.TEST_DATABASE_URL = DATABASE_URL;
  const redis = await listening(REDIS_URL, 6379);
  const env: Record<string, string> = { DATABASE_URL, SEED_DEMO: 'off', ...(redis ? { REDIS_URL } : {}) };
  const w = await world(env);
  w.a.app.realtime.configure({ maxSocketsPerUser: SUBSCRIBERS + 10 });
  const child = await startBenchChild<Target>(import.meta.url, CHILD, {
    BX_PUSH_ENV: JSON.stringify(env),
    BX_PUSH_SCHEMA: w.a.database.pgSchema!,
  });
  try {
    const [crossMarket, localMarket] = w.markets as [World['markets'][0], World['markets'][0]];
    const cross = await pushDelays(w, child.target.ws, crossMarket.marketId, crossMarket.selectionId);
    const local = await pushDelays(w, await listen(w.a), localMarket.marketId, localMarket.selectionId);
    const transport = redis ? 'Redis pub/sub' : 'PostgreSQL LISTEN/NOTIFY';
    const baseline = `the same ${SUBSCRIBERS} subscribers on process A itself (same run)`;
    const note = `${BETS} bets, one every ${BET_GAP_MS} ms; ${transport}; commit on A -> message event on a client`;
    return [
      {
        name: `cross-process push p99, commit on A -> receipt from B, ${SUBSCRIBERS} subscribers`,
        value: round(at(cross, 0.99)),
        unit: 'ms',
        baseline,
        baseline_value: round(at(local, 0.99)),
        ratio: round(at(cross, 0.99) / at(local, 0.99)),
        note: `goal < 100 ms; ${note}; ${cross.length} receipts`,
      },
      {
        name: `cross-process push p50, commit on A -> receipt from B, ${SUBSCRIBERS} subscribers`,
        value: round(at(cross, 0.5)),
        unit: 'ms',
        baseline,
        baseline_value: round(at(local, 0.5)),
        ratio: round(at(cross, 0.5) / at(local, 0.5)),
        note,
      },
    ];
  } finally {
    child.stop();
    await w.a.close();
  }
}

export default { name: 'cross-process-push', run: measure };

if (process.env[CHILD]) await serve();
