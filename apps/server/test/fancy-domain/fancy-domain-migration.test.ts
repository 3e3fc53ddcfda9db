import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { withDatabaseMigratedTo } from '../helpers/migrated-to.ts';
import { testDialects } from '../helpers/test-app.ts';

describe.each(testDialects())('migration 0006 on %s', (dialect) => {
  it('gives fancies created before it the default domain 0..999 and no cap, and runner markets none', async () => {
    await withDatabaseMigratedTo(dialect, '0004-payments', async (database) => {
      // A real match under them, so constraints a later migration adds hold for these rows too.
      await sql`INSERT INTO sports (sport_id, name) VALUES (4, 'Cricket')`.execute(database.db);
      await sql`INSERT INTO matches (match_id, sport_id, name, open_date) VALUES (1, 4, 'A v B', 0)`.execute(database.db);
      for (const type of ['METER', 'MATCH_ODDS']) {
        await sql`INSERT INTO markets (match_id, name, market_type, status, min_stake, max_stake, commission_bp, created_at)
        VALUES (1, ${type}, ${type}, 'OPEN', 100, 100000, 0, 0)`.execute(database.db);
      }
      await migrateToLatest(database);
      const rows = await database.db
        .selectFrom('markets')
        .select(['market_type', 'max_result', 'meter_cap'])
        .orderBy('market_id')
        .execute();
      expect(rows).toEqual([
        { market_type: 'METER', max_result: 999, meter_cap: null },
        { market_type: 'MATCH_ODDS', max_result: null, meter_cap: null },
      ]);
    });
  });
});
