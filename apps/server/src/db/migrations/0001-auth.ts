import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

export function authMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'), dialect, 'user_id')
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('user_name_key', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('parent_id', bigint)
        .addColumn('is_change_password', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_signup_user', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mobile', 'text')
        .addColumn('dial_code', 'text')
        .addColumn('country_code', 'text')
        .addColumn('totp_secret', 'text')
        .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('auth_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', bigint, (c) => c.notNull())
        .addColumn('created_at', bigint, (c) => c.notNull())
        .addColumn('expires_at', bigint, (c) => c.notNull())
        .addColumn('revoked_at', bigint)
        .execute();
      await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();
    },
  };
}
