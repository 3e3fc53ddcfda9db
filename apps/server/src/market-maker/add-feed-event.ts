import type { AppDatabase } from '../db/create-database.ts';
import type { TradingService } from '../modules/trading/trading-service.ts';
import { seedDemoMoney } from '../db/seed/seed-demo-money.ts';
import { seedDemoRaces } from '../db/seed/seed-demo-races.ts';
import type { FeedEventRequest } from './price-feed.ts';

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
  const row = await db
    .insertInto('matches')
    .values({
      sport_id: e.sportId,
      series_id: series.series_id,
      name: e.name,
      open_date: e.openDate,
      status: 'UPCOMING',
      is_active: 1,
      country: null,
      country_code: null,
      venue: null,
    })
    .returning('match_id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  await seedDemoRaces(db, now);
  await seedDemoMoney(database, trading, { now });
  return Number(row.match_id);
}
