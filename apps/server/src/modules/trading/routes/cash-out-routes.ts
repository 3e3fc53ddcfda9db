import { FULL_FRACTION, calls, rupeesToPaise, type CashOutQuote } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendOutcome } from '../../../http/answer.ts';
import { registerCall } from '../../../http/register-call.ts';

/** Parts of FULL_FRACTION, as the planner takes a partial cash out. */
const fractionOf = (f: number) => Math.round(f * FULL_FRACTION);

/** bet/cashOutQuote and bet/cashOut (api.md "Cash out, editing and export"). */
export const cashOutRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, calls.bet.cashOutQuote, async (req, reply) => {
    const b = req.body;
    const outcome = await app.trading.cashOut({
      userId: req.user.userId,
      marketId: b.market_id,
      fraction: fractionOf(b.fraction),
      minValue: null,
      ref: null,
    });
    return sendOutcome(reply, outcome, 'Cash-out quote.');
  });

  registerCall(app, calls.bet.cashOut, async (req, reply) => {
    const b = req.body;
    const outcome = await app.trading.cashOut({
      userId: req.user.userId,
      marketId: b.market_id,
      fraction: fractionOf(b.fraction),
      minValue: rupeesToPaise(b.min_value)!,
      ref: b.client_ref,
      ip: req.ip,
    });
    // The data is the planner's quote, checked against the contract when serialized.
    if (outcome.ok === false && outcome.code === 'CASH_OUT_CHANGED')
      return { status: false as const, code: 'CASH_OUT_CHANGED' as const, message: outcome.message, data: outcome.data as CashOutQuote };
    return sendOutcome(reply, outcome, 'Cashed out.');
  });
};
