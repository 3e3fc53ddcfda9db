import type { Kysely } from 'kysely';
import { DAY_MS as DAY, MINUTE_MS as MINUTE } from '@bx/contract';
import type { Database } from '../schema.ts';
import { demoVenues, raceName } from './demo-catalog.ts';
import { statusAt } from './match-status.ts';

/** A race is off and over within a few minutes. */
const RACE_SPAN = 10 * MINUTE;

/**
 * The races of today and tomorrow (UTC) at every demo venue. Per day and sport, once: a day
 * that already has races is left alone, so each start tops up the days ahead without duplicates.
 */
export async function seedDemoRaces(db: Kysely<Database>, now: number): Promise<void> {
  const today = Math.floor(now / DAY) * DAY;
  for (const day of [today, today + DAY]) {
    for (const sportId of [7, 4339] as const) {
      const existing = await db
        .selectFrom('matches')
        .select('match_id')
        .where('sport_id', '=', sportId)
        .where('venue', 'is not', null)
        .where('open_date', '>=', day)
        .where('open_date', '<', day + DAY)
        .limit(1)
        .executeTakeFirst();
      if (existing) continue;
      const races = demoVenues
        .filter((v) => v.sportId === sportId)
        .flatMap((v) =>
          Array.from({ length: v.races }, (_, i) => {
            const openDate = day + (v.firstRaceMinute + i * v.intervalMinutes) * MINUTE;
            return {
              sport_id: sportId,
              series_id: null,
              name: raceName(sportId, i),
              open_date: openDate,
              status: statusAt(openDate, now, RACE_SPAN),
              is_active: 1,
              country: v.country,
              country_code: v.countryCode,
              venue: v.venue,
            };
          }),
        );
      await db.insertInto('matches').values(races).execute();
    }
  }
}
