import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

/** Accounts, the double-entry ledger, markets with runners, bets, fills and held exposure. */
export function moneyMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('accounts'), dialect, 'account_id')
        .addColumn('user_id', bigint)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('balance', bigint, (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('accounts_owner_kind', ['user_id', 'kind'])
        .execute();
      // Fixed ids for the house-level accounts (see ledger/house-accounts.ts).
      await sql`INSERT INTO accounts (account_id, user_id, kind, balance) VALUES (1, NULL, 'HOUSE', 0), (2, NULL, 'COMMISSION', 0), (3, NULL, 'FUNDING', 0)`.execute(
        db,
      );
      if (dialect === 'postgres') await sql`SELECT setval('accounts_account_id_seq', 3)`.execute(db);
      await withId(db.schema.createTable('ledger_entries'), dialect, 'entry_id')
        .addColumn('txn_id', 'text', (c) => c.notNull())
        .addColumn('account_id', bigint, (c) => c.notNull())
        .addColumn('amount', bigint, (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_type', 'text')
        .addColumn('ref_id', bigint)
        .addColumn('remark', 'text')
        .addColumn('created_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account_id', 'created_at']).execute();
      await withId(db.schema.createTable('markets'), dialect, 'market_id')
        .addColumn('match_id', bigint, (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('market_type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('in_play', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bet_delay', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('min_stake', bigint, (c) => c.notNull())
        .addColumn('max_stake', bigint, (c) => c.notNull())
        .addColumn('max_exposure', bigint)
        .addColumn('commission_bp', 'integer', (c) => c.notNull())
        .addColumn('number_of_winners', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('book_version', bigint, (c) => c.notNull().defaultTo(0))
        .addColumn('yes_line', 'integer')
        .addColumn('yes_rate', 'integer')
        .addColumn('no_line', 'integer')
        .addColumn('no_rate', 'integer')
        .addColumn('khado_width', 'integer')
        .addColumn('result_json', 'text')
        .addColumn('settlement_json', 'text')
        .addColumn('created_at', bigint, (c) => c.notNull())
        .addColumn('settled_at', bigint)
        .execute();
      await db.schema.createIndex('markets_match').on('markets').column('match_id').execute();
      await db.schema
        .createTable('market_runners')
        .addColumn('market_id', bigint, (c) => c.notNull())
        .addColumn('selection_id', bigint, (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reduction_bp', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('back_rate', 'integer')
        .addColumn('lay_rate', 'integer')
        .addColumn('quote_open', 'integer', (c) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint('market_runners_pk', ['market_id', 'selection_id'])
        .execute();
      await withId(db.schema.createTable('bets'), dialect, 'bet_id')
        .addColumn('user_id', bigint, (c) => c.notNull())
        .addColumn('market_id', bigint, (c) => c.notNull())
        .addColumn('match_id', bigint, (c) => c.notNull())
        .addColumn('selection_id', bigint, (c) => c.notNull())
        .addColumn('side', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('line', 'integer')
        .addColumn('stake', bigint, (c) => c.notNull())
        .addColumn('matched', bigint, (c) => c.notNull())
        .addColumn('remaining', bigint, (c) => c.notNull())
        .addColumn('cancelled', bigint, (c) => c.notNull().defaultTo(0))
        .addColumn('lapsed', bigint, (c) => c.notNull().defaultTo(0))
        .addColumn('voided', bigint, (c) => c.notNull().defaultTo(0))
        .addColumn('matched_profit', bigint, (c) => c.notNull().defaultTo(0))
        .addColumn('time_in_force', 'text', (c) => c.notNull())
        .addColumn('persistence', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('lapse_reason', 'text')
        .addColumn('outcome', 'text')
        .addColumn('pnl', bigint)
        .addColumn('client_ref', 'text')
        .addColumn('placed_at', bigint, (c) => c.notNull())
        .addColumn('updated_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bets_market').on('bets').columns(['market_id', 'user_id']).execute();
      await db.schema.createIndex('bets_user').on('bets').columns(['user_id', 'placed_at']).execute();
      await withId(db.schema.createTable('bet_fills'), dialect, 'fill_id')
        .addColumn('market_id', bigint, (c) => c.notNull())
        .addColumn('maker_bet_id', bigint, (c) => c.notNull())
        .addColumn('taker_bet_id', bigint, (c) => c.notNull())
        .addColumn('selection_id', bigint, (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('size', bigint, (c) => c.notNull())
        .addColumn('reduction_bp', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('voided', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bet_fills_market').on('bet_fills').column('market_id').execute();
      await db.schema
        .createTable('market_exposures')
        .addColumn('user_id', bigint, (c) => c.notNull())
        .addColumn('market_id', bigint, (c) => c.notNull())
        .addColumn('exposure', bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint('market_exposures_pk', ['user_id', 'market_id'])
        .execute();
    },
  };
}
