import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

/**
 * Four eyes: actions held for a second operator (`approvals`, one row per request, its action
 * as JSON so it runs later exactly as asked), and the two rules in the global setting. Rollbacks
 * wait by default; the credit threshold starts off (0) so existing installations move chips as before.
 */
export function approvalsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('approvals'), dialect, 'approval_id')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('action_json', 'text', (c) => c.notNull())
        .addColumn('market_id', bigint)
        .addColumn('target_user_id', bigint)
        .addColumn('amount', bigint)
        .addColumn('requested_by', bigint, (c) => c.notNull())
        .addColumn('requested_at', bigint, (c) => c.notNull())
        .addColumn('decided_by', bigint)
        .addColumn('decided_at', bigint)
        .addColumn('result_code', 'text')
        .addColumn('result_message', 'text')
        .execute();
      await db.schema.createIndex('approvals_status').on('approvals').columns(['status', 'approval_id']).execute();
      // SQLite takes one column per ALTER TABLE, so each is its own statement on both databases.
      await db.schema
        .alterTable('global_settings')
        .addColumn('four_eyes_credit_threshold', bigint, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('global_settings')
        .addColumn('four_eyes_rollback', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
  };
}
