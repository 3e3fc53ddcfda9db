import { Migrator } from 'kysely';
import type { AppDatabase } from './create-database.ts';
import { migrationsFor } from './migrations/index.ts';

/** Brings the schema up to date; the same migrations run on SQLite and PostgreSQL. */
export async function migrateToLatest(database: AppDatabase): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
    // Kysely looks for its own tables in every schema it can see; pin them to ours so
    // databases in neighbouring schemas (parallel test files) do not count as migrated.
    ...(database.pgSchema ? { migrationTableSchema: database.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
