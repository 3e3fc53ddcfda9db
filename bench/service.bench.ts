import { rmSync } from 'node:fs';
import { TradingService } from '../apps/server/src/modules/trading/trading-service.ts';
import { benchBet, benchWorld } from './bench-world.ts';
import type { BenchResult } from './bench-result.ts';

const GROUPED = 60_000;
const NAIVE = 1_500;

async function rate(
  service: TradingService,
  bet: (i: number) => ReturnType<typeof benchBet>,
  count: number,
): Promise<{ perSecond: number; accepted: number }> {
  const started = process.hrtime.bigint();
  const outcomes = await Promise.all(Array.from({ length: count }, (_, i) => service.placeMarketBet(bet(i))));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { perSecond: count / seconds, accepted: outcomes.filter((o) => o.ok === true).length };
}

/**
 * (b) Durable bets per second through the bets service on SQLite (WAL, synchronous=FULL):
 * group commit (up to 1000 bets per transaction, WAL flushed off the event loop before anyone
 * is answered) beside one transaction per bet with its own flush at COMMIT, same database.
 */
export default {
  name: 'service',
  async run(): Promise<BenchResult[]> {
    const world = await benchWorld(200, 20);
    const grouped = new TradingService(world.database);
    const naive = new TradingService(world.database, undefined, { maxBatch: 1, inlineFsync: true });
    const half = { ...world, markets: world.markets.slice(0, 10) };
    const rest = { ...world, markets: world.markets.slice(10) };
    await rate(grouped, (i) => benchBet(half, i), 2_000);
    const group = await rate(grouped, (i) => benchBet(half, i + 2_000), GROUPED);
    const single = await rate(naive, (i) => benchBet(rest, i), NAIVE);
    await world.database.close();
    rmSync(world.dataDir, { recursive: true, force: true });
    return [
      {
        name: 'service: durable bets/s, group commit (SQLite synchronous=FULL)',
        value: group.perSecond,
        unit: 'bets/s',
        baseline: 'one transaction per bet',
        baseline_value: single.perSecond,
        ratio: group.perSecond / single.perSecond,
        note: `${GROUPED} bets, ${group.accepted} accepted, 200 customers, 10 markets; goal >= 20,000`,
      },
    ];
  },
};
