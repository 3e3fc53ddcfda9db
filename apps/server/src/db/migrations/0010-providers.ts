import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

/** Third-party casino providers, their launch tokens, wallet transactions and operator actions. */
export function providersMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('providers')
        .addColumn('provider_id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sport_id', 'text', (c) => c.notNull().check(sql`sport_id IN ('worldcasino', 'slotgator', 'fantasy')`))
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('launch_url', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('provider_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('provider_id', 'text', (c) => c.notNull().references('providers.provider_id'))
        .addColumn('user_id', bigint, (c) => c.notNull().references('users.user_id'))
        .addColumn('created_at', bigint, (c) => c.notNull())
        .addColumn('expires_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('provider_transactions')
        .addColumn('provider_id', 'text', (c) => c.notNull().references('providers.provider_id'))
        .addColumn('transaction_id', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull().check(sql`action IN ('debit', 'credit', 'rollback')`))
        .addColumn('user_id', bigint, (c) => c.notNull().references('users.user_id'))
        .addColumn('round_id', 'text')
        .addColumn('game_id', 'text')
        .addColumn('amount', bigint, (c) => c.notNull().check(sql`amount >= 0`))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('balance', bigint, (c) => c.notNull())
        .addColumn('rollback_status', 'text')
        .addColumn('rollback_balance', bigint)
        .addColumn('created_at', bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint('provider_transactions_pk', ['provider_id', 'transaction_id'])
        .execute();
      await db.schema
        .createIndex('provider_transactions_time')
        .on('provider_transactions')
        .columns(['provider_id', 'created_at'])
        .execute();
      await withId(db.schema.createTable('provider_actions'), dialect, 'action_id')
        .addColumn('provider_id', 'text', (c) => c.notNull().references('providers.provider_id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('admin_user_id', bigint, (c) => c.notNull().references('users.user_id'))
        .addColumn('created_at', bigint, (c) => c.notNull())
        .execute();
      // A provider round's report row is found by its round on every wallet call.
      await db.schema.createIndex('casino_bets_round').on('casino_bets').columns(['round_id', 'user_id']).execute();
    },
  };
}
