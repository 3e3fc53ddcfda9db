import { cancelAllRequest, cancelledBets, replaceBetRequest } from '../bet-edits.ts';
import { placedBet } from '../bets.ts';
import { envelope, failEnvelope } from '../envelope.ts';
import { defineCalls } from './define-calls.ts';

const { post } = defineCalls('bets');

/** Editing unmatched exchange bets (exchange-rules.md "Cash out, bet editing"). */
export const betEditCalls = [
  post('bet/replaceBet', replaceBetRequest, envelope(placedBet), {
    // A price move places a new bet: customers only, as bet/placeMarketBet.
    access: 'customer',
    otherAnswers: { 503: failEnvelope },
    description:
      "Lowers the unmatched stake of an exchange bet in place (`stack` alone: the bet keeps its queue place), or moves the unmatched part to `odds` as a new bet (its `bet_id` is answered), both or neither; the funds check is against the new bet. A retry after success finds nothing unmatched, so nothing is placed twice. Codes: ORDER_NOT_FOUND (unknown or another customer's), ORDER_NOT_CANCELLABLE, INVALID_STAKE, INVALID_ODDS, MARKET_SUSPENDED, INSUFFICIENT_FUNDS and the other placement codes.",
  }),
  post('bet/cancelAll', cancelAllRequest, envelope(cancelledBets), {
    description:
      'Cancels the unmatched part of every exchange bet of the caller on one market (`market_id`) or on every market of a match (`match_id`).',
  }),
];
