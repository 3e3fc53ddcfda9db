import { envelope, failEnvelope } from '../envelope.ts';
import { riskBets, riskBetsRequest, riskBook, riskBookRequest, riskTop, riskTopRequest } from '../risk.ts';
import { defineCalls } from './define-calls.ts';

const { post } = defineCalls('admin');
// Any operator level, scoped to its downline; a `user_id` outside it answers 403 with the refusal envelope.
const operator = { access: 'operator', otherAnswers: { 403: failEnvelope } } as const;

/** The console's Risk page: the house's book, the live bet feed, top customers and alerts. */
export const riskCalls = [
  post('admin/risk/book', riskBookRequest, envelope(riskBook), {
    ...operator,
    description:
      "Per open market and runner the house's net result if that runner wins, and per fancy the house's run ladder, over the bets of the caller's downline (or of `user_id`'s part of it). Code: MATCH_NOT_FOUND.",
  }),
  post('admin/risk/bets', riskBetsRequest, envelope(riskBets), {
    ...operator,
    reads: true,
    description: "The downline's bets, newest first, with user and IP; filters: match, user name, matched/unmatched.",
  }),
  post('admin/risk/top', riskTopRequest, envelope(riskTop), {
    ...operator,
    reads: true,
    description:
      "The downline's top customers by exposure and by matched stake, customers and markets at or near their exposure limits, and the matches with open bets.",
  }),
];
