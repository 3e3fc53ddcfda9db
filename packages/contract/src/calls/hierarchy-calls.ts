import { z } from 'zod';
import { orPending } from '../approvals.ts';
import { envelope, failEnvelope } from '../envelope.ts';
import {
  chipsRequest,
  chipsResult,
  creditReferenceHistory,
  creditReferenceHistoryRequest,
  creditReferenceRequest,
  downlineExport,
  downlineExportRequest,
  downlineList,
  downlineListRequest,
  downlinePasswordRequest,
  downlineStatementRequest,
  downlineSummary,
  userLimits,
  userLimitsRequest,
  userStatus,
  userStatusRequest,
} from '../hierarchy.ts';
import { statement } from '../reports.ts';
import { defineCalls } from './define-calls.ts';

const { get, post } = defineCalls('admin');
// Any operator level; a user outside the caller's downline answers 403 with the refusal envelope.
const operator = { access: 'operator', otherAnswers: { 403: failEnvelope } } as const;
// A call that re-checks the caller's own password: after five wrong ones in 15 minutes, 429 RATE_LIMITED.
const passwordChecked = { access: 'operator', otherAnswers: { 403: failEnvelope, 429: failEnvelope } } as const;

/** The operator hierarchy: every call acts on the caller's own downline only. */
export const hierarchyCalls = [
  post('admin/user/list', downlineListRequest, envelope(downlineList), {
    ...operator,
    description:
      "One level of the downline (default: the caller's children), paged and sorted; `search` matches user names in the whole subtree.",
  }),
  post('admin/user/export', downlineExportRequest, envelope(downlineExport), {
    ...operator,
    description: 'The same rows as admin/user/list, every page, as CSV text.',
  }),
  post('admin/user/chips', chipsRequest, envelope(orPending(chipsResult)), {
    ...passwordChecked,
    description:
      'Chips between the caller and a direct child, both wallets in one ledger transaction. Above the four eyes threshold nothing moves yet: the answer is `{approval_id, status: PENDING}` until a second operator approves. Codes: WRONG_PASSWORD (429 RATE_LIMITED after five in 15 minutes), NOT_DIRECT_CHILD, INSUFFICIENT_FUNDS.',
  }),
  post('admin/user/status', userStatusRequest, envelope(userStatus), {
    ...operator,
    description: 'User lock (cannot log in; its sessions end) and bet lock (bets refused with BET_LOCKED).',
  }),
  post('admin/user/limits', userLimitsRequest, envelope(userLimits), {
    ...operator,
    description:
      "The account's exposure limit and stake limits (rupees; null clears one), each at most its parent's; in force for the account's next bet on every process. Codes: EXPOSURE_LIMIT_ABOVE_PARENT, STAKE_LIMIT_ABOVE_PARENT, STAKE_LIMITS_INVALID.",
  }),
  post('admin/user/creditReference', creditReferenceRequest, envelope(z.object({ credit_reference: z.number() })), {
    ...passwordChecked,
    description: "Sets a downline user's credit reference (the caller's own password re-checked: WRONG_PASSWORD, then 429 RATE_LIMITED).",
  }),
  post('admin/user/creditReferenceHistory', creditReferenceHistoryRequest, envelope(creditReferenceHistory), operator),
  post('admin/user/changePassword', downlinePasswordRequest, envelope(z.null()), {
    ...passwordChecked,
    description:
      "Sets a downline user's password (the caller's own re-checked: WRONG_PASSWORD, then 429 RATE_LIMITED); the user must change it at next login and its sessions end.",
  }),
  post('admin/user/statement', downlineStatementRequest, envelope(statement), operator),
  get('admin/user/summary', envelope(downlineSummary), operator),
];
