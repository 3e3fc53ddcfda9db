import { WebSocket } from 'ws';
import { createTestApp, type TestContext } from '../apps/server/test/helpers/test-app.ts';
import { FakeMarketSource, listen, tokenFor, twoRunnerMarket } from '../apps/server/test/realtime/live-client.ts';
import type { BenchResult } from './bench-result.ts';

interface FanoutRun {
  p50: number;
  p99: number;
  perSecond: number;
}

const MARKET = 'bench-1';
const UPDATES_PER_SECOND = 10;
const PUBLISH_MS = 10_000;
const CONNECT_BATCH = 100;
/** The whole bench gives up after this long, so a hang never blocks the runner. */
const DEADLINE_MS = 120_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Opens a socket, subscribes to the bench market and resolves once its image arrived. */
function subscriber(url: string, onDelta: (publishIndex: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', market_ids: [MARKET] })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.image) resolve(socket);
      // The publisher writes its publish counter into the size, so a receipt finds its publish time.
      else onDelta(message.runners[0].back[0].size);
    });
  });
}

/**
 * `clients` sockets on one market; the money core's role is played by a timer publishing one book
 * change every 100 ms. Latency is publish call -> `message` event in the client, all in this
 * process (performance.now on one clock), so it includes the clients' own parsing.
 */
async function fanout(ctx: TestContext, url: string, clients: number): Promise<FanoutRun> {
  const publishedAt: number[] = [];
  const latencies: number[] = [];
  const onDelta = (index: number) => latencies.push(performance.now() - publishedAt[index]!);
  const sockets: WebSocket[] = [];
  try {
    for (let opened = 0; opened < clients; opened += CONNECT_BATCH) {
      const batch = Math.min(CONNECT_BATCH, clients - opened);
      sockets.push(...(await Promise.all(Array.from({ length: batch }, () => subscriber(url, onDelta)))));
    }
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (performance.now() - started >= PUBLISH_MS) {
          clearInterval(timer);
          resolve();
          return;
        }
        publishedAt.push(performance.now());
        ctx.app.realtime.publishMarket(MARKET, { runners: [{ selection_id: 1, back: [{ price: 1.9, size: publishedAt.length - 1 }] }] });
      }, 1000 / UPDATES_PER_SECOND);
    });
    // Let the last message reach every client before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sorted = [...latencies].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), perSecond: latencies.length / (PUBLISH_MS / 1000) };
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}

async function measure(): Promise<BenchResult[]> {
  const ctx = await createTestApp('sqlite');
  try {
    const url = await listen(ctx);
    const { token } = await tokenFor(ctx, 'demo');
    // Every bench client is the demo customer: lift the per-customer socket cap for them.
    ctx.app.realtime.configure({ maxSocketsPerUser: 1010 });
    const source = new FakeMarketSource();
    source.images.set(MARKET, twoRunnerMarket(MARKET));
    ctx.app.realtime.setMarketSource(source);
    const small = await fanout(ctx, `${url}?token=${token}`, 10);
    const large = await fanout(ctx, `${url}?token=${token}`, 1000);
    const baseline = 'the same hub and publisher with 10 clients (same run)';
    const round = (n: number) => Math.round(n * 100) / 100;
    return [
      {
        name: 'fanout p99 publish->receipt, 1000 clients',
        value: round(large.p99),
        unit: 'ms',
        baseline,
        baseline_value: round(small.p99),
        ratio: round(large.p99 / small.p99),
        note: 'goal <= 100 ms; 10 updates/s for 10 s, clients in-process',
      },
      {
        name: 'fanout p50 publish->receipt, 1000 clients',
        value: round(large.p50),
        unit: 'ms',
        baseline,
        baseline_value: round(small.p50),
        ratio: round(large.p50 / small.p50),
      },
      {
        name: 'fanout messages delivered per second, 1000 clients',
        value: Math.round(large.perSecond),
        unit: 'msg/s',
        baseline,
        baseline_value: Math.round(small.perSecond),
        ratio: round(large.perSecond / small.perSecond),
        note: 'ideal 10,000 (1000 clients x 10 updates/s); fewer when a late timer lets two updates coalesce',
      },
    ];
  } finally {
    await ctx.close();
  }
}

export default {
  name: 'fanout',
  run: async (): Promise<BenchResult[]> => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`fanout bench took over ${DEADLINE_MS} ms`)), DEADLINE_MS);
    });
    try {
      return await Promise.race([measure(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  },
};
