import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

/**
 * The operator hierarchy (admin > master > agent > customer): each user's credit reference,
 * partnership, limits and locks, and the history of credit reference changes. Existing users
 * keep working: admins are the roots (partnership 100%) and every other user without an admin
 * parent moves under the first admin, so the admin's downline is the whole exchange.
 */
export function hierarchyMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const users = db.schema.alterTable('users');
      // SQLite takes one column per ALTER TABLE, so each is its own statement on both databases.
      await users.addColumn('credit_reference', bigint, (c) => c.notNull().defaultTo(0)).execute();
      await users.addColumn('partnership_bp', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await users.addColumn('exposure_limit', bigint).execute();
      await users.addColumn('min_stake', bigint).execute();
      await users.addColumn('max_stake', bigint).execute();
      await users.addColumn('user_lock', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await users.addColumn('bet_lock', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex('users_parent').on('users').columns(['parent_id', 'user_name_key']).execute();

      await sql`UPDATE users SET parent_id = NULL, partnership_bp = 10000 WHERE role = 'admin'`.execute(db);
      await sql`
        UPDATE users SET parent_id = (SELECT MIN(a.user_id) FROM users a WHERE a.role = 'admin')
        WHERE role <> 'admin'
          AND (parent_id IS NULL OR parent_id NOT IN (SELECT p.user_id FROM users p WHERE p.role = 'admin'))`.execute(db);

      await withId(db.schema.createTable('credit_reference_history'), dialect, 'change_id')
        .addColumn('user_id', bigint, (c) => c.notNull())
        .addColumn('old_value', bigint, (c) => c.notNull())
        .addColumn('new_value', bigint, (c) => c.notNull())
        .addColumn('changed_by', bigint, (c) => c.notNull())
        .addColumn('created_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('credit_reference_history_user')
        .on('credit_reference_history')
        .columns(['user_id', 'change_id'])
        .execute();
    },
  };
}
