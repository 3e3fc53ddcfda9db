import { sql, type Kysely, type Migration } from 'kysely';
import { DAILY_RESULT_KINDS } from '../../modules/ledger/result-kinds.ts';

/**
 * The daily loss limit sums a customer's results of the last 24 hours (DAILY_RESULT_KINDS on
 * MAIN). Through the account index that read visited every MAIN entry of the day, each bet's
 * exposure hold included, so it grew with every bet: PostgreSQL's batch reads it for the callers
 * with a limit in every batch. This partial index holds only result entries, so the read visits
 * just those, and a bet's own ledger pair never writes to it. A query uses it when it names the
 * same kinds; a new result kind needs a migration that rebuilds it with the new list.
 */
export function dailyResultsIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('ledger_entries_daily_results')
        .on('ledger_entries')
        .columns(['account_id', 'created_at'])
        .where(
          sql.ref('kind'),
          'in',
          DAILY_RESULT_KINDS.map((k) => sql.lit(k)),
        )
        .execute();
    },
  };
}
