import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

/** Deposit/withdraw requests, responsible-gaming limits and self-exclusion, casino report tables. */
export function paymentsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('payment_requests'), dialect, 'request_id')
        .addColumn('user_id', bigint, (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('amount', bigint, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('account_holder', 'text')
        .addColumn('account_number', 'text')
        .addColumn('ifsc', 'text')
        .addColumn('bank_name', 'text')
        .addColumn('remark', 'text')
        .addColumn('created_at', bigint, (c) => c.notNull())
        .addColumn('decided_at', bigint)
        .addColumn('decided_by', bigint)
        .execute();
      await db.schema.createIndex('payment_requests_user').on('payment_requests').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('payment_requests_status').on('payment_requests').columns(['status', 'created_at']).execute();

      await db.schema
        .createTable('responsible_gaming_limits')
        .addColumn('user_id', bigint, (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount', bigint)
        .addColumn('pending_amount', bigint)
        .addColumn('pending_effective_at', bigint)
        .addColumn('updated_at', bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint('responsible_gaming_limits_pk', ['user_id', 'kind'])
        .execute();
      await db.schema
        .createTable('self_exclusions')
        .addColumn('user_id', bigint, (c) => c.primaryKey())
        .addColumn('excluded_until', bigint, (c) => c.notNull())
        .addColumn('created_at', bigint, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('casino_rounds')
        .addColumn('round_id', 'text', (c) => c.primaryKey())
        .addColumn('sport_id', 'text', (c) => c.notNull())
        .addColumn('winner', 'text', (c) => c.notNull())
        .addColumn('cards', 'text', (c) => c.notNull())
        .addColumn('server_seed_hash', 'text')
        .addColumn('created_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('casino_rounds_table_time').on('casino_rounds').columns(['sport_id', 'created_at']).execute();
      await withId(db.schema.createTable('casino_bets'), dialect, 'bet_id')
        .addColumn('user_id', bigint, (c) => c.notNull())
        .addColumn('round_id', 'text', (c) => c.notNull())
        .addColumn('sport_id', 'text', (c) => c.notNull())
        .addColumn('selection', 'text', (c) => c.notNull())
        .addColumn('stake', bigint, (c) => c.notNull())
        .addColumn('odds', 'text', (c) => c.notNull())
        .addColumn('profit_loss', bigint)
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('casino_bets_user_time').on('casino_bets').columns(['user_id', 'created_at']).execute();
    },
  };
}
