import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../src/db/create-database.ts';
import type { DialectName } from '../../src/db/dialect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { withDatabaseMigratedTo } from '../helpers/migrated-to.ts';
import { testDialects } from '../helpers/test-app.ts';

/** A database migrated up to just before 0022, with one customer; `run` fills it, then the check runs. */
const before0022 = (dialect: DialectName, run: (database: AppDatabase) => Promise<void>) =>
  withDatabaseMigratedTo(dialect, '0021-operator-actions', async (database) => {
    await sql`INSERT INTO users (user_id, user_name, user_name_key, name, password_hash, role, created_at) VALUES (1, 'c', 'c', 'c', 'x', 'customer', 0)`.execute(
      database.db,
    );
    await run(database);
  });

/** A session of `instrument` with one line at `line` (old units) and one YES bet on it. */
async function session(database: AppDatabase, id: number, instrument: string, status: string, line: number): Promise<void> {
  const db = database.db;
  await sql`INSERT INTO matches (match_id, sport_id, name, open_date) VALUES (${id}, -30, ${instrument}, 0)`.execute(db);
  await sql`INSERT INTO binary_sessions (match_id, instrument, trading_day, opens_at, closes_at, status)
    VALUES (${id}, ${instrument}, '2026-11-23', 0, 1, ${status})`.execute(db);
  await sql`INSERT INTO markets (market_id, match_id, name, market_type, status, min_stake, max_stake, commission_bp, created_at, yes_line, no_line, yes_rate, no_rate, max_result)
    VALUES (${id}, ${id}, ${`${instrument} strike 1`}, 'SESSION', 'OPEN', 100, 100000, 0, 0, ${line}, ${line}, 90, 110, 9999)`.execute(db);
  await sql`INSERT INTO bets (user_id, market_id, match_id, selection_id, side, price, line, stake, matched, remaining, time_in_force, persistence, status, placed_at, updated_at)
    VALUES (1, ${id}, ${id}, 0, 'BACK', 90, ${line}, 10000, 10000, 0, 'GTC', 'LAPSE', 'EXECUTION_COMPLETE', 0, 0)`.execute(db);
}

const lines = (database: AppDatabase) =>
  sql<{ yes_line: number; no_line: number; max_result: number; line: number }>`
    SELECT m.yes_line, m.no_line, m.max_result, b.line FROM markets m JOIN bets b ON b.market_id = m.market_id ORDER BY m.market_id`
    .execute(database.db)
    .then((r) => r.rows.map((x) => [Number(x.yes_line), Number(x.no_line), Number(x.max_result), Number(x.line)]));

describe.each(testDialects())('migration 0022 (binary lines as prices) on %s', (dialect) => {
  it('scales lines, domains and bets from units to whole prices, and leaves ₹1 units as they are', async () => {
    await before0022(dialect, async (database) => {
      await session(database, 1, 'NIFTY', 'OPEN', 4810); // ₹5 units: 24,050
      await session(database, 2, 'AXIS', 'OPEN', 1100); // ₹1 units already
      await session(database, 3, 'TATASTEEL', 'SETTLED', 1505); // 10 paise: ₹150.50, rounded up once settled
      await migrateToLatest(database);
      expect(await lines(database)).toEqual([
        [24050, 24050, 49995, 24050],
        [1100, 1100, 9999, 1100],
        [151, 151, 1000, 151],
      ]);
    });
  });

  it('stops on a session still to settle whose bets lie between whole prices', async () => {
    await before0022(dialect, async (database) => {
      await session(database, 1, 'COMEXCRUDE', 'OPEN', 7020);
      await expect(migrateToLatest(database)).rejects.toThrow(/settle or void it first/);
    });
  });
});
