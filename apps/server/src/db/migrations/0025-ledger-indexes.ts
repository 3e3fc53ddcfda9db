import { sql, type Kysely, type Migration } from 'kysely';

// The lists as they stood when this migration was written: a migration never changes after it
// ran. test/ledger/ledger-indexes.test.ts checks them against the code's (result-kinds.ts,
// ledger-index-terms.ts); a new kind needs a new migration that rebuilds the index.
const DAILY_RESULT_KINDS = [
  'SETTLEMENT',
  'COMMISSION',
  'ROLLBACK',
  'ROLLBACK_COMMISSION',
  'CASINO_BET',
  'CASINO_WIN',
  'CASINO_REFUND',
  'SLOT_BET',
  'SLOT_WIN',
  'VIRTUAL_BET',
  'VIRTUAL_WIN',
];
const HOLD_KINDS = ['BET_EXPOSURE', 'BET_CANCEL'];

const literals = (kinds: string[]) => kinds.map((k) => sql.lit(k));

/**
 * Two partial indexes on the ledger, so a bet's own ledger pair writes no index page:
 * - `ledger_entries_account` (account, time) leaves out the exposure holds of placing and
 *   cancelling a bet. A hold moves money between one customer's MAIN and EXPOSURE accounts and
 *   nets to zero in every read by account (the statement leaves such transactions out), yet its
 *   two rows cost two index leaves in every group-commit batch: about half the WAL frames a bet
 *   wrote. Reads by account name the same exclusion (`notAHold`), so they use the index.
 * - `ledger_entries_daily_results` (account, time) holds only result entries, so the daily loss
 *   limit's 24-hour sum, and the reports of results, visit those and not every hold of the day.
 */
export function ledgerIndexesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('ledger_entries_account').execute();
      await db.schema
        .createIndex('ledger_entries_account')
        .on('ledger_entries')
        .columns(['account_id', 'created_at'])
        .where(sql.ref('kind'), 'not in', literals(HOLD_KINDS))
        .execute();
      await db.schema
        .createIndex('ledger_entries_daily_results')
        .on('ledger_entries')
        .columns(['account_id', 'created_at'])
        .where(sql.ref('kind'), 'in', literals(DAILY_RESULT_KINDS))
        .execute();
    },
  };
}
