import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { PgNotifyBus } from './pg-notify-bus.ts';
import { republishLocally } from './realtime-bridge.ts';

/**
 * Several processes on one PostgreSQL database share their live messages over LISTEN/NOTIFY
 * (realtime-bus.ts); on SQLite there is one process and nothing to share.
 */
export async function connectRealtimeBus(app: FastifyInstance): Promise<void> {
  const url = app.config.DATABASE_URL;
  if (app.database.dialect !== 'postgres' || !url) return;
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(app.database.db);
  const schema = app.database.pgSchema ?? rows[0]!.schema;
  const bus = await PgNotifyBus.open(
    { connectionString: url, ...(app.database.pgSchema ? { options: `-c search_path=${schema}` } : {}) },
    schema,
    (key) => void republishLocally(app, key).catch((error: unknown) => app.log.error({ err: error }, 'live refresh failed')),
    (error) => app.log.warn({ err: error }, 'live bus'),
  );
  app.realtime.attachBus(bus);
  app.addHook('onClose', async () => bus.close());
}
