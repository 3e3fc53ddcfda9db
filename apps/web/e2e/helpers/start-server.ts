import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The browser walks drive the real server in-process, so they import it despite the web/server boundary.
/* eslint-disable import-x/no-restricted-paths */
import { buildApp } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config.ts';
import { createDatabase } from '../../../server/src/db/create-database.ts';
import { migrateToLatest } from '../../../server/src/db/migrate.ts';
import { seedDatabase } from '../../../server/src/db/seed/seed-database.ts';
/* eslint-enable import-x/no-restricted-paths */

export interface RunningServer {
  baseUrl: string;
  close(): Promise<void>;
}

const webDist = fileURLToPath(new URL('../../dist', import.meta.url));

/**
 * Starts the real server on a free port over a fresh temp SQLite file, seeded with the demo
 * accounts and without the simulator (so prices and balances hold still), serving the built
 * web app from apps/web/dist (`npm run build` first).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bx-e2e-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'on', SIMULATOR: 'off', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env });
  const database = await createDatabase({ dataDir });
  await migrateToLatest(database);
  await seedDatabase(database, config);
  const app = await buildApp({ config, database, webDist });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: address,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
