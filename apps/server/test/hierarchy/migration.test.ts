import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../src/db/create-database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrationsFor } from '../../src/db/migrations/index.ts';
import { testDialects } from '../helpers/test-app.ts';

describe.each(testDialects())('migration 0016-hierarchy on %s', (dialect) => {
  let database: AppDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), 'bx-hier-'));
  const pgSchema = `t_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    database = await createDatabase(
      dialect === 'postgres' ? { databaseUrl: process.env.TEST_DATABASE_URL, dataDir, pgSchema } : { dataDir },
    );
  });
  afterAll(async () => {
    if (dialect === 'postgres') await database.pool?.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('puts existing admins at the root with all of the partnership and every other user under the first admin', async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrationsFor(dialect) },
      ...(dialect === 'postgres' ? { migrationTableSchema: pgSchema } : {}),
    });
    const before = await migrator.migrateTo('0014-totp-once');
    expect(before.error).toBeUndefined();
    const user = (user_name: string, role: string, parent_id: number | null) => ({
      user_name,
      user_name_key: user_name,
      name: user_name,
      password_hash: '!',
      role,
      parent_id,
      created_at: 1,
    });
    // Written before the hierarchy columns exist: the raw table of migration 0014.
    const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const insert = async (row: ReturnType<typeof user>) =>
      Number((await db.insertInto('users').values(row).returning('user_id').executeTakeFirstOrThrow()).user_id);
    const admin = await insert(user('admin', 'admin', null));
    const orphan = await insert(user('orphan', 'customer', null));
    const underAdmin = await insert(user('kept', 'customer', admin));
    const underCustomer = await insert(user('odd', 'customer', orphan));
    await migrateToLatest(database);
    const rows = await database.db
      .selectFrom('users')
      .select(['user_id', 'parent_id', 'partnership_bp', 'user_lock', 'credit_reference'])
      .orderBy('user_id')
      .execute();
    expect(rows.map((r) => [Number(r.user_id), r.parent_id === null ? null : Number(r.parent_id), Number(r.partnership_bp)])).toEqual([
      [admin, null, 10_000],
      [orphan, admin, 0],
      [underAdmin, admin, 0],
      [underCustomer, admin, 0],
    ]);
    expect(rows.every((r) => Number(r.user_lock) === 0 && Number(r.credit_reference) === 0)).toBe(true);
  });
});
