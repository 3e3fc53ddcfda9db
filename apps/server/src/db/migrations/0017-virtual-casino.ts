import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

/** Our Virtual's bets: one row a bet, dealt from the customer's seed pair (idempotent per customer and client_ref). */
export function virtualCasinoMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('virtual_bets'), dialect, 'bet_id')
        .addColumn('user_id', bigint, (c) => c.notNull().references('users.user_id'))
        .addColumn('gtype', 'text', (c) => c.notNull())
        .addColumn('selection_id', 'integer', (c) => c.notNull())
        .addColumn('client_ref', 'text', (c) => c.notNull())
        .addColumn('seed_pair_id', bigint, (c) => c.notNull().references('fair_seed_pairs.seed_pair_id'))
        .addColumn('nonce', bigint, (c) => c.notNull().check(sql`nonce >= 0`))
        .addColumn('client_seed', 'text', (c) => c.notNull())
        .addColumn('stake', bigint, (c) => c.notNull().check(sql`stake > 0`))
        .addColumn('rate', 'integer', (c) => c.notNull().check(sql`rate > 100`))
        .addColumn('cards', 'text', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        // The bet's profit or loss: never a loss beyond its stake.
        .addColumn('pnl', bigint, (c) => c.notNull().check(sql`pnl >= -stake`))
        .addColumn('balance', bigint, (c) => c.notNull())
        .addColumn('created_at', bigint, (c) => c.notNull())
        .addUniqueConstraint('virtual_bets_client_ref', ['user_id', 'client_ref'])
        .addUniqueConstraint('virtual_bets_pair_nonce', ['seed_pair_id', 'nonce'])
        .execute();
      await db.schema.createIndex('virtual_bets_user').on('virtual_bets').columns(['user_id', 'bet_id']).execute();
    },
  };
}
