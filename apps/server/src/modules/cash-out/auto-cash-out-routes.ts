import { calls, rupeesToPaise } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { familyOf } from '../trading/markets/market-kinds.ts';
import { deleteRule, ruleAnswer, rulesOf, saveRule } from './auto-cash-out-store.ts';

const toPaise = (rupees: number | undefined) => (rupees === undefined ? null : rupeesToPaise(rupees)!);

/** bet/setAutoCashOut, bet/getAutoCashOut, bet/clearAutoCashOut: the caller's own rules (the leader fires them). */
export const autoCashOutRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const marketOf = (marketId: number) =>
    db
      .selectFrom('markets')
      .select(['market_id', 'match_id', 'name', 'market_type', 'status'])
      .where('market_id', '=', marketId)
      .executeTakeFirst();

  registerCall(app, calls.bet.setAutoCashOut, async (req) => {
    const b = req.body;
    const market = await marketOf(b.market_id);
    if (!market) return refuse('MARKET_NOT_FOUND', 'This market does not exist.');
    const family = familyOf(market.market_type);
    if (family === 'FANCY' || family === 'CASINO')
      return refuse('CASH_OUT_UNAVAILABLE', 'This market has no cash out, so no auto cash out either.');
    if (market.status === 'CLOSED') return refuse('MARKET_CLOSED', 'This market is closed.');
    const row = await saveRule(
      db,
      {
        userId: req.user.userId,
        marketId: b.market_id,
        matchId: Number(market.match_id),
        profitTarget: toPaise(b.profit_target),
        lossLimit: toPaise(b.loss_limit),
      },
      Date.now(),
    );
    return ok(ruleAnswer(row, market.name), 'Auto cash out set.');
  });

  registerCall(app, calls.bet.getAutoCashOut, async (req) => {
    const rows = await rulesOf(db, req.user.userId, req.body.match_id);
    const rules = rows.map((r) => ruleAnswer(r, r.market_name));
    return ok({ rules: rules.filter((r) => r.status === 'ACTIVE'), fired: rules.filter((r) => r.status !== 'ACTIVE') }, 'Auto cash out.');
  });

  registerCall(app, calls.bet.clearAutoCashOut, async (req) => {
    const removed = await deleteRule(db, req.user.userId, req.body.market_id);
    if (!removed) return refuse('NOT_FOUND', 'There is no auto cash out in force on this market: none was set, or it has just fired.');
    const market = await marketOf(req.body.market_id);
    return ok(ruleAnswer(removed, market?.name ?? ''), 'Auto cash out removed.');
  });
};
