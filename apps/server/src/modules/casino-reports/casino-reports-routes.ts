import type { FastifyPluginAsync } from 'fastify';
import { DAY_MS, calls, istDayRange } from '@bx/contract';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { HashChainStore } from '../fairness/hash-chain-store.ts';
import { findRounds, findUserBets } from './casino-report-repository.ts';
import { roundBets, tableRoundDetail } from './table-round-detail.ts';
import { tablesNamed, UNKNOWN_TABLE } from './tables-named.ts';

const WEEK_MS = 7 * DAY_MS;

/**
 * Casino results (casino_rounds, written as each table round is paid), one table round's detail
 * with the caller's bets and its fairness data, and the caller's live casino bets (casino_bets).
 */
export const casinoReportsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const chains = new HashChainStore(db);

  registerCall(app, calls.casino.getCasinoResult, async (request) => {
    const { page, sport_id, from_date, to_date } = request.body;
    const gtypes = await tablesNamed(db, sport_id);
    if (gtypes.length === 0) return refuse('GAME_NOT_FOUND', UNKNOWN_TABLE);
    const data = await findRounds(db, gtypes, { ...istDayRange(from_date, to_date), page });
    return ok(data, 'Casino results');
  });

  registerCall(app, calls.betResult.marketResultDetailsByMarketId, async (request) => {
    const roundId = Number(request.body.market_id);
    const round = Number.isSafeInteger(roundId) ? await tableRoundDetail(db, chains, roundId) : null;
    if (!round) return refuse('NOT_FOUND', 'No result for this round.');
    const { marketId, ...detail } = round;
    const bets = await roundBets(db, detail.gtype, marketId, request.user.userId);
    return ok({ ...detail, bets: bets.map((b) => b.bet) }, 'Round result');
  });

  registerCall(app, calls.casino.getLiveCasinoBets, async (request) => {
    const { page, from_date, to_date } = request.body;
    const now = Date.now();
    const window = from_date && to_date ? istDayRange(from_date, to_date) : { start: now - WEEK_MS, end: now + 1 };
    const data = await findUserBets(db, request.user.userId, { ...window, page });
    return ok(data, 'Live casino bets');
  });
};
