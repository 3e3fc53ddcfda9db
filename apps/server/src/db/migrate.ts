import { Migrator, sql } from 'kysely';
import type { AppDatabase } from './create-database.ts';
import { migrationsFor } from './migrations/index.ts';

async function migratorFor(database: AppDatabase): Promise<Migrator> {
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
    // Features land from parallel branches, each with its own independent migration: a database
    // that already has a later one still takes an earlier one that arrived after it.
    allowUnorderedMigrations: true,
    // Pin Kysely's own tables to our schema (the one the connection writes to, also when a URL's
    // search_path chose it); the dialect's introspector looks only there, so databases in
    // neighbouring schemas (parallel test files, other tenants) neither count as migrated nor
    // fail the scan by being dropped during it.
    ...(database.dialect === 'postgres' ? { migrationTableSchema: database.pgSchema ?? (await currentSchema(database)) } : {}),
  });
}

/** Brings the schema up to date; the same migrations run on SQLite and PostgreSQL. */
export async function migrateToLatest(database: AppDatabase): Promise<void> {
  const { error, results } = await (await migratorFor(database)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Names of the migrations this server has that the database has not applied (for /api/ready). */
export async function pendingMigrations(database: AppDatabase): Promise<string[]> {
  const migrations = await (await migratorFor(database)).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

async function currentSchema(database: AppDatabase): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(database.db);
  return rows[0]!.schema;
}
