import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { compose, type Services } from '../../src/compose.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createDatabase, type AppDatabase, type DatabaseOptions } from '../../src/db/create-database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/db/seed/seed-database.ts';
import type { DialectName } from '../../src/db/dialect.ts';

/** The databases the integration suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestContext {
  app: FastifyInstance;
  database: AppDatabase;
  config: Config;
  /** The composition root's graph the app was built from (the trading service, ...). */
  services: Services;
  close(): Promise<void>;
}

/**
 * A real server on a real, empty database of the given dialect: a temp SQLite file, or a fresh
 * PostgreSQL schema, migrated and (unless seed is false) seeded with the demo world.
 */
export async function createTestApp(
  dialect: DialectName,
  // `database` overrides connection options (e.g. a PostgreSQL URL through a test proxy).
  // `webDist`: a built web app to serve (none by default).
  options: { seed?: boolean; env?: Record<string, string>; database?: Partial<DatabaseOptions>; webDist?: string } = {},
): Promise<TestContext> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', ADMIN_PASSWORD: 'admin1234', CHECK_ANSWERS: 'on', ...options.env });
  const dataDir = mkdtempSync(join(tmpdir(), 'bx-test-'));
  const pgSchema = `t_${randomBytes(6).toString('hex')}`;
  const database = await createDatabase({
    ...(dialect === 'postgres' ? { databaseUrl: process.env.TEST_DATABASE_URL, dataDir, pgSchema } : { dataDir }),
    ...options.database,
  });
  await migrateToLatest(database);
  const services = compose(config, database);
  if (options.seed !== false) await seedDatabase(services);
  const app = await buildApp({ services, webDist: options.webDist ?? join(dataDir, 'no-web') });
  await app.ready();
  return {
    app,
    database,
    config,
    services,
    async close() {
      await app.close();
      if (dialect === 'postgres') {
        await database.pool?.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
      }
      await database.close();
      // Retried: a file written late in the teardown may land while the folder is emptied (ENOTEMPTY, seen once in CI).
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    },
  };
}

/**
 * A PostgreSQL URL whose connections use `schema` (a server child process of a test gets its
 * own schema this way). Empty without a URL: suites that need PostgreSQL skip then, but vitest
 * still runs their bodies to collect them.
 */
export function urlWithSchema(url: string | undefined, schema: string): string {
  if (!url) return '';
  return `${url}${url.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`;
}
