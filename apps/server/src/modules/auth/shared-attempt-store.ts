import type { Redis } from 'ioredis';
import type { AppDatabase } from '../../db/create-database.ts';
import type { AttemptStore } from './attempt-store.ts';
import { DatabaseAttempts } from './database-attempts.ts';
import { RedisAttempts } from './redis-attempts.ts';

/**
 * Where failed logins and wrong secrets are counted so that every server process sees the same
 * counts: Redis when REDIS_URL is set, else the PostgreSQL database. On SQLite there is one
 * process, and bounded process memory (the default, undefined here) is the right place.
 */
export function sharedAttemptStore(database: AppDatabase, redis: Redis | null, namespace: string): AttemptStore | undefined {
  if (redis) return new RedisAttempts(redis, `${namespace}fail:`);
  if (database.dialect === 'postgres') return new DatabaseAttempts(database.db, '');
  return undefined;
}
