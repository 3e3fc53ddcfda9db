import { calls, rupeesToPaise } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { fromOutcome, ok, paged, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { oddsToHundredths } from '../markets/decimal-odds.ts';
import { lossLimitRoom } from '../payments/index.ts';
import { listBets } from './bet-list.ts';
import { betsServiceFor } from './bets-service-for.ts';
import { exposureEntries } from './exposure-detail.ts';
import { fancyRateOf, loadFancyQuote } from './fancy-rate.ts';
import { fancyQuoteNow, quoteRefusal } from './quote-change.ts';

const SIZE_OFF_QUOTE = { code: 'RATE_CHANGED', message: 'Rate changed' } as const;

/** Customer bet calls (api.md "Bets"): place, cancel and list the caller's own bets. */
export const betRoutes: FastifyPluginAsync = async (app) => {
  const service = betsServiceFor(app.database, (e) => app.log.error({ err: e }, 'bets batch failed'));
  // The daily loss limit is read here, before the bet joins a batch: a soft limit (docs/money.md).
  const lossRoom = (userId: number) => lossLimitRoom(app.database.db, userId, Date.now());

  registerCall(app, calls.bet.placeMarketBet, async (req) => {
    const b = req.body;
    const price = oddsToHundredths(b.odds);
    if (price === null) return refuse('INVALID_ODDS', 'These odds are not on the price ladder.');
    const outcome = await service.placeMarketBet({
      userId: req.user.userId, marketId: b.market_id, matchId: b.match_id, selectionId: b.selection_id, side: b.is_back ? 'BACK' : 'LAY',
      price, stake: rupeesToPaise(b.stack)!, timeInForce: b.time_in_force, persistence: b.persistence, clientRef: b.client_ref ?? null,
      lossRoom: await lossRoom(req.user.userId),
    });
    return fromOutcome(outcome, 'Bet placed.');
  });

  registerCall(app, calls.bet.placeFancyBet, async (req) => {
    const b = req.body;
    const side = b.is_back ? 'BACK' : 'LAY';
    const fancy = await loadFancyQuote(app.database.db, b.fancy_id);
    const rate = fancy ? fancyRateOf(fancy.market_type, b.size) : b.size;
    // A null rate comes only from a known fancy: a size that cannot be its rate is not its quote.
    if (rate === null) return fromOutcome(quoteRefusal(SIZE_OFF_QUOTE, fancy!.market_type, { run: b.run, rate: b.size }, fancyQuoteNow(fancy!, side)), '');
    const outcome = await service.placeFancyBet({
      userId: req.user.userId, marketId: b.fancy_id, matchId: b.match_id, side, line: b.run, rate,
      stake: rupeesToPaise(b.stack)!, clientRef: b.client_ref ?? null, lossRoom: await lossRoom(req.user.userId),
    });
    return fromOutcome(outcome, 'Bet placed.');
  });

  registerCall(app, calls.bet.cancelBet, async (req) =>
    fromOutcome(await service.cancelBet(req.user.userId, req.body.bet_id), 'Bet cancelled.'));

  registerCall(app, calls.bet.getMarketAndFancyBet, async (req) => {
    const { items } = await listBets(app.database.db, { userId: req.user.userId, matchId: req.body.match_id, open: true });
    return ok({ matched: items.filter((b) => b.matched_stack > 0), unmatched: items.filter((b) => b.remaining_stack > 0) }, 'Bets.');
  });

  registerCall(app, calls.bet.getCurrentBets, async (req) => {
    const { page, limit, bet_type } = req.body;
    const { items, total } = await listBets(app.database.db, { userId: req.user.userId, open: true, kind: bet_type, page, limit });
    return ok(paged(items, total, limit), 'Current bets.');
  });

  registerCall(app, calls.bet.getExposureDetail, async (req) => ok({ data: await exposureEntries(app.database.db, req.user.userId) }, 'Exposure.'));
};
