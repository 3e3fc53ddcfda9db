import type { Generated } from 'kysely';
import type { MatchStatus } from '@bx/contract';

export interface SportsTable {
  /** The family's fixed ids (4 cricket, 7 horse racing, -1 Indian casino ...), not generated. */
  sport_id: number;
  name: string;
  is_active: number;
  position: number;
}

export interface SeriesTable {
  series_id: Generated<number>;
  sport_id: number;
  name: string;
  is_active: number;
  /** Listed by series/getSeriesHeader (sidebar and top navigation). */
  is_header: number;
  /** A cup or tournament: listed by match/getCupsForMenu. */
  is_cup: number;
}

/** Matches and, for racing sports, races (one row per race at a venue). */
export interface MatchesTable {
  match_id: Generated<number>;
  sport_id: number;
  series_id: number | null;
  name: string;
  /** Epoch milliseconds. */
  open_date: number;
  status: MatchStatus;
  is_active: number;
  country: string | null;
  country_code: string | null;
  /** Racing only: the course, e.g. Ascot. */
  venue: string | null;
}

export interface CasinoSportsTable {
  sport_id: 'matka' | 'worldcasino' | 'slotgator';
  name: string;
  is_active: number;
  order: number;
}

export interface CatalogTables {
  sports: SportsTable;
  series: SeriesTable;
  matches: MatchesTable;
  casino_sports: CasinoSportsTable;
}
