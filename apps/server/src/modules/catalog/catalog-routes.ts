import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { casinoSport, envelope, getSeriesRequest, getSportsRequest, series, seriesHeaderRequest, sport } from '@bx/contract';
import { ok } from '../auth/envelope-result.ts';
import { selectSeries, toSeries } from './series-query.ts';
import { sortSports } from './sort-sports.ts';

const flagOut = (v: number) => (v ? '1' : '0') as '0' | '1';

/** Sports, series and casino sports: the sidebar and top navigation. */
export async function catalogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post('/sport/getSports', { schema: { tags: ['catalog'], body: getSportsRequest.nullish(), response: { 200: envelope(z.array(sport)) } } }, async (request) => {
    let query = db.selectFrom('sports').selectAll();
    if (request.body?.sport_id !== undefined) query = query.where('sport_id', '=', request.body.sport_id);
    if (request.body?.is_active !== undefined) query = query.where('is_active', '=', request.body.is_active ? 1 : 0);
    const rows = sortSports((await query.execute()).map((r) => ({ ...r, sport_id: Number(r.sport_id) })));
    return ok(rows.map((r) => ({ sport_id: r.sport_id, name: r.name, is_active: flagOut(r.is_active) })));
  });

  app.post(
    '/series/getSeriesHeader',
    {
      schema: { tags: ['catalog'], description: 'Series flagged as header. 1 = sidebar (all of them), 2 = top navigation (only those with an open match).', body: seriesHeaderRequest, response: { 200: envelope(z.array(series)) } },
    },
    async (request) => {
      let query = selectSeries(db).where('series.is_header', '=', 1);
      if (request.body.is_sidebar_call === 2) {
        query = query.where((eb) =>
          eb.exists(eb.selectFrom('matches').select('matches.match_id').whereRef('matches.series_id', '=', 'series.series_id').where('matches.is_active', '=', 1).where('matches.status', '!=', 'CLOSED')),
        );
      }
      return ok((await query.orderBy('series.series_id').execute()).map(toSeries));
    },
  );

  app.post('/series/getSeries', { schema: { tags: ['catalog'], body: getSeriesRequest, response: { 200: envelope(z.array(series)) } } }, async (request) => {
    const rows = await selectSeries(db).where('series.sport_id', '=', request.body.sport_id).orderBy('series.name').execute();
    return ok(rows.map(toSeries));
  });

  app.get('/casino/getCasinoSport', { schema: { tags: ['catalog'], response: { 200: envelope(z.array(casinoSport)) } } }, async () => {
    const rows = await db.selectFrom('casino_sports').selectAll().orderBy('order').execute();
    return ok(rows.map((r) => ({ sport_id: r.sport_id, name: r.name, is_active: flagOut(r.is_active), order: Number(r.order) })));
  });
}
