import { envelope, fancyRunBook as fancyRunBookSchema, matchDetail as matchDetailSchema, matchDetailRequest, runBookRequest } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rejection } from './outcome-reply.ts';
import { fancyRunBook } from '../read/fancy-run-book.ts';
import { matchDetail } from '../read/match-detail.ts';
import { bridgeRealtime } from '../../../realtime/realtime-bridge.ts';

export const marketRoutes: FastifyPluginAsync = async (app) => {
  // The live channel is registered after the routes; wire it once everything is loaded.
  app.addHook('onReady', async () => bridgeRealtime(app));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/match/getMatchDetail',
    { schema: { body: matchDetailRequest, response: { 200: envelope(matchDetailSchema) } } },
    async (req) => {
      const data = await matchDetail(app.database, app.trading, req.body.match_id, req.user.userId);
      return data ? { status: true as const, message: 'Match detail.', data } : rejection('MATCH_NOT_FOUND', 'No such match.');
    },
  );

  r.post(
    '/bet/getRunBook',
    {
      schema: {
        description: "The caller's P&L on one fancy over every result of its domain, as ranges; the worst case is what is held.",
        body: runBookRequest, response: { 200: envelope(fancyRunBookSchema) },
      },
    },
    async (req) => {
      const data = await fancyRunBook(app.database.db, req.body.fancy_id, req.user.userId);
      return data ? { status: true as const, message: 'Run book.', data } : rejection('MARKET_NOT_FOUND', 'No such fancy.');
    },
  );
};
