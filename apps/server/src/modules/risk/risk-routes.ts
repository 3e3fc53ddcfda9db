import { calls } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, paged, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { outsideDownline } from '../hierarchy/downline-scope.ts';
import { matchHouseBook } from './match-house-book.ts';
import { riskFeed } from './risk-feed.ts';
import { startRiskPush } from './risk-push.ts';
import { riskScopeOf } from './risk-scope.ts';
import { riskTopOf } from './risk-top.ts';

/** The console's Risk page (issue 11): book, feed, top customers and alerts, each scoped to the caller's downline. */
export const riskRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.admin.risk.book, async (req, reply) => {
    const scope = await riskScopeOf(db, req.user, req.body.user_id);
    if (!scope) return outsideDownline(reply);
    const book = await matchHouseBook(db, app.trading, scope, req.body.match_id);
    return book ? ok(book, 'House book.') : refuse('MATCH_NOT_FOUND', 'No such match.');
  });

  registerCall(app, calls.admin.risk.bets, async (req, reply) => {
    const scope = await riskScopeOf(db, req.user, req.body.user_id);
    if (!scope) return outsideDownline(reply);
    const { rows, total } = await riskFeed(db, scope, req.body);
    return ok(paged(rows, total, req.body.limit), 'Bets.');
  });

  registerCall(app, calls.admin.risk.top, async (req, reply) => {
    const scope = await riskScopeOf(db, req.user, req.body.user_id);
    if (!scope) return outsideDownline(reply);
    return ok(await riskTopOf(db, app.trading, scope, req.body), 'Top customers and alerts.');
  });

  // After every commit, the operators above the customers whose bets moved are told to read again.
  const push = startRiskPush(app);
  app.addHook('onClose', async () => push.stop());
};
