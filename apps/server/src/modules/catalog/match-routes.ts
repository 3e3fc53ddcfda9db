import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { cup, envelope, getMatchesRequest, match, searchData, searchRequest, venue, venueListRequest, type Cup } from '@bx/contract';
import { ok } from '../auth/envelope-result.ts';
import { selectOpenMatches, toMatch } from './match-query.ts';
import { searchMatches } from './search-matches.ts';
import { selectSeries, toSeries } from './series-query.ts';
import { venueList } from './venue-list.ts';

/** Matches: header search, cups menu, matches of a sport or series, racing venues of a day. */
export async function matchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // In-play first, then by start time.
  const inPlayFirst = sql<number>`case when ${sql.ref('matches.status')} = 'IN_PLAY' then 0 else 1 end`;

  app.post(
    '/match/searchByMatchNameHeader',
    { schema: { tags: ['catalog'], description: 'Open matches whose name contains `search` (case-insensitive, at least 2 characters, at most 50), grouped by sport name.', body: searchRequest, response: { 200: envelope(searchData) } } },
    async (request) => ok(await searchMatches(db, request.body.search)),
  );

  app.get(
    '/match/getCupsForMenu',
    { schema: { tags: ['catalog'], description: 'Cups and tournaments (series flagged is_cup), each with its open matches.', response: { 200: envelope(z.array(cup)) } } },
    async () => {
      const cups: Cup[] = (await selectSeries(db).where('series.is_cup', '=', 1).orderBy('series.series_id').execute()).map((s) => ({ ...toSeries(s), matches: [] }));
      if (cups.length === 0) return ok(cups);
      const rows = await selectOpenMatches(db).where('matches.series_id', 'in', cups.map((c) => c.series_id)).orderBy(inPlayFirst).orderBy('matches.open_date').execute();
      const bySeries = new Map(cups.map((c) => [c.series_id, c]));
      for (const row of rows) bySeries.get(Number(row.series_id))?.matches.push(toMatch(row));
      return ok(cups);
    },
  );

  app.post(
    '/match/getMatches',
    { schema: { tags: ['catalog'], description: 'Open (upcoming or in-play) matches of a sport, or of one series.', body: getMatchesRequest, response: { 200: envelope(z.array(match)) } } },
    async (request) => {
      let query = selectOpenMatches(db).where('matches.sport_id', '=', request.body.sport_id);
      if (request.body.series_id !== undefined) query = query.where('matches.series_id', '=', request.body.series_id);
      return ok((await query.orderBy(inPlayFirst).orderBy('matches.open_date').orderBy('matches.match_id').execute()).map(toMatch));
    },
  );

  app.post(
    '/match/getMatchVenueListByCountryCodeSportId',
    { schema: { tags: ['catalog'], description: "Racing venues of a UTC day (country: a 2-letter code or 'all'), each with its races.", body: venueListRequest, response: { 200: envelope(z.array(venue)) } } },
    async (request) => ok(await venueList(db, request.body)),
  );
}
