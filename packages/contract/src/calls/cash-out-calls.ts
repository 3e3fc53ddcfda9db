import {
  autoCashOutRule,
  autoCashOutRules,
  cashOutEnvelope,
  cashOutQuote,
  cashOutQuoteRequest,
  cashOutRequest,
  clearAutoCashOutRequest,
  getAutoCashOutRequest,
  setAutoCashOutRequest,
} from '../cash-out.ts';
import { envelope, failEnvelope } from '../envelope.ts';
import { defineCalls } from './define-calls.ts';

const { post } = defineCalls('cash out');

/** Cash out (exchange-rules.md "Cash out"): quote, execute, and the automatic rule per market. */
export const cashOutCalls = [
  post('bet/cashOutQuote', cashOutQuoteRequest, envelope(cashOutQuote), {
    access: 'customer',
    description:
      'The hedge that leaves the matched P&L equal on every runner at the best prices now, and the value it locks in. CASH_OUT_UNAVAILABLE (with the reason) on a fancy, a closed or suspended market, or without a matched position.',
  }),
  post('bet/cashOut', cashOutRequest, cashOutEnvelope, {
    access: 'customer',
    otherAnswers: { 503: failEnvelope },
    description:
      "Cancels the caller's unmatched bets on the market, then places the hedge all or none at the quoted prices or better; CASH_OUT_CHANGED (nothing placed, data = the new quote) when it would give less than min_value. A re-sent client_ref places nothing twice.",
  }),
  post('bet/setAutoCashOut', setAutoCashOutRequest, envelope(autoCashOutRule), {
    access: 'customer',
    description: 'Cash the whole position out by itself, once, when its value reaches profit_target or falls to minus loss_limit.',
  }),
  post('bet/getAutoCashOut', getAutoCashOutRequest, envelope(autoCashOutRules), { access: 'customer' }),
  post('bet/clearAutoCashOut', clearAutoCashOutRequest, envelope(autoCashOutRule), { access: 'customer' }),
];
