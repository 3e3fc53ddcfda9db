import { fancyStreamKey, type MarketChange } from '@bx/contract';
import type { FastifyInstance } from 'fastify';
import { engineChange, liveImage } from './live-images.ts';
import { familyOf } from '../modules/trading/markets/market-kinds.ts';

/**
 * Feeds the live channel: full images on subscribe, and after each commit the new state of
 * every market it touched (from the cached engine for exchange markets; from the database for
 * bookmaker and fancy markets, whose public state changes only by operator commands).
 */
export function bridgeRealtime(app: FastifyInstance): void {
  const hub = app.realtime;
  if (!hub) return;
  const service = app.trading;
  hub.setMarketSource({ image: (marketId) => liveImage(app.database, service, marketId) });
  // Nothing is built for a stream no socket follows (hub.isWatched).
  service.onCommit((marketIds, exclusive) => {
    for (const id of marketIds) {
      const cached = service.cache.peek(id);
      if (cached) {
        if (hub.isWatched(String(id))) hub.publishMarket(String(id), engineChange(cached.engine));
      } else if (exclusive) void publishFromDatabase(app, id);
    }
  });
}

/** A bookmaker or fancy market after an operator command (status, quote, result). */
export async function publishFromDatabase(app: FastifyInstance, marketId: number): Promise<void> {
  const hub = app.realtime;
  if (!hub) return;
  const row = await app.database.db
    .selectFrom('markets')
    .select(['match_id', 'market_type'])
    .where('market_id', '=', marketId)
    .executeTakeFirst();
  if (!row) return;
  const key = familyOf(row.market_type) === 'FANCY' ? fancyStreamKey(row.match_id) : String(marketId);
  if (!hub.isWatched(key)) return;
  const change = await changeFromDatabase(app, key);
  if (change) hub.publishMarket(key, change);
}

/** A stream's whole current state as a change, read from the database. */
async function changeFromDatabase(app: FastifyInstance, key: string): Promise<MarketChange | null> {
  const image = await liveImage(app.database, app.trading, key);
  if (!image) return null;
  return {
    status: image.status,
    in_play: image.in_play,
    ...(image.runners.length ? { runners: image.runners } : {}),
    ...(image.fancies.length ? { fancies: image.fancies } : {}),
  };
}

/** Another process changed a stream too large to send over the bus: read it here, for this process's sockets only. */
export async function republishLocally(app: FastifyInstance, key: string): Promise<void> {
  const change = await changeFromDatabase(app, key);
  if (change) app.realtime.deliverMarket(key, change);
}
