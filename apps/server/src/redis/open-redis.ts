import { Redis } from 'ioredis';

/**
 * A Redis client for state shared by the server processes (REDIS_URL). A command waits through
 * a short outage (it is retried twice) rather than hanging a request for good.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
}

/**
 * The prefix of this deployment's keys and channels: one Redis may serve several databases (each
 * test runs in its own PostgreSQL schema), and they must not hear each other.
 */
export function redisNamespace(pgSchema: string | undefined): string {
  return `bx:${pgSchema ?? 'main'}:`;
}
