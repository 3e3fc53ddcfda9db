import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

/**
 * Our Casino: hash chains for provably fair rounds (generic, keyed by an owner such as
 * 'table:-1011'), the six tables with their limits, their rounds (each round is also a market
 * of the money core), and the operator's changes to the tables.
 */
export function casinoTablesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('fair_chains'), dialect, 'chain_id')
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('length', 'integer', (c) => c.notNull())
        // s_N, the chain's secret end; s_k = sha256_hex applied N - k times.
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('chain_hash', 'text', (c) => c.notNull())
        .addColumn('client_seed', 'text', (c) => c.notNull())
        // The next k to hand out (1..length); past length the chain is used up.
        .addColumn('next_nonce', 'integer', (c) => c.notNull())
        .addColumn('created_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('fair_chains_owner').on('fair_chains').columns(['owner', 'chain_id']).execute();
      await db.schema
        .createTable('casino_tables')
        .addColumn('match_id', bigint, (c) => c.primaryKey())
        .addColumn('gtype', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('min_stake', bigint, (c) => c.notNull())
        .addColumn('max_stake', bigint, (c) => c.notNull())
        .addColumn('side_max_stake', bigint, (c) => c.notNull())
        .addColumn('updated_by', bigint)
        .addColumn('updated_at', bigint)
        .execute();
      await db.schema
        .createTable('table_rounds')
        .addColumn('round_id', bigint, (c) => c.primaryKey())
        // The money core's market of the round (an ordinary generated id: SQLite's AUTOINCREMENT
        // would carry a 15-digit round id over to every later market).
        .addColumn('market_id', bigint, (c) => c.notNull().unique().references('markets.market_id'))
        .addColumn('match_id', bigint, (c) => c.notNull())
        .addColumn('gtype', 'text', (c) => c.notNull())
        .addColumn('chain_id', bigint, (c) => c.notNull().references('fair_chains.chain_id'))
        .addColumn('nonce', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('opened_at', bigint, (c) => c.notNull())
        .addColumn('closes_at', bigint, (c) => c.notNull())
        .addColumn('cards', 'text')
        .addColumn('result', 'text')
        .addColumn('settled_at', bigint)
        .execute();
      // One round per chain seat: a seed is never dealt twice.
      await db.schema.createIndex('table_rounds_seat').on('table_rounds').columns(['chain_id', 'nonce']).unique().execute();
      await db.schema.createIndex('table_rounds_match').on('table_rounds').columns(['match_id', 'round_id']).execute();
      await db.schema.createIndex('table_rounds_status').on('table_rounds').column('status').execute();
      await withId(db.schema.createTable('casino_table_changes'), dialect, 'change_id')
        .addColumn('match_id', bigint, (c) => c.notNull())
        .addColumn('user_id', bigint, (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text', (c) => c.notNull())
        .addColumn('after_json', 'text', (c) => c.notNull())
        .addColumn('created_at', bigint, (c) => c.notNull())
        .execute();
    },
  };
}
