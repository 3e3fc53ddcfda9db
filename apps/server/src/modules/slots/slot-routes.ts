import { calls, paiseToRupees, rupeesToPaise } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { SLOT_GAMES } from './slot-games.ts';
import { SlotService } from './slot-service.ts';

/** Our slot games: the titles, a spin, the caller's spin history with what Verify needs. */
export const slotRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const slots = new SlotService(app.database, app.trading.resultBookedElsewhere);

  registerCall(app, calls.slot.getGames, async () => ok(SLOT_GAMES, 'Slot games.'));

  registerCall(app, calls.slot.spin, async (req) => {
    const b = req.body;
    const result = await slots.spin({
      userId: req.user.userId,
      gameId: b.game_id,
      bet: rupeesToPaise(b.bet)!,
      clientRef: b.client_ref,
      now: Date.now(),
    });
    if (result.ok) app.balancesMoved([req.user.userId]);
    return result.ok ? ok(result.data, result.data.win > 0 ? 'You won!' : 'No win this time.') : refuse(result.code, result.message);
  });

  registerCall(app, calls.slot.getHistory, async (req) => {
    let query = db
      .selectFrom('slot_spins')
      .innerJoin('fair_seed_pairs', 'fair_seed_pairs.seed_pair_id', 'slot_spins.seed_pair_id')
      .selectAll('slot_spins')
      .select(['fair_seed_pairs.server_seed_hash', 'fair_seed_pairs.server_seed', 'fair_seed_pairs.retired_at'])
      .where('slot_spins.user_id', '=', req.user.userId)
      .orderBy('slot_spins.spin_id', 'desc')
      .limit(req.body.limit);
    if (req.body.game_id) query = query.where('slot_spins.game_id', '=', req.body.game_id);
    const rows = await query.execute();
    return ok(
      rows.map((r) => ({
        spin_id: Number(r.spin_id),
        game_id: r.game_id,
        created_at: new Date(Number(r.created_at)).toISOString(),
        bet: paiseToRupees(Number(r.bet)),
        cost: paiseToRupees(Number(r.cost)),
        win: paiseToRupees(Number(r.win)),
        free_spin: Number(r.free_spin) === 1,
        free_spins_awarded: Number(r.free_spins_awarded),
        stops: JSON.parse(r.stops) as number[],
        nonce: Number(r.nonce),
        client_seed: r.client_seed,
        server_seed_hash: r.server_seed_hash,
        // Shown only once the pair is retired: before that it would tell the next spins.
        server_seed: r.retired_at === null ? null : r.server_seed,
      })),
      'Your spins.',
    );
  });
};
