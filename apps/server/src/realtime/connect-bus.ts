import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { PgNotifyBus } from './pg-notify-bus.ts';
import { republishLocally } from './realtime-bridge.ts';
import { RedisBus } from './redis-bus.ts';

/**
 * Several server processes share their live messages (realtime-bus.ts): over Redis pub/sub when
 * REDIS_URL is set, else over PostgreSQL's LISTEN/NOTIFY; on SQLite there is one process and
 * nothing to share.
 */
export async function connectRealtimeBus(app: FastifyInstance, redis: Redis | null, namespace: string): Promise<void> {
  if (redis) {
    const bus = RedisBus.open(redis, `${namespace}live`, (error) => app.log.warn({ err: error }, 'live bus'));
    app.realtime.attachBus(bus);
    app.addHook('onClose', async () => bus.close());
    return;
  }
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
