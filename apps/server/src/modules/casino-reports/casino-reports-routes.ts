import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DAY_MS, casinoResultBody, casinoResultPage, casinoRound, envelope, istDayRange, liveCasinoBetsBody, liveCasinoBetsPage, marketResultBody } from '@bx/contract';
import { findRound, findRounds, findUserBets } from './casino-report-repository.ts';

const WEEK_MS = 7 * DAY_MS;

/**
 * Casino results and the caller's live casino bets, read from casino_rounds and casino_bets.
 * No casino engine ships in this release: the tables stay empty until one writes them.
 */
export const casinoReportsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['casino reports'];

  app.post(
    '/casino/getCasinoResult',
    { schema: { tags, body: casinoResultBody, response: { 200: envelope(casinoResultPage) } } },
    async (request) => {
      const { page, sport_id, from_date, to_date } = request.body;
      const data = await findRounds(db, sport_id, { ...istDayRange(from_date, to_date), page });
      return { status: true as const, message: 'Casino results', data };
    },
  );

  app.post(
    '/betResult/marketResultDetailsByMarketId',
    { schema: { tags, body: marketResultBody, response: { 200: envelope(casinoRound) } } },
    async (request) => {
      const round = await findRound(db, request.body.market_id);
      return round
        ? { status: true as const, message: 'Round result', data: round }
        : { status: false as const, message: 'No result for this round.', code: 'NOT_FOUND', data: null };
    },
  );

  app.post(
    '/casino/getLiveCasinoBets',
    { schema: { tags, body: liveCasinoBetsBody, response: { 200: envelope(liveCasinoBetsPage) } } },
    async (request) => {
      const { page, from_date, to_date } = request.body;
      const now = Date.now();
      const window = from_date && to_date ? istDayRange(from_date, to_date) : { start: now - WEEK_MS, end: now + 1 };
      const data = await findUserBets(db, request.user.userId, { ...window, page });
      return { status: true as const, message: 'Live casino bets', data };
    },
  );
};
