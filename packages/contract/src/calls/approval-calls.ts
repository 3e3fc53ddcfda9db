import { z } from 'zod';
import {
  approvalDecideRequest,
  approvalDecision,
  approvalList,
  approvalListRequest,
  consoleMarket,
  consoleMarketsRequest,
} from '../approvals.ts';
import { envelope, failEnvelope } from '../envelope.ts';
import { defineCalls } from './define-calls.ts';

const { post } = defineCalls('approvals');

/** Four eyes: the requests held for a second operator, and their decision; the console's market list they are filed from. */
export const approvalCalls = [
  post('admin/approval/list', approvalListRequest, envelope(approvalList), {
    access: 'operator',
    description:
      'Requests held for a second operator (pending first, then decided, newest first). An admin sees all; a master or agent those about its downline and its own. `settings` are the rules in force.',
  }),
  post('admin/approval/decide', approvalDecideRequest, envelope(approvalDecision), {
    access: 'operator',
    // An approved rollback commits through the bets' batch: 503 OUTCOME_UNKNOWN as for admin/market/rollback.
    otherAnswers: { 403: failEnvelope, 429: failEnvelope, 503: failEnvelope },
    description:
      "Approves (runs the action now, exactly once) or rejects a pending request; the caller's password is re-checked (429 RATE_LIMITED after five wrong ones in 15 minutes). Codes: SAME_OPERATOR (a request cannot be approved by the operator who made it), ALREADY_DECIDED, APPROVAL_NOT_FOUND, WRONG_PASSWORD, and the action's own codes when approved but refused (status FAILED). 403 when the request is outside the caller's authority.",
  }),
  post('admin/market/list', consoleMarketsRequest, envelope(z.array(consoleMarket)), {
    access: 'admin',
    description: 'Every market and fancy of a match with its state, settled ones too (to roll back). Code: MATCH_NOT_FOUND.',
  }),
];
