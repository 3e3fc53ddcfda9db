import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { expect } from 'vitest';
import { createDatabase, type AppDatabase } from '../../src/db/create-database.ts';
import { migrationsFor } from '../../src/db/migrations/index.ts';
import type { DialectName } from '../../src/db/dialect.ts';

/**
 * A fresh database migrated up to `migration` (inclusive) on `dialect`, for a migration test:
 * `run` fills it with rows of that time, migrates on and checks; the database is dropped after.
 */
export async function withDatabaseMigratedTo(
  dialect: DialectName,
  migration: string,
  run: (database: AppDatabase) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bx-mig-'));
  const pgSchema = `t_${randomBytes(6).toString('hex')}`;
  const database = await createDatabase(
    dialect === 'postgres' ? { databaseUrl: process.env.TEST_DATABASE_URL, dataDir, pgSchema } : { dataDir },
  );
  try {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrationsFor(database.dialect) },
      ...(database.pgSchema ? { migrationTableSchema: database.pgSchema } : {}),
    });
    expect((await migrator.migrateTo(migration)).error).toBeUndefined();
    await run(database);
  } finally {
    if (dialect === 'postgres') await database.pool?.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
    await database.close();
    // Retried, as in test-app.ts: a late file may land while the folder is emptied (ENOTEMPTY).
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
  }
}
