import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { demoSeries, IN_PLAY_SPAN } from './demo-catalog.ts';
import { statusAt } from './match-status.ts';

/** Series and matches around `now`, once: skipped when any series exists. */
export async function seedDemoCatalog(db: Kysely<Database>, now: number): Promise<void> {
  const existing = await db.selectFrom('series').select('series_id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const series of demoSeries) {
      const { series_id } = await trx
        .insertInto('series')
        .values({
          sport_id: series.sportId,
          name: series.name,
          is_active: 1,
          is_header: series.isHeader ? 1 : 0,
          is_cup: series.isCup ? 1 : 0,
        })
        .returning('series_id')
        .executeTakeFirstOrThrow();
      const matches = series.matches.map(([name, offset]) => ({
        sport_id: series.sportId,
        series_id: Number(series_id),
        name,
        open_date: now + offset,
        status: statusAt(now + offset, now, IN_PLAY_SPAN),
        is_active: 1,
        country: series.country,
        country_code: series.countryCode,
        venue: null,
      }));
      await trx.insertInto('matches').values(matches).execute();
    }
  });
}
