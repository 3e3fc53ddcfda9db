import { calls, rupeesToPaise } from '@bx/contract';
import { singleOf } from '@bx/games';
import type { FastifyPluginAsync } from 'fastify';
import { fromOutcome, ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { sendBetOutcome } from '../../http/send-bet-outcome.ts';
import { correctionRefusal } from '../approvals/correction-refusal.ts';
import { runUnlessHeld } from '../approvals/four-eyes-gate.ts';
import { recordOperatorAction } from '../binary/operator-actions.ts';
import { dailyLossLimit } from '../payments/index.ts';
import { loadDraw, seatDrawn } from './matka-draws.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Matka for customers (draws, bets, results, Verify) and the operator's draw calls. */
export const matkaRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const matka = app.matka;
  const nameOf = (code: string) => matka.market(code)?.name ?? code;

  registerCall(app, calls.matka.getMarkets, async () => {
    const now = matka.clock();
    const rows = await db
      .selectFrom('matka_draws')
      .innerJoin('fair_chains', 'fair_chains.chain_id', 'matka_draws.chain_id')
      .selectAll('matka_draws')
      .select('fair_chains.chain_hash')
      .where('matka_draws.open_at', '>=', now - 12 * 3_600_000)
      .where('matka_draws.open_at', '<=', now + 26 * 3_600_000)
      .orderBy('matka_draws.open_at')
      .execute();
    return ok(
      rows.map((d) => ({
        market_id: Number(d.match_id),
        name: nameOf(d.market_code),
        market_code: d.market_code,
        draw_key: d.draw_key,
        open_time: iso(Number(d.open_at))!,
        close_time: iso(d.close_at === null ? null : Number(d.close_at)),
        status: d.status,
        open_result: d.open_result,
        close_result: d.close_result,
        chain_hash: d.chain_hash,
        starline: d.close_at === null,
      })),
      'Matka markets.',
    );
  });

  registerCall(app, calls.matka.placeBet, async (req, reply) => {
    const b = req.body;
    const outcome = await matka.placeBet({
      userId: req.user.userId,
      matchId: b.market_id,
      betType: b.bet_type,
      side: b.side,
      digits: b.digits,
      stake: rupeesToPaise(b.stack)!,
      clientRef: b.client_ref ?? null,
      lossLimit: await dailyLossLimit(db, req.user.userId, Date.now()),
    });
    const answer = outcome.ok === true ? { ok: true as const, data: { bet_id: Number(outcome.data.bet_id), status: 'PLACED' } } : outcome;
    return sendBetOutcome(reply, answer, 'Bet placed.');
  });

  registerCall(app, calls.matka.getResults, async () =>
    ok(
      (await matka.recentDraws()).map((d) => ({
        market_id: Number(d.match_id),
        name: nameOf(d.market_code),
        draw_key: d.draw_key,
        open_time: iso(Number(d.open_at))!,
        open_result: d.open_result,
        close_result: d.close_result,
        jodi: d.open_result ? `${singleOf(d.open_result)}${d.close_result ? singleOf(d.close_result) : ''}` : null,
        status: d.status,
      })),
      'Matka results.',
    ),
  );

  registerCall(app, calls.matka.getDraw, async (req) => {
    const draw = await loadDraw(db, req.body.market_id);
    if (!draw) return refuse('MARKET_NOT_FOUND', 'No such matka draw.');
    const chain = await db
      .selectFrom('fair_chains')
      .select(['chain_hash', 'client_seed'])
      .where('chain_id', '=', draw.chain_id)
      .executeTakeFirstOrThrow();
    // The hash before seat k is s_(k-1), the seed of the seat before it: public only once that seat
    // is drawn (the chain hash for k = 1). Published earlier it would give away the earlier draw's
    // result, since a market's seats are taken days ahead.
    const before = async (nonce: number) =>
      (await seatDrawn(db, Number(draw.chain_id), nonce - 1)) ? (await matka.chains.seat(Number(draw.chain_id), nonce)).previousHash : null;
    return ok(
      {
        market_id: Number(draw.match_id),
        chain_hash: chain.chain_hash,
        client_seed: chain.client_seed,
        open: {
          nonce: draw.open_nonce,
          server_seed: draw.open_seed,
          previous_hash: await before(draw.open_nonce),
          result: draw.open_result,
        },
        close:
          draw.close_nonce === null
            ? null
            : {
                nonce: draw.close_nonce,
                server_seed: draw.close_seed,
                previous_hash: await before(draw.close_nonce),
                result: draw.close_result,
              },
      },
      'Draw.',
    );
  });

  const record = (matchId: number, action: string, detail: string | null, userId: number) =>
    recordOperatorAction(db, { game: 'matka', matchId, action, detail, userId, at: matka.clock() });

  registerCall(app, calls.admin.matka.setResult, async (req) => {
    const b = req.body;
    // The close result after the open draw re-settles the open side with the same result: no correction.
    const draw = await loadDraw(db, b.market_id);
    const corrects =
      draw && (draw.status === 'SETTLED' || draw.status === 'VOID' || (draw.open_result !== null && draw.open_result !== b.open_result));
    const held = corrects ? await correctionRefusal(db, b.market_id) : null;
    if (held) return refuse(held.code, held.message);
    const outcome = await matka.setResult(b.market_id, b.open_result, b.close_result ?? null);
    if (outcome.ok === true)
      await record(b.market_id, 'SET_RESULT', [b.open_result, b.close_result].filter(Boolean).join('-'), req.user.userId);
    return fromOutcome(outcome, 'Result set.');
  });

  registerCall(app, calls.admin.matka.void, async (req) => {
    const held = await correctionRefusal(db, req.body.market_id);
    if (held) return refuse(held.code, held.message);
    const outcome = await matka.void(req.body.market_id, req.body.reason);
    if (outcome.ok === true) await record(req.body.market_id, 'VOID', req.body.reason, req.user.userId);
    return fromOutcome(outcome, 'Draw void.');
  });

  registerCall(app, calls.admin.matka.rollback, async (req, reply) => {
    const draw = await loadDraw(db, req.body.market_id);
    if (!draw) return refuse('MARKET_NOT_FOUND', 'No such matka draw.');
    if (draw.status !== 'SETTLED' && draw.status !== 'VOID') return refuse('DRAW_NOT_SETTLED', 'This draw has no result to roll back.');
    // While four eyes is on the rollback waits for a second admin (modules/approvals runs it then).
    return runUnlessHeld(app, reply, req.user, { kind: 'MATKA_ROLLBACK', drawId: req.body.market_id }, 'Draw rolled back.');
  });
};
