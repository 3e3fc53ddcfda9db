import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Every this many hits, windows that have ended are swept, which keeps the table bounded. */
const SWEEP_EVERY = 500;

type Hit = { current: number; ttl: number };

/**
 * The store of @fastify/rate-limit in the database (`rate_windows`): a fixed window per key, so
 * the per-address login and sign-up limits hold across every process on one PostgreSQL database.
 * One upsert per request counts it and answers the new count, so racing processes all count.
 */
export function databaseRateStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let hits = 0;
  const hit = async (key: string, windowMs: number): Promise<Hit> => {
    const now = Date.now();
    const row = await db
      .insertInto('rate_windows')
      .values({ key, count: 1, resets_at: now + windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN rate_windows.resets_at <= ${now} THEN 1 ELSE rate_windows.count + 1 END`,
          resets_at: sql<number>`CASE WHEN rate_windows.resets_at <= ${now} THEN ${now + windowMs} ELSE rate_windows.resets_at END`,
        }),
      )
      .returning(['count', 'resets_at'])
      .executeTakeFirstOrThrow();
    hits += 1;
    if (hits % SWEEP_EVERY === 0) await db.deleteFrom('rate_windows').where('resets_at', '<=', now).execute();
    return { current: Number(row.count), ttl: Math.max(0, Number(row.resets_at) - now) };
  };

  class DatabaseRateStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = 'rl:') {}

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, windowMs = 60_000): void {
      hit(this.prefix + key, windowMs).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route's own windows: its method and URL join the key (as the plugin's Redis store does). */
    child(routeOptions: object): FastifyRateLimitStore {
      // At run time the plugin hands over the route's merged settings, the route itself under `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new DatabaseRateStore(`${this.prefix}${String(route?.method ?? '')}${route?.url ?? ''}-`);
    }
  }
  return DatabaseRateStore as unknown as FastifyRateLimitStoreCtor;
}
