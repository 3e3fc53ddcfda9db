import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * A Redis client for state shared by the server processes (REDIS_URL). A command waits through
 * a short outage (it is retried twice) rather than hanging a request for good.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
}

/**
 * The prefix of this deployment's keys and channels, from its database's identity (the SQLite
 * file, or PostgreSQL's database and schema): every process over the same data shares it,
 * and two deployments on one Redis (each test's own schema or temp file, a staging beside
 * production) never hear each other or count each other's failed logins.
 */
export function redisNamespace(databaseIdentity: string): string {
  return `bx:${createHash('sha256').update(databaseIdentity).digest('hex').slice(0, 16)}:`;
}
