import type { FastifyInstance } from 'fastify';
import { calls } from '@bx/contract';
import { ok } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { selectSeries, toSeries } from './series-query.ts';
import { sortSports } from './sort-sports.ts';

const flagOut = (v: number) => (v ? '1' : '0') as '0' | '1';

/** Sports, series and casino sports: the sidebar and top navigation. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerCall(app, calls.sport.getSports, async (request) => {
    let query = db.selectFrom('sports').selectAll();
    if (request.body?.sport_id !== undefined) query = query.where('sport_id', '=', request.body.sport_id);
    if (request.body?.is_active !== undefined) query = query.where('is_active', '=', request.body.is_active ? 1 : 0);
    const rows = sortSports((await query.execute()).map((r) => ({ ...r, sport_id: Number(r.sport_id) })));
    return ok(rows.map((r) => ({ sport_id: r.sport_id, name: r.name, is_active: flagOut(r.is_active) })));
  });

  registerCall(app, calls.series.getSeriesHeader, async (request) => {
    let query = selectSeries(db).where('series.is_header', '=', 1);
    if (request.body.is_sidebar_call === 2) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('matches')
            .select('matches.match_id')
            .whereRef('matches.series_id', '=', 'series.series_id')
            .where('matches.is_active', '=', 1)
            .where('matches.status', '!=', 'CLOSED'),
        ),
      );
    }
    return ok((await query.orderBy('series.series_id').execute()).map(toSeries));
  });

  registerCall(app, calls.series.getSeries, async (request) => {
    const rows = await selectSeries(db).where('series.sport_id', '=', request.body.sport_id).orderBy('series.name').execute();
    return ok(rows.map(toSeries));
  });

  registerCall(app, calls.casino.getCasinoSport, async () => {
    const rows = await db.selectFrom('casino_sports').selectAll().orderBy('order').execute();
    return ok(rows.map((r) => ({ sport_id: r.sport_id, name: r.name, is_active: flagOut(r.is_active), order: Number(r.order) })));
  });
}
