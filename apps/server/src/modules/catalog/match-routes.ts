import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { calls, type Cup } from '@bx/contract';
import { ok } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { selectOpenMatches, toMatch } from './match-query.ts';
import { searchMatches } from './search-matches.ts';
import { selectSeries, toSeries } from './series-query.ts';
import { venueList } from './venue-list.ts';

/** Matches: header search, cups menu, matches of a sport or series, racing venues of a day. */
export async function matchRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  // In-play first, then by start time.
  const inPlayFirst = sql<number>`case when ${sql.ref('matches.status')} = 'IN_PLAY' then 0 else 1 end`;

  registerCall(app, calls.match.searchByMatchNameHeader, async (request) => ok(await searchMatches(db, request.body.search)));

  registerCall(app, calls.match.getCupsForMenu, async () => {
    const cups: Cup[] = (await selectSeries(db).where('series.is_cup', '=', 1).orderBy('series.series_id').execute()).map((s) => ({
      ...toSeries(s),
      matches: [],
    }));
    if (cups.length === 0) return ok(cups);
    const rows = await selectOpenMatches(db)
      .where(
        'matches.series_id',
        'in',
        cups.map((c) => c.series_id),
      )
      .orderBy(inPlayFirst)
      .orderBy('matches.open_date')
      .execute();
    const bySeries = new Map(cups.map((c) => [c.series_id, c]));
    for (const row of rows) bySeries.get(Number(row.series_id))?.matches.push(toMatch(row));
    return ok(cups);
  });

  registerCall(app, calls.match.getMatches, async (request) => {
    let query = selectOpenMatches(db).where('matches.sport_id', '=', request.body.sport_id);
    if (request.body.series_id !== undefined) query = query.where('matches.series_id', '=', request.body.series_id);
    return ok((await query.orderBy(inPlayFirst).orderBy('matches.open_date').orderBy('matches.match_id').execute()).map(toMatch));
  });

  registerCall(app, calls.match.getMatchVenueListByCountryCodeSportId, async (request) => ok(await venueList(db, request.body)));
}
