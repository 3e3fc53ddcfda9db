import type { Kysely } from 'kysely';
import type { Series } from '@bx/contract';
import type { Database } from '../../db/schema.ts';

/** Active series of active sports, with the sport's name. */
export function selectSeries(db: Kysely<Database>) {
  return db
    .selectFrom('series')
    .innerJoin('sports', 'sports.sport_id', 'series.sport_id')
    .select(['series.series_id', 'series.name', 'series.sport_id', 'sports.name as sport_name'])
    .where('series.is_active', '=', 1)
    .where('sports.is_active', '=', 1);
}

export function toSeries(row: { series_id: number; name: string; sport_id: number; sport_name: string }): Series {
  return { series_id: Number(row.series_id), name: row.name, sport_id: Number(row.sport_id), sport_name: row.sport_name };
}
