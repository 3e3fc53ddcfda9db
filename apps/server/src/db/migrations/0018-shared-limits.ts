import type { Kysely, Migration } from 'kysely';
import { bigint } from './column-types.ts';

/**
 * Attempt counters that hold across server processes on one PostgreSQL database without Redis:
 * failed logins and wrong secrets (`auth_failures`), and the per-address request windows of the
 * login and sign-up limits (`rate_windows`). Each row carries its expiry, so a sweep keeps both small.
 */
export function sharedLimitsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('auth_failures')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('last_at', bigint, (c) => c.notNull())
        .addColumn('expires_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('auth_failures_expiry').on('auth_failures').column('expires_at').execute();
      await db.schema
        .createTable('rate_windows')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('resets_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_windows_expiry').on('rate_windows').column('resets_at').execute();
    },
  };
}
