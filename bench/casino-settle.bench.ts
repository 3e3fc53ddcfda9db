import { rmSync } from 'node:fs';
import { TABLES } from '@bx/games';
import { seedCasinoTables } from '../apps/server/src/db/seed/seed-casino-tables.ts';
import { CasinoService } from '../apps/server/src/modules/casino/casino-service.ts';
import { TradingService } from '../apps/server/src/modules/trading/trading-service.ts';
import type { BenchResult } from './bench-result.ts';
import { benchWorld } from './bench-world.ts';
import { settlePerBet } from './settle-per-bet.ts';

const CUSTOMERS = 1000;
const BETS = Number(process.env.BENCH_QUICK ? 2000 : 10_000);
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

/**
 * One Lucky 7 round with 10,000 open bets from 1,000 customers (low, high, even, odd, red,
 * black and the card ranks, at the table's rates) settled through the table runner on SQLite,
 * beside paying each bet in a transaction of its own, same run (issue 8's settlement figure).
 */
async function run(): Promise<BenchResult[]> {
  const world = await benchWorld(CUSTOMERS, 0);
  const trading = new TradingService(world.database);
  let now = Date.parse('2026-11-24T10:00:00Z');
  await seedCasinoTables(world.database.db, now);
  const lucky7 = TABLES.lucky7;
  // Only Lucky 7 deals, so the settle step timed below is its round's alone.
  await world.database.db.updateTable('casino_tables').set({ is_active: 0 }).where('match_id', '<>', lucky7.matchId).execute();
  const casino = new CasinoService(world.database, trading, { clock: () => now, bettingMs: 600_000, revealMs: 1, resultMs: 1 });
  await casino.init();
  await casino.tick();
  const round = casino.table(lucky7.matchId)!.round!;
  const selections = lucky7.selections;
  await Promise.all(
    Array.from({ length: BETS }, async (_, i) => {
      const s = selections[i % selections.length]!;
      const target = await casino.betTarget(round.roundId, s.sid, 10_000);
      if (!target || 'code' in target) throw new Error(`no bet target: ${JSON.stringify(target)}`);
      const outcome = await trading.placeMarketBet({
        userId: world.customers[i % CUSTOMERS]!,
        marketId: target.marketId,
        matchId: lucky7.matchId,
        selectionId: s.sid,
        side: 'BACK',
        price: s.back,
        stake: 10_000,
        timeInForce: 'LIMIT',
        persistence: 'LAPSE',
        clientRef: null,
      });
      if (!outcome.ok) throw new Error(`bet refused: ${JSON.stringify(outcome)}`);
    }),
  );
  // Close the window, then time the reveal and settlement steps up to the result.
  now += 600_000;
  await casino.tick();
  const started = process.hrtime.bigint();
  while (casino.table(lucky7.matchId)!.round?.status !== 'RESULT') {
    now += 1;
    await casino.tick();
  }
  const batched = seconds(started);
  const perBet = await settlePerBet(world.database, lucky7.matchId);
  await world.database.close();
  rmSync(world.dataDir, { recursive: true, force: true });
  return [
    {
      name: `casino: settle a Lucky 7 round, ${BETS.toLocaleString('en')} bets from ${CUSTOMERS.toLocaleString('en')} customers (SQLite)`,
      value: batched,
      unit: 's',
      baseline: 'one transaction per bet',
      baseline_value: perBet,
      ratio: perBet / batched,
      note: 'goal under 1 s; includes the deal and the card reveal steps',
    },
  ];
}

export default { name: 'casino-settle', run };
