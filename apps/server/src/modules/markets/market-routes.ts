import { envelope, matchDetail as matchDetailSchema, matchDetailRequest } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rejection } from '../bets/outcome-reply.ts';
import { matchDetail } from './match-detail.ts';
import { bridgeRealtime } from './realtime-bridge.ts';

export const marketRoutes: FastifyPluginAsync = async (app) => {
  // The live channel is registered after the routes; wire it once everything is loaded.
  app.addHook('onReady', async () => bridgeRealtime(app));
  app.withTypeProvider<ZodTypeProvider>().post(
    '/match/getMatchDetail',
    { schema: { body: matchDetailRequest, response: { 200: envelope(matchDetailSchema) } } },
    async (req) => {
      const data = await matchDetail(app.database, req.body.match_id, req.user.userId);
      return data ? { status: true as const, message: 'Match detail.', data } : rejection('MATCH_NOT_FOUND', 'No such match.');
    },
  );
};
