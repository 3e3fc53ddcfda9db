import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

/** Single-player seed pairs (one current pair per customer) and slot spins (idempotent per customer and client_ref). */
export function slotsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('fair_seed_pairs'), dialect, 'seed_pair_id')
        .addColumn('user_id', bigint, (c) => c.notNull().references('users.user_id'))
        .addColumn('server_seed', 'text', (c) => c.notNull().check(sql`length(server_seed) = 64`))
        .addColumn('server_seed_hash', 'text', (c) => c.notNull().check(sql`length(server_seed_hash) = 64`))
        .addColumn('client_seed', 'text', (c) => c.notNull().check(sql`length(client_seed) BETWEEN 1 AND 64`))
        .addColumn('nonce', bigint, (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`nonce >= 0`),
        )
        .addColumn('created_at', bigint, (c) => c.notNull())
        .addColumn('retired_at', bigint)
        .execute();
      // One current pair per customer; retired ones stay, so every spin they dealt stays verifiable.
      await sql`CREATE UNIQUE INDEX fair_seed_pairs_current ON fair_seed_pairs (user_id) WHERE retired_at IS NULL`.execute(db);
      await withId(db.schema.createTable('slot_spins'), dialect, 'spin_id')
        .addColumn('user_id', bigint, (c) => c.notNull().references('users.user_id'))
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('client_ref', 'text', (c) => c.notNull())
        .addColumn('seed_pair_id', bigint, (c) => c.notNull().references('fair_seed_pairs.seed_pair_id'))
        .addColumn('nonce', bigint, (c) => c.notNull().check(sql`nonce >= 0`))
        .addColumn('client_seed', 'text', (c) => c.notNull())
        .addColumn('free_spin', 'integer', (c) => c.notNull().check(sql`free_spin IN (0, 1)`))
        .addColumn('bet', bigint, (c) => c.notNull().check(sql`bet > 0`))
        .addColumn('cost', bigint, (c) => c.notNull().check(sql`cost >= 0`))
        .addColumn('win', bigint, (c) => c.notNull().check(sql`win >= 0`))
        .addColumn('stops', 'text', (c) => c.notNull())
        .addColumn('free_spins_awarded', 'integer', (c) => c.notNull().check(sql`free_spins_awarded >= 0`))
        .addColumn('free_spins_left', 'integer', (c) => c.notNull().check(sql`free_spins_left >= 0`))
        .addColumn('balance', bigint, (c) => c.notNull())
        .addColumn('created_at', bigint, (c) => c.notNull())
        // A free spin costs nothing; a paid one costs its bet.
        .addCheckConstraint('slot_spins_cost', sql`(free_spin = 1 AND cost = 0) OR (free_spin = 0 AND cost = bet)`)
        .addUniqueConstraint('slot_spins_client_ref', ['user_id', 'client_ref'])
        .addUniqueConstraint('slot_spins_pair_nonce', ['seed_pair_id', 'nonce'])
        .execute();
      await db.schema.createIndex('slot_spins_user_game').on('slot_spins').columns(['user_id', 'game_id', 'spin_id']).execute();
    },
  };
}
