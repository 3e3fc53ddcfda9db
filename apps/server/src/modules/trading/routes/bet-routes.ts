import {
  cancelBetRequest, currentBets, currentBetsRequest, envelope, exposureDetail, failEnvelope, marketAndFancyBetRequest, marketAndFancyBets,
  placeBetEnvelope, placedBet, placeFancyBetRequest, placeMarketBetRequest, rupeesToPaise,
} from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { oddsToHundredths } from '../quote/decimal-odds.ts';
import { lossLimitRoom } from '../../payments/index.ts';
import { listBets } from '../read/bet-list.ts';
import { exposureEntries } from '../read/exposure-detail.ts';
import { fancyRateOf, loadFancyQuote } from '../quote/fancy-rate.ts';
import { outcomeReply, rejection, sendOutcome } from './outcome-reply.ts';
import { fancyQuoteNow, quoteRefusal } from '../quote/quote-change.ts';

const SIZE_OFF_QUOTE = { code: 'RATE_CHANGED', message: 'Rate changed' } as const;
// A bet's answers: 200 for every decided outcome, 503 when its commit could not be confirmed.
const placeResponse = { 200: placeBetEnvelope, 503: failEnvelope };
const NOT_SENT = rejection('TRY_AGAIN', 'Your request could not be processed just now; nothing was changed. Please try again.');

/** Customer bet calls (api.md "Bets"): place, cancel and list the caller's own bets. */
export const betRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const log = (e: unknown) => app.log.error({ err: e }, 'bets batch failed');
  const service = app.trading;
  // The daily loss limit is read here, before the bet joins a batch: a soft limit (docs/money.md).
  const lossRoom = (userId: number) => lossLimitRoom(app.database.db, userId, Date.now());
  // A read before the bet reaches a batch that fails (a dropped database connection) placed nothing.
  const beforeBatch = async <T>(read: () => Promise<T>): Promise<{ value: T } | null> => {
    try {
      return { value: await read() };
    } catch (error) {
      log(error);
      return null;
    }
  };

  r.post('/bet/placeMarketBet', { schema: { body: placeMarketBetRequest, response: placeResponse } }, async (req, reply) => {
    const b = req.body;
    const price = oddsToHundredths(b.odds);
    if (price === null) return rejection('INVALID_ODDS', 'These odds are not on the price ladder.');
    const room = await beforeBatch(() => lossRoom(req.user.userId));
    if (!room) return NOT_SENT;
    const outcome = await service.placeMarketBet({
      userId: req.user.userId, marketId: b.market_id, matchId: b.match_id, selectionId: b.selection_id, side: b.is_back ? 'BACK' : 'LAY',
      price, stake: rupeesToPaise(b.stack)!, timeInForce: b.time_in_force, persistence: b.persistence, clientRef: b.client_ref ?? null,
      lossRoom: room.value,
    });
    return sendOutcome(reply, outcome, 'Bet placed.');
  });

  r.post('/bet/placeFancyBet', { schema: { body: placeFancyBetRequest, response: placeResponse } }, async (req, reply) => {
    const b = req.body;
    const side = b.is_back ? 'BACK' : 'LAY';
    const read = await beforeBatch(async () => ({ fancy: await loadFancyQuote(app.database.db, b.fancy_id), room: await lossRoom(req.user.userId) }));
    if (!read) return NOT_SENT;
    const { fancy, room } = read.value;
    const rate = fancy ? fancyRateOf(fancy.market_type, b.size) : b.size;
    // A null rate comes only from a known fancy: a size that cannot be its rate is not its quote.
    if (rate === null) return outcomeReply(quoteRefusal(SIZE_OFF_QUOTE, fancy!.market_type, { run: b.run, rate: b.size }, fancyQuoteNow(fancy!, side)), '');
    const outcome = await service.placeFancyBet({
      userId: req.user.userId, marketId: b.fancy_id, matchId: b.match_id, side, line: b.run, rate,
      stake: rupeesToPaise(b.stack)!, clientRef: b.client_ref ?? null, lossRoom: room,
    });
    return sendOutcome(reply, outcome, 'Bet placed.');
  });

  r.post('/bet/cancelBet', { schema: { body: cancelBetRequest, response: { 200: envelope(placedBet), 503: failEnvelope } } }, async (req, reply) => {
    const bet = await beforeBatch(() => service.cancelBet(req.user.userId, req.body.bet_id));
    return bet ? sendOutcome(reply, bet.value, 'Bet cancelled.') : NOT_SENT;
  });

  r.post('/bet/getMarketAndFancyBet', { schema: { body: marketAndFancyBetRequest, response: { 200: envelope(marketAndFancyBets) } } }, async (req) => {
    const { items } = await listBets(app.database.db, { userId: req.user.userId, matchId: req.body.match_id, open: true });
    return { status: true as const, message: 'Bets.', data: { matched: items.filter((b) => b.matched_stack > 0), unmatched: items.filter((b) => b.remaining_stack > 0) } };
  });

  r.post('/bet/getCurrentBets', { schema: { body: currentBetsRequest, response: { 200: envelope(currentBets) } } }, async (req) => {
    const { page, limit, bet_type } = req.body;
    const { items, total } = await listBets(app.database.db, { userId: req.user.userId, open: true, kind: bet_type, page, limit });
    return { status: true as const, message: 'Current bets.', data: { data: items, total: { total_count: total }, limit } };
  });

  r.get('/bet/getExposureDetail', { schema: { response: { 200: envelope(exposureDetail) } } }, async (req) => ({
    status: true as const, message: 'Exposure.', data: { data: await exposureEntries(app.database.db, req.user.userId) },
  }));
};
