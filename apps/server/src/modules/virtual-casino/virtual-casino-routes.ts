import { calls, paiseToRupees, rupeesToPaise, type VirtualTableType } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { virtualAnswer, VirtualCasinoService } from './virtual-casino-service.ts';

/** Our Virtual: a bet dealt at once, and the caller's bets with what Verify needs. */
export const virtualCasinoRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const virtual = new VirtualCasinoService(app.database, app.trading.resultBookedElsewhere);

  registerCall(app, calls.vcasino.placeBet, async (req) => {
    const b = req.body;
    const result = await virtual.place({
      userId: req.user.userId,
      type: b.type,
      selectionId: b.selection_id,
      stake: rupeesToPaise(b.stack)!,
      clientRef: b.client_ref,
      now: Date.now(),
    });
    if (result.ok) app.balancesMoved([req.user.userId]);
    return result.ok ? ok(result.data, result.data.win > 0 ? 'You won!' : 'No win this time.') : refuse(result.code, result.message);
  });

  registerCall(app, calls.vcasino.getHistory, async (req) => {
    const rows = await db
      .selectFrom('virtual_bets')
      .innerJoin('fair_seed_pairs', 'fair_seed_pairs.seed_pair_id', 'virtual_bets.seed_pair_id')
      .selectAll('virtual_bets')
      .select(['fair_seed_pairs.server_seed_hash', 'fair_seed_pairs.server_seed', 'fair_seed_pairs.retired_at'])
      .where('virtual_bets.user_id', '=', req.user.userId)
      .orderBy('virtual_bets.bet_id', 'desc')
      .limit(req.body.limit)
      .execute();
    return ok(
      rows.map((r) => ({
        ...virtualAnswer(r, r.server_seed_hash),
        type: r.gtype as VirtualTableType,
        selection_id: Number(r.selection_id),
        stack: paiseToRupees(Number(r.stake)),
        rate: Number(r.rate) / 100,
        created_at: Number(r.created_at),
        // Shown only once the pair is retired: before that it would tell the next bets.
        server_seed: r.retired_at === null ? null : r.server_seed,
      })),
      'Your virtual bets.',
    );
  });
};
