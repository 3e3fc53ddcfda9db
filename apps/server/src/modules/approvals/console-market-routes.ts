import { calls, paiseToRupees } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { familyOf } from '../trading/markets/market-kinds.ts';

/** The console's view of a match's markets: settled ones included, since a rollback is filed from there. */
export const consoleMarketRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.admin.market.list, async (req) => {
    const match = await db.selectFrom('matches').select('match_id').where('match_id', '=', req.body.match_id).executeTakeFirst();
    if (!match) return refuse('MATCH_NOT_FOUND', 'No such match.');
    const markets = await db.selectFrom('markets').selectAll().where('match_id', '=', req.body.match_id).orderBy('market_id').execute();
    const ids = markets.map((m) => m.market_id);
    const runners = ids.length
      ? await db.selectFrom('market_runners').selectAll().where('market_id', 'in', ids).orderBy('sort_order').execute()
      : [];
    return ok(
      markets.map((m) => ({
        market_id: Number(m.market_id),
        name: m.name,
        market_type: m.market_type,
        is_fancy: familyOf(m.market_type) === 'FANCY',
        status: m.status,
        in_play: Number(m.in_play) === 1,
        bet_delay: Number(m.bet_delay),
        min_stack: paiseToRupees(Number(m.min_stake)),
        max_stack: paiseToRupees(Number(m.max_stake)),
        number_of_winners: Number(m.number_of_winners),
        settled: m.status === 'CLOSED' && m.settlement_json !== null,
        runners: runners
          .filter((r) => Number(r.market_id) === Number(m.market_id))
          .map((r) => ({ selection_id: Number(r.selection_id), name: r.name, status: r.status })),
      })),
      'Markets.',
    );
  });
};
