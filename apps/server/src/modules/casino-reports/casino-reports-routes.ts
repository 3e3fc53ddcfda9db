import type { FastifyPluginAsync } from 'fastify';
import { DAY_MS, calls, istDayRange } from '@bx/contract';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { findRound, findRounds, findUserBets } from './casino-report-repository.ts';

const WEEK_MS = 7 * DAY_MS;

/**
 * Casino results and the caller's live casino bets, read from casino_rounds and casino_bets.
 * No casino engine ships in this release: the tables stay empty until one writes them.
 */
export const casinoReportsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  registerCall(app, calls.casino.getCasinoResult, async (request) => {
    const { page, sport_id, from_date, to_date } = request.body;
    const data = await findRounds(db, sport_id, { ...istDayRange(from_date, to_date), page });
    return ok(data, 'Casino results');
  });

  registerCall(app, calls.betResult.marketResultDetailsByMarketId, async (request) => {
    const round = await findRound(db, request.body.market_id);
    return round ? ok(round, 'Round result') : refuse('NOT_FOUND', 'No result for this round.');
  });

  registerCall(app, calls.casino.getLiveCasinoBets, async (request) => {
    const { page, from_date, to_date } = request.body;
    const now = Date.now();
    const window = from_date && to_date ? istDayRange(from_date, to_date) : { start: now - WEEK_MS, end: now + 1 };
    const data = await findUserBets(db, request.user.userId, { ...window, page });
    return ok(data, 'Live casino bets');
  });
};
