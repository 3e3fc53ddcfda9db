import { envelope, failEnvelope } from '../envelope.ts';
import { operatorBetsRequest, operatorProfitLoss, operatorProfitLossRequest } from '../operator-reports.ts';
import { riskBets } from '../risk.ts';
import { defineCalls } from './define-calls.ts';

const { post } = defineCalls('admin');
// Any operator level, scoped to its downline; a `parent_id` or `user_id` outside it answers 403.
const operator = { access: 'operator', otherAnswers: { 403: failEnvelope } } as const;

/** The console's Reports tab; the deposit/withdraw queue is admin/payment/*. Reads (under admin/report/), never audited. */
export const reportAdminCalls = [
  post('admin/report/profitLoss', operatorProfitLossRequest, envelope(operatorProfitLoss), {
    ...operator,
    description:
      "The house's result (positive: the downline lost) over India days, per direct child of `parent_id` with its whole subtree, or per settled market and game, with the caller's share by partnership and a daily series. Codes: INVALID_DATE, INVALID_DATE_RANGE, DATE_RANGE_TOO_OLD.",
  }),
  post('admin/report/bets', operatorBetsRequest, envelope(riskBets), {
    ...operator,
    description: "The downline's settled, voided or cancelled bets placed in the range, newest first, as the live bet feed shows them.",
  }),
];
