import { calls } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse } from '../../../http/answer.ts';
import { registerCall } from '../../../http/register-call.ts';
import { bridgeRealtime } from '../../../realtime/realtime-bridge.ts';
import { fancyRunBook } from '../read/fancy-run-book.ts';
import { matchDetail } from '../read/match-detail.ts';

export const marketRoutes: FastifyPluginAsync = async (app) => {
  // The live channel is registered after the routes; wire it once everything is loaded.
  app.addHook('onReady', async () => bridgeRealtime(app));

  registerCall(app, calls.match.getMatchDetail, async (req) => {
    const table = await app.casino.tableDetail(req.body.match_id, req.user.userId);
    if (table) return ok(table, 'Table.');
    const data = await matchDetail(app.database, app.trading, req.body.match_id, req.user.userId);
    return data ? ok(data, 'Match detail.') : refuse('MATCH_NOT_FOUND', 'No such match.');
  });

  registerCall(app, calls.bet.getRunBook, async (req) => {
    const data = await fancyRunBook(app.database.db, req.body.fancy_id, req.user.userId);
    return data ? ok(data, 'Run book.') : refuse('MARKET_NOT_FOUND', 'No such fancy.');
  });
};
