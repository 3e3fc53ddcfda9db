import { z } from 'zod';
import { flag, flagString } from './envelope.ts';
import { calendarDay } from './calendar-day.ts';
import { numeric } from './numeric.ts';

/**
 * Sport ids are numbers (4 cricket, 7 horse racing ...); the family also sends them as strings.
 * They are 32-bit columns on PostgreSQL: a larger number failed the query there with a 500.
 */
export const sportId = numeric(
  z
    .number({ error: 'must be a sport id' })
    .int('must be a sport id')
    .min(-2_147_483_648, 'must be a sport id')
    .max(2_147_483_647, 'must be a sport id'),
);
export const entityId = numeric(z.number({ error: 'must be an id' }).int('must be an id').positive('must be an id'));

/**
 * An optional filter: the family's clients send `''` for "no filter" (`sport_id: ''`), and a JSON
 * client `null`, so an empty (or blank) string or null is the same as leaving it out.
 */
function filter<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), schema.optional());
}

export const getSportsRequest = z.object({ sport_id: filter(sportId), is_active: filter(flag) });
export const sport = z.object({ sport_id: z.number().int(), name: z.string(), is_active: flagString });
export type Sport = z.infer<typeof sport>;

export const series = z.object({
  series_id: z.number().int(),
  name: z.string(),
  sport_id: z.number().int(),
  sport_name: z.string(),
});
export type Series = z.infer<typeof series>;

/** 1 = the sidebar's list of header series, 2 = the top navigation (only series with open matches). */
export const seriesHeaderRequest = z.object({
  is_sidebar_call: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]).transform(Number),
});
export const getSeriesRequest = z.object({ sport_id: sportId, is_active: filter(flag) });

export const casinoSportId = z.enum(['matka', 'worldcasino', 'slotgator']);
export const casinoSport = z.object({ sport_id: casinoSportId, name: z.string(), is_active: flagString, order: z.number().int() });
export type CasinoSport = z.infer<typeof casinoSport>;

/**
 * admin/casinoSport/update: switch a casino sport on or off, and/or move it to `order`, its
 * 1-based place in the list (the others shift to make room and are renumbered 1..n).
 */
export const casinoSportUpdateRequest = z
  .object({
    sport_id: casinoSportId,
    is_active: flag.optional(),
    order: z
      .number({ error: 'must be a place in the list' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(100, 'must be at most 100')
      .optional(),
  })
  .strict()
  .refine((v) => v.is_active !== undefined || v.order !== undefined, 'give is_active, order or both');

export const matchStatus = z.enum(['UPCOMING', 'IN_PLAY', 'CLOSED']);
export type MatchStatus = z.infer<typeof matchStatus>;

/** Spec section 3 match; open_date and match_Date are the same ISO-8601 UTC instant. */
export const match = z.object({
  match_id: z.number().int(),
  name: z.string(),
  match_name: z.string(),
  match_Date: z.string(),
  open_date: z.string(),
  sport_id: z.number().int(),
  sport_name: z.string(),
  series_id: z.number().int().nullable(),
  series_name: z.string().nullable(),
  country: z.string().nullable(),
  country_code: z.string().nullable(),
  in_play: z.boolean(),
  status: matchStatus,
});
export type Match = z.infer<typeof match>;

export const getMatchesRequest = z.object({ sport_id: sportId, series_id: filter(entityId), is_active: filter(flag) });

export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_RESULTS = 50;
export const searchRequest = z.object({ search: z.string().max(100, 'must be at most 100 characters') });
/** Matches grouped by sport name. */
export const searchData = z.record(z.string(), z.array(match));

export const cup = series.extend({ matches: z.array(match) });
export type Cup = z.infer<typeof cup>;

export const venueListRequest = z.object({
  /** A 2-letter country code, or 'all' (also when empty or left out). */
  country: filter(
    z
      .string()
      .trim()
      .regex(/^(all|[A-Za-z]{2})$/i, "must be a 2-letter country code or 'all'"),
  ).transform((v) => v ?? 'all'),
  date: calendarDay,
  sport_id: sportId,
});
/** A race: a match of a racing sport. `match_name` as every other match carries it, `name` the same text (the family's field). */
export const race = z.object({ match_id: z.number().int(), name: z.string(), match_name: z.string(), market_start_time: z.string() });
export const venue = z.object({ venue: z.string(), country_code: z.string(), country: z.string(), races: z.array(race) });
export type Venue = z.infer<typeof venue>;
