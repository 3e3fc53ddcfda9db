import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { AppDatabase } from '../db/create-database.ts';
import { databaseRateStore } from './database-rate-store.ts';

/**
 * The rate-limit plugin's settings: its windows (per-address login and sign-up limits) live in
 * Redis when REDIS_URL is set, else in the PostgreSQL database, so they hold across server
 * processes; on SQLite (one process) in memory. A store that cannot be reached lets the request
 * through rather than failing it: the per-account back-off still applies.
 */
export function sharedRateLimit(database: AppDatabase, redis: Redis | null, namespace: string): RateLimitPluginOptions {
  const base = { global: false, skipOnError: true };
  if (redis) return { ...base, redis, nameSpace: `${namespace}rate:` };
  if (database.dialect === 'postgres') return { ...base, store: databaseRateStore(database.db) };
  return base;
}
