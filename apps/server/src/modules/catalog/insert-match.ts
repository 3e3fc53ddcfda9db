import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewMatch {
  sportId: number;
  seriesId: number | null;
  name: string;
  /** Epoch milliseconds. */
  openDate: number;
  status: 'UPCOMING' | 'IN_PLAY';
  /** Listed in the sports menus: a game's own match (a binary session, a matka draw) is not. */
  listed: boolean;
}

/** Inserts a match with no country or venue (operator-created, feed and game matches) and returns its id. */
export async function insertMatch(db: Kysely<Database>, m: NewMatch): Promise<number> {
  const row = await db
    .insertInto('matches')
    .values({
      sport_id: m.sportId,
      series_id: m.seriesId,
      name: m.name,
      open_date: m.openDate,
      status: m.status,
      is_active: m.listed ? 1 : 0,
      country: null,
      country_code: null,
      venue: null,
    })
    .returning('match_id')
    .executeTakeFirstOrThrow();
  return Number(row.match_id);
}
