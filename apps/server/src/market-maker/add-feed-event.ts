import type { AppDatabase } from '../db/create-database.ts';
import type { TradingService } from '../modules/trading/trading-service.ts';
import { seedDemoMoney } from '../db/seed/seed-demo-money.ts';
import { seedDemoRaces } from '../db/seed/seed-demo-races.ts';
import type { FeedEventRequest } from './price-feed.ts';
import { insertMatch } from '../modules/catalog/insert-match.ts';

/**
 * A new match in the first series of its sport, with the demo world's standard markets (the demo
 * money seed creates them for every open match that has none, and is idempotent). The races of
 * a new day get their markets the same way.
 */
export async function addFeedEvent(database: AppDatabase, trading: TradingService, e: FeedEventRequest): Promise<number | null> {
  const db = database.db;
  const series = await db
    .selectFrom('series')
    .select('series_id')
    .where('sport_id', '=', e.sportId)
    .orderBy('series_id')
    .executeTakeFirst();
  if (!series) return null;
  const matchId = await insertMatch(db, {
    sportId: e.sportId,
    seriesId: series.series_id,
    name: e.name,
    openDate: e.openDate,
    status: 'UPCOMING',
    listed: true,
  });
  const now = Date.now();
  await seedDemoRaces(db, now);
  await seedDemoMoney(database, trading, { now });
  return matchId;
}
