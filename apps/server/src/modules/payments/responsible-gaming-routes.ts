import type { FastifyPluginAsync } from 'fastify';
import { calls } from '@bx/contract';
import { ok } from '../../http/answer.ts';
import { endAllSessions } from '../auth/end-all-sessions.ts';
import { registerCall } from '../../http/register-call.ts';
import { getLimits, setLimits } from './responsible-gaming-service.ts';
import { selfExclude } from './self-exclusion.ts';

/** Deposit and loss limits (decrease now, increase after cooling off) and self-exclusion. */
export const responsibleGamingRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  registerCall(app, calls.responsibleGaming.getLimits, async (request) =>
    ok(await getLimits(db, request.user.userId, Date.now()), 'Your limits'),
  );

  registerCall(app, calls.responsibleGaming.setLimits, async (request) =>
    ok(
      await setLimits(db, request.user.userId, request.body, Date.now()),
      'Limits saved. Lower limits apply now; higher ones after the cooling-off period.',
    ),
  );

  registerCall(app, calls.responsibleGaming.selfExclude, async (request) => {
    const until = await selfExclude(db, request.user.userId, request.body.days, Date.now());
    // The exclusion starts now: every session of the user ends (its sockets too, on every process), and login refuses until then.
    await endAllSessions(app, request.user.userId);
    return ok({ self_excluded_until: new Date(until).toISOString() }, 'Your account is closed for the period you chose.');
  });
};
