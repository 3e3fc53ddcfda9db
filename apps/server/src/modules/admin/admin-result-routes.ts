import { calls } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { refuse, sendOutcome } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { runUnlessHeld } from '../approvals/four-eyes-gate.ts';

/** `market_id` or `fancy_id` (a fancy's id is its market id); the contract refuses a request naming neither with 400. */
function target(b: { market_id?: number; fancy_id?: number }): number {
  return (b.market_id ?? b.fancy_id)!;
}

/**
 * Operator: status and in-play, results, void, non-runners and rollback, all through the bets
 * service; a commit that could not be confirmed answers 503 OUTCOME_UNKNOWN, as a bet does.
 */
export const adminResultRoutes: FastifyPluginAsync = async (app) => {
  const bets = () => app.trading;

  registerCall(app, calls.admin.market.status, async (req, reply) => {
    const marketId = target(req.body);
    const b = req.body;
    return sendOutcome(
      reply,
      await bets().setStatus({ marketId, status: b.status, inPlay: b.in_play, betDelay: b.bet_delay }),
      'Status updated.',
    );
  });

  registerCall(app, calls.admin.market.result, async (req, reply) => {
    const marketId = target(req.body);
    const b = req.body;
    const winners = b.winner_selection_ids ?? [];
    return sendOutcome(reply, await bets().settle({ marketId, winners, resultRun: b.result_run ?? null }), 'Result declared.');
  });

  registerCall(app, calls.admin.market.void, async (req, reply) => {
    const marketId = target(req.body);
    return sendOutcome(reply, await bets().settle({ marketId, winners: null, resultRun: null, reason: req.body.reason }), 'Market voided.');
  });

  registerCall(app, calls.admin.market.removeRunner, async (req, reply) => {
    const b = req.body;
    return sendOutcome(
      reply,

      await bets().removeRunner({ marketId: b.market_id, selectionId: b.selection_id, reductionBp: Math.round(b.reduction_factor * 100) }),
      'Runner removed.',
    );
  });

  registerCall(app, calls.admin.market.rollback, async (req, reply) => {
    const marketId = target(req.body);
    const market = await app.database.db
      .selectFrom('markets')
      .select(['status', 'settlement_json'])
      .where('market_id', '=', marketId)
      .executeTakeFirst();
    // Checked before a request is filed, so only a rollback that can run waits for approval.
    if (market?.status !== 'CLOSED' || !market.settlement_json)
      return refuse('MARKET_NOT_SETTLED', 'This market has no result to roll back.');
    return runUnlessHeld(app, reply, req.user, { kind: 'MARKET_ROLLBACK', marketId }, 'Result rolled back.');
  });
};
