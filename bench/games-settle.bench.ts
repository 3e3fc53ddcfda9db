import { rmSync } from 'node:fs';
import { BinaryService } from '../apps/server/src/modules/binary/binary-service.ts';
import { INSTRUMENTS } from '../apps/server/src/modules/binary/instruments.ts';
import { SimulatedFeed } from '../apps/server/src/modules/binary/simulated-feed.ts';
import { HashChainStore } from '../apps/server/src/modules/fairness/hash-chain-store.ts';
import { dealSeat } from '../apps/server/src/modules/matka/matka-draws.ts';
import { MatkaService } from '../apps/server/src/modules/matka/matka-service.ts';
import { createFancy } from '../apps/server/src/modules/trading/markets/create-market.ts';
import { TradingService } from '../apps/server/src/modules/trading/trading-service.ts';
import type { BenchResult } from './bench-result.ts';
import { benchWorld } from './bench-world.ts';
import { settlePerBet } from './settle-per-bet.ts';

const BETS = 10_000;
const LINES = 200;
const ist = (text: string) => Date.parse(`${text}+05:30`);
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

async function binaryRun(): Promise<{ batched: number; perBet: number }> {
  const world = await benchWorld(200, 0);
  const trading = new TradingService(world.database);
  const nifty = INSTRUMENTS[0]!;
  const binary = new BinaryService(world.database, trading, new SimulatedFeed(1), [nifty], () => ist('2026-11-23T14:31:00'));
  const lines: number[] = [];
  for (let i = 0; i < LINES; i++)
    lines.push(
      await createFancy(world.database.db, {
        matchId: world.matchId,
        name: `NIFTY strike ${i + 1}`,
        fancyType: 'SESSION',
        yesLine: 23_900 + i,
        yesRate: 90,
        noLine: 23_900 + i,
        noRate: 110,
        khadoWidth: null,
        maxResult: 48_000,
      }),
    );
  await world.database.db
    .insertInto('binary_sessions')
    .values({
      match_id: world.matchId,
      instrument: nifty.code,
      trading_day: '2026-11-23',
      opens_at: ist('2026-11-23T10:00:00'),
      closes_at: ist('2026-11-23T14:30:00'),
      status: 'CLOSED',
      settlement_price: null,
      settled_at: null,
    })
    .execute();
  await Promise.all(
    Array.from({ length: BETS }, (_, i) =>
      trading.placeFancyBet({
        userId: world.customers[i % world.customers.length]!,
        marketId: lines[i % LINES]!,
        matchId: world.matchId,
        side: i % 2 ? 'BACK' : 'LAY',
        line: 23_900 + (i % LINES),
        rate: i % 2 ? 90 : 110,
        stake: 10_000,
        clientRef: null,
      }),
    ),
  );
  const started = process.hrtime.bigint();
  const settled = await binary.settle(world.matchId, 2_400_000);
  if (settled.ok !== true) throw new Error(`binary settle failed: ${JSON.stringify(settled)}`);
  const batched = seconds(started);
  const perBet = await settlePerBet(world.database, world.matchId);
  await world.database.close();
  rmSync(world.dataDir, { recursive: true, force: true });
  return { batched, perBet };
}

async function matkaRun(): Promise<{ batched: number; perBet: number }> {
  const world = await benchWorld(200, 0);
  const trading = new TradingService(world.database);
  let now = ist('2026-11-23T10:00:00');
  const chains = new HashChainStore(world.database.db);
  const matka = new MatkaService(world.database, trading, chains, undefined, () => now);
  await matka.tick();
  const draw = await world.database.db
    .selectFrom('matka_draws')
    .select(['match_id', 'chain_id', 'open_nonce', 'close_nonce'])
    .where('market_code', '=', 'KALYAN_MORNING')
    .where('draw_key', '=', '2026-11-23')
    .executeTakeFirstOrThrow();
  const matchId = Number(draw.match_id);
  const kinds = [
    { betType: 'single', side: 'open', digits: (i: number) => String(i % 10) },
    { betType: 'single', side: 'close', digits: (i: number) => String(i % 10) },
    { betType: 'jodi', side: undefined, digits: (i: number) => String(i % 100).padStart(2, '0') },
    { betType: 'single_panna', side: 'open', digits: () => '128' },
    { betType: 'double_panna', side: 'close', digits: () => '550' },
    { betType: 'half_sangam', side: undefined, digits: (i: number) => `128-${i % 10}` },
  ] as const;
  await Promise.all(
    Array.from({ length: BETS }, (_, i) => {
      const k = kinds[i % kinds.length]!;
      return matka.placeBet({
        userId: world.customers[i % world.customers.length]!,
        matchId,
        betType: k.betType,
        side: k.side,
        digits: k.digits(i),
        stake: 1000,
        clientRef: null,
        lossLimit: null,
      });
    }),
  );
  now = ist('2026-11-23T12:00:00');
  const started = process.hrtime.bigint();
  // The operator applies the chain's own results (the only ones it may set), settling the whole draw at once.
  const seat = (nonce: number) => dealSeat(chains, Number(draw.chain_id), nonce).then((d) => d.panna);
  const settled = await matka.setResult(matchId, await seat(draw.open_nonce), await seat(draw.close_nonce!));
  if (settled.ok !== true) throw new Error(`matka settle failed: ${JSON.stringify(settled)}`);
  const batched = seconds(started);
  const perBet = await settlePerBet(world.database, matchId);
  await world.database.close();
  rmSync(world.dataDir, { recursive: true, force: true });
  return { batched, perBet };
}

/**
 * Settling a binary session (10,000 bets on 200 lines) and a matka draw (10,000 bets) on SQLite
 * through trading's settlement (one transaction per line or bet market), beside paying each bet
 * in a transaction of its own, same run.
 */
export default {
  name: 'games-settle',
  async run(): Promise<BenchResult[]> {
    const binary = await binaryRun();
    const matka = await matkaRun();
    const row = (name: string, r: { batched: number; perBet: number }, note: string): BenchResult => ({
      name,
      value: r.batched,
      unit: 's',
      baseline: 'one transaction per bet',
      baseline_value: r.perBet,
      ratio: r.perBet / r.batched,
      note,
    });
    return [
      row('games: settle a binary session, 10,000 bets on 200 lines (SQLite)', binary, 'goal under 1 s'),
      row('games: settle a matka draw, 10,000 bets (SQLite)', matka, 'goal under 1 s'),
    ];
  },
};
