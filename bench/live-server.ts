import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { compose } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/create-database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/db/seed/seed-database.ts';
import { startBackgroundServices } from '../apps/server/src/start-background-services.ts';

export interface LiveServer {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/**
 * The real server as `npm start` runs it (demo seed, simulator on, live order and balance
 * pushes) on a temp DATA_DIR and a free port, in this process so a bench can reach `app.realtime`.
 * Serves the built web app (`npm run build` first).
 */
export async function startLiveServer(): Promise<LiveServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bx-bench-live-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'on', SIMULATOR: 'on', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  const database = await createDatabase({ dataDir });
  await migrateToLatest(database);
  const services = compose(config, database);
  await seedDatabase(services);
  const app = await buildApp({ services, webDist });
  await startBackgroundServices(app);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
