import { tableStreamKey } from '@bx/contract';
import { TABLES, type TableType } from '@bx/games';
import { WebSocket } from 'ws';
import { createTestApp } from '../apps/server/test/helpers/test-app.ts';
import { listen, tokenFor } from '../apps/server/test/realtime/live-client.ts';
import type { BenchResult } from './bench-result.ts';

const CLIENTS = 1000;
const CONNECT_BATCH = 100;
const RUN_MS = Number(process.env.BENCH_QUICK ? 8_000 : 20_000);
const TABLE_TYPES = Object.keys(TABLES) as TableType[];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Opens a socket following one table and resolves once the table's first message arrived. */
function follower(url: string, key: string, onTable: (key: string) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', market_ids: [key] })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type !== 'market' || message.market_id !== key) return;
      if (message.image) resolve(socket);
      else onTable(key);
    });
  });
}

/** The server process's CPU over `ms`, as a share of one core. */
async function cpuShare(ms: number): Promise<number> {
  const before = process.cpuUsage();
  await new Promise((r) => setTimeout(r, ms));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / ms;
}

/**
 * Our Casino's six tables dealing on the real clock (3 s windows, a card every 300 ms) with
 * 1,000 sockets, each following one table. Latency is from the table runner's publish of a
 * change (a card revealed, the countdown, the result) to the client's `message` event, in this
 * process on one clock, so it includes the clients' own parsing. The idle CPU share is the
 * server's with the six tables dealing at production timings and nobody watching (clients and
 * server share this process, so a figure with clients would count the clients too).
 */
async function run(): Promise<BenchResult[]> {
  const ctx = await createTestApp('sqlite');
  try {
    const url = await listen(ctx);
    const { token } = await tokenFor(ctx, 'demo');
    ctx.app.realtime.configure({ maxSocketsPerUser: CLIENTS + 10 });
    const casino = ctx.services.casino;
    // Idle: the production timings (each table's own window, a card a second, a 200 ms tick).
    await casino.start();
    await new Promise((r) => setTimeout(r, 2000));
    const idle = await cpuShare(5000);
    await casino.stop();
    // Watched: shorter windows, so the run sees many reveals.
    casino.configure({ bettingMs: 3000, revealMs: 300, resultMs: 1000, tickMs: 50 });
    await casino.start();

    const publishedAt = new Map<string, number>();
    const publish = ctx.app.realtime.publishMarket.bind(ctx.app.realtime);
    ctx.app.realtime.publishMarket = (key, change) => {
      publishedAt.set(key, performance.now());
      publish(key, change);
    };
    const latencies: number[] = [];
    let counting = false;
    const onTable = (key: string) => {
      if (counting) latencies.push(performance.now() - publishedAt.get(key)!);
    };
    const sockets: WebSocket[] = [];
    for (let opened = 0; opened < CLIENTS; opened += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - opened) }, (_, i) => {
        const type = TABLE_TYPES[(opened + i) % TABLE_TYPES.length]!;
        return follower(`${url}?token=${token}`, tableStreamKey(TABLES[type].matchId), onTable);
      });
      sockets.push(...(await Promise.all(batch)));
    }
    counting = true;
    await new Promise((r) => setTimeout(r, RUN_MS));
    counting = false;
    for (const socket of sockets) socket.terminate();
    await casino.stop();
    const sorted = [...latencies].sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    return [
      {
        name: `casino: table push p99 publish->receipt, six tables, ${CLIENTS.toLocaleString('en')} sockets`,
        value: round(percentile(sorted, 99)),
        unit: 'ms',
        baseline: 'p50 of the same run',
        baseline_value: round(percentile(sorted, 50)),
        ratio: round(percentile(sorted, 99) / percentile(sorted, 50)),
        note: `goal under 100 ms; ${latencies.length.toLocaleString('en')} messages over ${RUN_MS / 1000} s, clients in-process`,
      },
      {
        name: 'casino: server CPU share with six tables dealing, nobody watching',
        value: round(idle * 100),
        unit: '% of a core',
        baseline: 'goal',
        baseline_value: 5,
        ratio: round((idle * 100) / 5),
        note: 'goal under 5% of one core; measured over 5 s',
      },
    ];
  } finally {
    await ctx.close();
  }
}

export default { name: 'casino-fanout', run };
