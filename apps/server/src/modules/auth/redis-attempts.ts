import type { Redis } from 'ioredis';
import type { AttemptStore, FailureRecord } from './attempt-store.ts';

/**
 * Failure counts in Redis, shared by every process using it: one hash per key, whose expiry
 * restarts with each failure, so a key quiet for a whole window disappears by itself.
 */
export class RedisAttempts implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  async read(key: string): Promise<FailureRecord | null> {
    const entry = await this.redis.hgetall(this.namespace + key);
    return entry.count ? { count: Number(entry.count), last: Number(entry.last) } : null;
  }

  async add(key: string, windowMs: number, now: number): Promise<void> {
    const redisKey = this.namespace + key;
    const results = await this.redis.multi().hincrby(redisKey, 'count', 1).hset(redisKey, 'last', now).pexpire(redisKey, windowMs).exec();
    const failed = results?.find(([error]) => error);
    if (failed) throw failed[0];
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.namespace + key);
  }
}
