import { calls, rupeesToPaise } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, paged, refuse, sendOutcome } from '../../../http/answer.ts';
import { registerCall } from '../../../http/register-call.ts';
import { sendBetOutcome } from '../../../http/send-bet-outcome.ts';
import { dailyLossLimit, rememberedLossLimit } from '../../payments/index.ts';
import { oddsToHundredths } from '../quote/decimal-odds.ts';
import { fancyRateOf, loadFancyQuote } from '../quote/fancy-rate.ts';
import { fancyQuoteNow, quoteRefusal } from '../quote/quote-change.ts';
import { listBets } from '../read/bet-list.ts';
import { exposureEntries } from '../read/exposure-detail.ts';

const SIZE_OFF_QUOTE = { code: 'RATE_CHANGED', message: 'Rate changed' } as const;
const NOT_SENT = refuse('TRY_AGAIN', 'Your request could not be processed just now; nothing was changed. Please try again.');

/** Customer bet calls (api.md "Bets"): place, cancel and list the caller's own bets. */
export const betRoutes: FastifyPluginAsync = async (app) => {
  const service = app.trading;
  // The daily loss limit (cached per customer) rides on the command; the batch checks it exactly.
  const readLossLimit = (userId: number) => dailyLossLimit(app.database.db, userId, Date.now());
  // A read before the bet reaches a batch that fails (a dropped database connection) placed nothing.
  const beforeBatch = async <T>(read: () => Promise<T>): Promise<{ value: T } | null> => {
    try {
      return { value: await read() };
    } catch (error) {
      app.log.error({ err: error }, 'read before a bet failed');
      return null;
    }
  };

  registerCall(app, calls.bet.placeMarketBet, async (req, reply) => {
    const b = req.body;
    const stake = rupeesToPaise(b.stack)!;
    const price = oddsToHundredths(b.odds);
    if (price === null) return refuse('INVALID_ODDS', 'These odds are not on the price ladder.');
    const userId = req.user.userId;
    let lossLimit = rememberedLossLimit(app.database.db, userId, Date.now());
    let marketId = b.market_id;
    // Most bets need no read here (the limit remembered, a sports market), and wait for no promise.
    // A casino round's id names its market; the table's main and side maximums are checked here.
    if (lossLimit === undefined || app.casino.isRound(b.market_id)) {
      const remembered = lossLimit;
      const read = await beforeBatch(async () => ({
        lossLimit: remembered !== undefined ? remembered : await readLossLimit(userId),
        casino: await app.casino.betTarget(b.market_id, b.selection_id, stake),
      }));
      if (!read) return NOT_SENT;
      const { casino } = read.value;
      if (casino && 'code' in casino) return refuse(casino.code, casino.message);
      lossLimit = read.value.lossLimit;
      if (casino) marketId = casino.marketId;
    }
    const outcome = await service.placeMarketBet({
      userId,
      marketId,
      matchId: b.match_id,
      selectionId: b.selection_id,
      side: b.is_back ? 'BACK' : 'LAY',
      price,
      stake,
      timeInForce: b.time_in_force,
      persistence: b.persistence,
      clientRef: b.client_ref ?? null,
      lossLimit,
      ip: req.ip,
    });
    return sendBetOutcome(reply, outcome, 'Bet placed.');
  });

  registerCall(app, calls.bet.placeFancyBet, async (req, reply) => {
    const b = req.body;
    const stake = rupeesToPaise(b.stack)!;
    const side = b.is_back ? 'BACK' : 'LAY';
    const read = await beforeBatch(async () => ({
      fancy: await loadFancyQuote(app.database.db, b.fancy_id),
      lossLimit: await readLossLimit(req.user.userId),
    }));
    if (!read) return NOT_SENT;
    const { fancy, lossLimit } = read.value;
    const rate = fancy ? fancyRateOf(fancy.market_type, b.size) : b.size;
    // A null rate comes only from a known fancy: a size that cannot be its rate is not its quote.
    if (rate === null)
      return sendOutcome(
        reply,
        quoteRefusal(SIZE_OFF_QUOTE, fancy!.market_type, { run: b.run, rate: b.size }, fancyQuoteNow(fancy!, side)),
        '',
      );
    const outcome = await service.placeFancyBet({
      userId: req.user.userId,
      marketId: b.fancy_id,
      matchId: b.match_id,
      side,
      line: b.run,
      rate,
      stake,
      clientRef: b.client_ref ?? null,
      lossLimit,
      ip: req.ip,
    });
    return sendBetOutcome(reply, outcome, 'Bet placed.');
  });

  registerCall(app, calls.bet.cancelBet, async (req, reply) => {
    const bet = await beforeBatch(() => service.cancelBet(req.user.userId, req.body.bet_id));
    return bet ? sendOutcome(reply, bet.value, 'Bet cancelled.') : NOT_SENT;
  });

  registerCall(app, calls.bet.replaceBet, async (req, reply) => {
    const b = req.body;
    const stake = b.stack === undefined ? undefined : rupeesToPaise(b.stack)!;
    let price: number | undefined;
    if (b.odds !== undefined) {
      price = oddsToHundredths(b.odds) ?? undefined;
      if (price === undefined) return refuse('INVALID_ODDS', 'These odds are not on the price ladder.');
    }
    const read = await beforeBatch(() => readLossLimit(req.user.userId));
    if (!read) return NOT_SENT;
    const outcome = await service.replaceBet({
      userId: req.user.userId,
      betId: b.bet_id,
      price,
      stake,
      lossLimit: read.value,
      ip: req.ip,
    });
    return sendOutcome(reply, outcome, price === undefined ? 'Stake lowered.' : 'Bet moved.');
  });

  registerCall(app, calls.bet.cancelAll, async (req) => {
    const b = req.body;
    const scope = b.market_id !== undefined ? { marketId: b.market_id } : { matchId: b.match_id! };
    const done = await beforeBatch(() => service.cancelAll(req.user.userId, scope));
    if (!done) return NOT_SENT;
    const { betIds } = done.value;
    return ok({ cancelled: betIds.length, bet_ids: betIds }, betIds.length === 0 ? 'Nothing to cancel.' : 'Bets cancelled.');
  });

  registerCall(app, calls.bet.getMarketAndFancyBet, async (req) => {
    const { items } = await listBets(app.database.db, { userId: req.user.userId, matchId: req.body.match_id, open: true });
    return ok({ matched: items.filter((b) => b.matched_stack > 0), unmatched: items.filter((b) => b.remaining_stack > 0) }, 'Bets.');
  });

  registerCall(app, calls.bet.getCurrentBets, async (req) => {
    const { page, limit, bet_type } = req.body;
    const { items, total } = await listBets(app.database.db, { userId: req.user.userId, open: true, kind: bet_type, page, limit });
    return ok(paged(items, total, limit), 'Current bets.');
  });

  registerCall(app, calls.bet.getExposureDetail, async (req) =>
    ok({ data: await exposureEntries(app.database.db, req.user.userId) }, 'Exposure.'),
  );
};
