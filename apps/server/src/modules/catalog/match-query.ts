import type { Kysely } from 'kysely';
import type { Match, MatchStatus } from '@bx/contract';
import type { Database } from '../../db/schema.ts';

/** Matches with their sport and series names, ready for `toMatch`. */
function selectMatches(db: Kysely<Database>) {
  return db
    .selectFrom('matches')
    .innerJoin('sports', 'sports.sport_id', 'matches.sport_id')
    .leftJoin('series', 'series.series_id', 'matches.series_id')
    .select([
      'matches.match_id',
      'matches.name',
      'matches.open_date',
      'matches.status',
      'matches.sport_id',
      'matches.series_id',
      'matches.country',
      'matches.country_code',
      'sports.name as sport_name',
      'series.name as series_name',
    ]);
}

/** The listable matches: active and not yet closed. */
export function selectOpenMatches(db: Kysely<Database>) {
  return selectMatches(db).where('matches.is_active', '=', 1).where('matches.status', '!=', 'CLOSED');
}

export interface MatchRow {
  match_id: number;
  name: string;
  open_date: number;
  status: MatchStatus;
  sport_id: number;
  series_id: number | null;
  country: string | null;
  country_code: string | null;
  sport_name: string;
  series_name: string | null;
}

export function toMatch(row: MatchRow): Match {
  const openDate = new Date(Number(row.open_date)).toISOString();
  return {
    match_id: Number(row.match_id),
    name: row.name,
    match_name: row.name,
    match_Date: openDate,
    open_date: openDate,
    sport_id: Number(row.sport_id),
    sport_name: row.sport_name,
    series_id: row.series_id === null ? null : Number(row.series_id),
    series_name: row.series_name,
    country: row.country,
    country_code: row.country_code,
    in_play: row.status === 'IN_PLAY',
    status: row.status,
  };
}
