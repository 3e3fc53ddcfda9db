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
    // Kysely looks for its own tables in every schema it can see; pin them to ours (the one the
    // connection writes to, also when a URL's search_path chose it) so databases in neighbouring
    // schemas (parallel test files, other tenants) do not count as migrated.
    ...(database.dialect === 'postgres' ? { migrationTableSchema: database.pgSchema ?? (await currentSchema(database)) } : {}),
  });
}

/**
 * Kysely's migrator finds its own tables by scanning every schema's tables, naming each schema as
 * it goes (has_schema_privilege, pg_get_serial_sequence); a neighbouring schema dropped during
 * the scan (another tenant, a parallel test file) fails it with 3F000 naming that schema. Nothing
 * has been migrated then, so the scan is simply run again.
 */
function neighbourVanished(error: unknown, database: AppDatabase): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== '3F000' || typeof message !== 'string') return false;
  return !database.pgSchema || !message.includes(`"${database.pgSchema}"`);
}

/** Brings the schema up to date; the same migrations run on SQLite and PostgreSQL. */
export async function migrateToLatest(database: AppDatabase): Promise<void> {
  const migrator = await migratorFor(database);
  let { error, results } = await migrator.migrateToLatest();
  for (let retry = 0; retry < 3 && !results?.length && neighbourVanished(error, database); retry++) {
    ({ error, results } = await migrator.migrateToLatest());
  }
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
