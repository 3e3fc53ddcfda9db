import { calls } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { fromOutcome, ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { correctionRefusal } from '../approvals/correction-refusal.ts';
import { runUnlessHeld } from '../approvals/four-eyes-gate.ts';
import { recordOperatorAction } from './operator-actions.ts';
import { binarySessions } from './session-view.ts';

/** Binary sessions for customers (instruments, lines, chart) and the operator's settlement calls. */
export const binaryRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const binary = app.binary;

  registerCall(app, calls.binary.getSessions, async (req) =>
    ok(await binarySessions(app.database, app.trading, binary, req.user.userId), 'Binary sessions.'),
  );

  registerCall(app, calls.binary.getChart, async (req) => {
    const rows = await db
      .selectFrom('binary_ticks')
      .select(['at', 'price'])
      .where('match_id', '=', req.body.match_id)
      .orderBy('at')
      .execute();
    return ok(
      rows.map((r) => ({ at: new Date(Number(r.at)).toISOString(), price: Number(r.price) / 100 })),
      'Chart.',
    );
  });

  /** The session, refused when there is none or (for a price) when it has not closed yet. */
  const closedSession = async (matchId: number, mustBeClosed: boolean) => {
    const s = await db.selectFrom('binary_sessions').selectAll().where('match_id', '=', matchId).executeTakeFirst();
    if (!s) return refuse('SESSION_NOT_FOUND', 'No such binary session.');
    if (mustBeClosed && binary.clock() < Number(s.closes_at)) return refuse('SESSION_OPEN', 'The session has not closed yet.');
    return s;
  };
  const record = (matchId: number, action: string, detail: string | null, userId: number) =>
    recordOperatorAction(db, { game: 'binary', matchId, action, detail, userId, at: binary.clock() });

  registerCall(app, calls.admin.binary.settle, async (req) => {
    const { match_id, price } = req.body;
    const s = await closedSession(match_id, true);
    if ('code' in s) return s;
    const held = await correctionRefusal(db, match_id);
    if (held) return refuse(held.code, held.message);
    const hundredths = Math.round(price * 100);
    if (s.status === 'SETTLED' || s.status === 'VOID') {
      const undone = await binary.rollback(match_id);
      if (undone.ok !== true) return fromOutcome(undone, '');
    }
    const outcome = await binary.settle(match_id, hundredths);
    if (outcome.ok === true) await record(match_id, 'SETTLE', String(price), req.user.userId);
    return fromOutcome(outcome.ok === true ? { ok: true, data: { match_id, status: 'SETTLED' } } : outcome, 'Session settled.');
  });

  registerCall(app, calls.admin.binary.void, async (req) => {
    const { match_id, reason } = req.body;
    const s = await closedSession(match_id, false);
    if ('code' in s) return s;
    const held = await correctionRefusal(db, match_id);
    if (held) return refuse(held.code, held.message);
    if (s.status === 'SETTLED' || s.status === 'VOID') {
      const undone = await binary.rollback(match_id);
      if (undone.ok !== true) return fromOutcome(undone, '');
    }
    const outcome = await binary.void(match_id, reason);
    if (outcome.ok === true) await record(match_id, 'VOID', reason, req.user.userId);
    return fromOutcome(outcome.ok === true ? { ok: true, data: { match_id, status: 'VOID' } } : outcome, 'Session void.');
  });

  registerCall(app, calls.admin.games.advanceClock, async (req) => {
    if (!app.config.GAMES_CLOCK_CONTROL) return refuse('CLOCK_FIXED', 'The games clock follows real time here.');
    const { ms } = req.body;
    const [binaryClock, matkaClock] = [binary.clock, app.matka.clock];
    binary.clock = () => binaryClock() + ms;
    app.matka.clock = () => matkaClock() + ms;
    await binary.tick();
    await app.matka.tick();
    return ok({ now: new Date(binary.clock()).toISOString() }, 'Clock moved.');
  });

  registerCall(app, calls.admin.binary.rollback, async (req, reply) => {
    const { match_id } = req.body;
    const s = await closedSession(match_id, false);
    if ('code' in s) return s;
    if (s.status !== 'SETTLED' && s.status !== 'VOID') return refuse('SESSION_NOT_SETTLED', 'This session has no result to roll back.');
    // While four eyes is on the rollback waits for a second admin (modules/approvals runs it then).
    return runUnlessHeld(app, reply, req.user, { kind: 'BINARY_ROLLBACK', matchId: match_id }, 'Settlement rolled back.');
  });
};
