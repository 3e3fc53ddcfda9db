import type { Kysely } from 'kysely';
import { DAY_MS, type Venue } from '@bx/contract';
import type { Database } from '../../db/schema.ts';

/** The venues of a racing sport with races on that UTC day, each with its races in time order. */
export async function venueList(db: Kysely<Database>, query: { sport_id: number; date: string; country: string }): Promise<Venue[]> {
  const dayStart = Date.parse(`${query.date}T00:00:00Z`);
  let select = db
    .selectFrom('matches')
    .select(['match_id', 'name', 'open_date', 'venue', 'country', 'country_code'])
    .where('sport_id', '=', query.sport_id)
    .where('is_active', '=', 1)
    .where('venue', 'is not', null)
    .where('open_date', '>=', dayStart)
    .where('open_date', '<', dayStart + DAY_MS);
  if (query.country.toLowerCase() !== 'all') select = select.where('country_code', '=', query.country.toUpperCase());
  const rows = await select.orderBy('country_code').orderBy('venue').orderBy('open_date').execute();
  const venues = new Map<string, Venue>();
  for (const row of rows) {
    const key = `${row.country_code ?? ''}/${row.venue ?? ''}`;
    let venue = venues.get(key);
    if (!venue) {
      venue = { venue: row.venue ?? '', country_code: row.country_code ?? '', country: row.country ?? '', races: [] };
      venues.set(key, venue);
    }
    venue.races.push({
      match_id: Number(row.match_id),
      name: row.name,
      match_name: row.name,
      market_start_time: new Date(Number(row.open_date)).toISOString(),
    });
  }
  return [...venues.values()];
}
