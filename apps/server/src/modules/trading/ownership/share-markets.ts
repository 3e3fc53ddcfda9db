import type { Redis } from 'ioredis';
import type { AppDatabase } from '../../../db/create-database.ts';
import { redisNamespace } from '../../../redis/open-redis.ts';
import type { TradingService } from '../trading-service.ts';
import { CommandForwarder } from './command-forwarder.ts';
import { MarketOwnership, type OwnershipTiming } from './market-ownership.ts';
import { MemberPresence } from './member-presence.ts';
import { MarketRouter } from './market-router.ts';

/**
 * Several server processes on one PostgreSQL database with Redis: each market's book is owned by
 * one of them (MarketOwnership), commands for the others' markets are forwarded (CommandForwarder),
 * and this process's batches commit only under its leases. Resolves once this process has joined
 * and taken its due shards (alone, all of them). Returns the stop: hand every shard back, drained,
 * and leave.
 */
export async function shareMarkets(
  trading: TradingService,
  database: AppDatabase,
  redis: Redis,
  log: (error: unknown) => void,
  timing?: OwnershipTiming,
): Promise<() => Promise<void>> {
  let router: MarketRouter | null = null;
  const presence = new MemberPresence(database.pool!.options);
  const ownership = new MarketOwnership(database.db, presence, (shard) => router?.drained(shard) ?? Promise.resolve(), log, timing);
  const forwarder = await CommandForwarder.open(redis, redisNamespace(database.identity), ownership.member, log);
  router = new MarketRouter(ownership, forwarder, trading.runHere);
  trading.routeThrough(router, ownership.fence);
  await ownership.start();
  return async () => {
    await ownership.stop();
    await forwarder.close();
  };
}
