import { TABLES } from '@bx/games';
import { seedCasinoTables } from '../apps/server/src/db/seed/seed-casino-tables.ts';
import { CasinoService } from '../apps/server/src/modules/casino/casino-service.ts';
import { TradingService } from '../apps/server/src/modules/trading/trading-service.ts';
import type { BenchResult } from './bench-result.ts';
import { benchWorld } from './bench-world.ts';
import { listening } from './listening.ts';
import { settlePerBet } from './settle-per-bet.ts';

const CUSTOMERS = 1000;
const BETS = Number(process.env.BENCH_QUICK ? 2000 : 10_000);
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * One Lucky 7 round with 10,000 open bets from 1,000 customers (low, high, even, odd, red,
 * black and the card ranks, at the table's rates) settled through the table runner, beside
 * paying each bet in a transaction of its own on the same database (issue 8's settlement figure).
 */
async function settleRound(databaseUrl?: string): Promise<BenchResult> {
  const world = await benchWorld(CUSTOMERS, 0, { databaseUrl });
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
  await world.dispose();
  return {
    name: `casino: settle a Lucky 7 round, ${BETS.toLocaleString('en')} bets from ${CUSTOMERS.toLocaleString('en')} customers (${databaseUrl ? 'PostgreSQL' : 'SQLite'})`,
    value: batched,
    unit: 's',
    baseline: 'one transaction per bet',
    baseline_value: perBet,
    ratio: perBet / batched,
    note: `${databaseUrl ? 'no goal set' : 'goal under 1 s'}; includes the deal and the card reveal steps`,
  };
}

/** SQLite, then PostgreSQL when one answers (TEST_DATABASE_URL, default the machine's). */
async function run(): Promise<BenchResult[]> {
  const results = [await settleRound()];
  if (await listening(POSTGRES_URL, 5432)) results.push(await settleRound(POSTGRES_URL));
  else console.log(`casino-settle: no PostgreSQL at ${POSTGRES_URL}; its figure skipped`);
  return results;
}

export default { name: 'casino-settle', run };
