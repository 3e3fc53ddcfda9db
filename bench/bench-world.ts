import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type AppDatabase } from '../apps/server/src/db/create-database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedReferenceData } from '../apps/server/src/db/seed/seed-reference-data.ts';
import { insertBareCustomer } from '../apps/server/src/modules/auth/user-repository.ts';
import { moveFunds } from '../apps/server/src/modules/ledger/wallet.ts';
import { createMarket } from '../apps/server/src/modules/trading/markets/create-market.ts';

export interface BenchWorld {
  database: AppDatabase;
  dataDir: string;
  customers: number[];
  matchId: number;
  markets: { marketId: number; sel: number[] }[];
  /** Closes the database and removes it (the temp dir, or the PostgreSQL schema). */
  dispose(): Promise<void>;
}

/**
 * A fresh database with funded customers and empty two-runner markets: SQLite (WAL,
 * synchronous=FULL, temp dir) by default, or a schema of its own on the PostgreSQL at `databaseUrl`.
 */
export async function benchWorld(customers: number, markets: number, options: { databaseUrl?: string } = {}): Promise<BenchWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bx-bench-'));
  const pgSchema = `bench_${randomBytes(6).toString('hex')}`;
  const database = await createDatabase(options.databaseUrl ? { databaseUrl: options.databaseUrl, dataDir, pgSchema } : { dataDir });
  await migrateToLatest(database);
  await seedReferenceData(database.db);
  const matchId = await benchMatch(database.db);
  const ids: number[] = [];
  for (let i = 0; i < customers; i++) ids.push(await fundedBenchUser(database, `bench${i}`));
  const list = [];
  for (let i = 0; i < markets; i++) {
    const m = await createMarket(database.db, {
      matchId,
      name: `M${i}`,
      marketType: 'MATCH_ODDS',
      runners: [{ name: 'A' }, { name: 'B' }],
    });
    list.push({ marketId: m.market_id, sel: m.runners.map((r) => r.selection_id) });
  }
  const dispose = async () => {
    if (database.dialect === 'postgres') await database.pool?.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { database, dataDir, customers: ids, matchId, markets: list, dispose };
}

/** The i-th bet of a deterministic stream: backs and lays around 2.00 so about half match and half rest. */
export function benchBet(world: BenchWorld, i: number) {
  const m = world.markets[i % world.markets.length]!;
  const back = (i >> 1) % 2 === 0;
  const offset = (i * 7) % 5;
  return {
    userId: world.customers[i % world.customers.length]!,
    marketId: m.marketId,
    matchId: world.matchId,
    selectionId: m.sel[(i >> 2) % 2]!,
    side: back ? ('BACK' as const) : ('LAY' as const),
    price: back ? 200 + offset * 2 : 204 - offset * 2,
    stake: 1000 + (i % 10) * 100,
    timeInForce: 'LIMIT' as const,
    persistence: 'LAPSE' as const,
    clientRef: null,
  };
}

/** A series and an upcoming cricket match for a bench's markets (reference data seeded first). */
export async function benchMatch(db: AppDatabase['db']): Promise<number> {
  const series = await db
    .insertInto('series')
    .values({ sport_id: 4, name: 'Bench', is_active: 1, is_header: 0, is_cup: 0 })
    .returning('series_id')
    .executeTakeFirstOrThrow();
  const match = await db
    .insertInto('matches')
    .values({
      sport_id: 4,
      series_id: Number(series.series_id),
      name: 'A v B',
      open_date: Date.now() + 3_600_000,
      status: 'UPCOMING',
      is_active: 1,
      country: null,
      country_code: null,
      venue: null,
    })
    .returning('match_id')
    .executeTakeFirstOrThrow();
  return Number(match.match_id);
}

/** A customer with no password (benches never log in) holding ₹1 crore. */
export async function fundedBenchUser(database: AppDatabase, userName: string): Promise<number> {
  const id = await insertBareCustomer(database.db, userName);
  await moveFunds(database, id, 1_000_000_000, 'bench funds');
  return id;
}
