import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

/**
 * Binary sessions (one per instrument and IST trading day, its lines are fancies of the session's
 * match), their intraday prices, matka draws (dealt from fairness's hash chains), and the operator's actions on both.
 * The two hidden sports own the sessions' and draws' matches, so no sports menu lists them.
 */
export function binaryMatkaMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`INSERT INTO sports (sport_id, name, is_active, position) VALUES (-30, 'Binary', 0, 90), (-31, 'Matka', 0, 91)`.execute(db);
      await db.schema
        .createTable('binary_sessions')
        .addColumn('match_id', bigint, (c) => c.primaryKey())
        .addColumn('instrument', 'text', (c) => c.notNull())
        .addColumn('trading_day', 'text', (c) => c.notNull())
        .addColumn('opens_at', bigint, (c) => c.notNull())
        .addColumn('closes_at', bigint, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('settlement_price', bigint)
        .addColumn('settled_at', bigint)
        .addUniqueConstraint('binary_sessions_day', ['instrument', 'trading_day'])
        .execute();
      await db.schema
        .createTable('binary_ticks')
        .addColumn('match_id', bigint, (c) => c.notNull())
        .addColumn('at', bigint, (c) => c.notNull())
        .addColumn('price', bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint('binary_ticks_pk', ['match_id', 'at'])
        .execute();
      await db.schema
        .createTable('matka_draws')
        .addColumn('match_id', bigint, (c) => c.primaryKey())
        .addColumn('market_code', 'text', (c) => c.notNull())
        .addColumn('draw_key', 'text', (c) => c.notNull())
        .addColumn('open_at', bigint, (c) => c.notNull())
        .addColumn('close_at', bigint)
        .addColumn('chain_id', bigint, (c) => c.notNull())
        .addColumn('open_nonce', 'integer', (c) => c.notNull())
        .addColumn('close_nonce', 'integer')
        .addColumn('open_result', 'text')
        .addColumn('close_result', 'text')
        .addColumn('open_seed', 'text')
        .addColumn('close_seed', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('markets_json', 'text', (c) => c.notNull())
        .addUniqueConstraint('matka_draws_key', ['market_code', 'draw_key'])
        .execute();
      await db.schema.createIndex('matka_draws_open').on('matka_draws').columns(['open_at']).execute();
      await withId(db.schema.createTable('game_operator_actions'), dialect, 'action_id')
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('match_id', bigint, (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .addColumn('user_id', bigint, (c) => c.notNull())
        .addColumn('created_at', bigint, (c) => c.notNull())
        .execute();
    },
  };
}
