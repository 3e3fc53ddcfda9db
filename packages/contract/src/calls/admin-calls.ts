import { z } from 'zod';
import {
  adminBookmakerQuote,
  adminCreatedMarket,
  adminCreateFancy,
  adminCreateMarket,
  adminCreateMatch,
  adminCreateUser,
  adminFancyQuote,
  adminMarketResult,
  adminMarketStatus,
  adminMarketVoid,
  adminRemoveRunner,
  adminRollback,
  adminWallet,
  ledgerAudit,
} from '../admin.ts';
import { orPending } from '../approvals.ts';
import { envelope, failEnvelope } from '../envelope.ts';
import { auditActions, auditActionsRequest } from '../operator-audit.ts';
import { adminPaymentDecideBody, adminPaymentList, adminPaymentListBody, paymentRequestItem } from '../payments.ts';
import { defineCalls } from './define-calls.ts';

const { get, post } = defineCalls('admin');
const admin = { access: 'admin' } as const;
// Market commands commit through the bets' batch: 503 OUTCOME_UNKNOWN when that commit could not be confirmed.
const adminCommand = { access: 'admin', otherAnswers: { 503: failEnvelope } } as const;
const marketId = envelope(z.object({ market_id: z.number().int() }));
// Settlement commands answer what the bets service reports; its shape differs per command.
const commandResult = envelope(z.record(z.string(), z.unknown()));

/** The operator's calls: users and wallets, matches, markets and quotes, results, payments, the ledger audit. */
export const adminCalls = [
  post('admin/user/create', adminCreateUser, envelope(z.object({ user_id: z.number().int() })), {
    access: 'operator',
    otherAnswers: { 403: failEnvelope },
    description:
      'Creates a user under the caller or one of its downline, of a lower role. Codes: PARTNERSHIP_ABOVE_PARENT, EXPOSURE_LIMIT_ABOVE_PARENT, STAKE_LIMIT_ABOVE_PARENT, ROLE_NOT_BELOW_PARENT.',
  }),
  post('admin/wallet/credit', adminWallet, envelope(orPending(z.object({ available_balance: z.number() }))), {
    ...admin,
    description:
      'Above the four eyes threshold nothing moves yet: the answer is `{approval_id, status: PENDING}` until a second operator approves.',
  }),
  post('admin/wallet/debit', adminWallet, envelope(z.object({ available_balance: z.number() })), admin),
  get('admin/audit/ledger', envelope(ledgerAudit), admin),
  post('admin/audit/actions', auditActionsRequest, envelope(auditActions), {
    access: 'operator',
    otherAnswers: { 403: failEnvelope },
    description:
      'Recorded operator actions, newest first: who, when, the call, its target before and after, reason, IP. An admin sees all; a master or agent those on its downline and its own (another user_id: 403).',
  }),
  post('admin/match/create', adminCreateMatch, envelope(z.object({ match_id: z.number().int() })), admin),
  post('admin/market/create', adminCreateMarket, envelope(adminCreatedMarket), {
    ...admin,
    description:
      'A market opened with an empty book (commission 5% unless `commission_rate` says otherwise). Codes: MATCH_NOT_FOUND, STAKE_LIMITS_INVALID, QUOTE_CROSSED (a bookmaker back rate above its lay rate).',
  }),
  post('admin/fancy/create', adminCreateFancy, envelope(z.object({ fancy_id: z.number().int() })), {
    ...admin,
    description:
      'A house-quoted fancy. Codes: MATCH_NOT_FOUND, STAKE_LIMITS_INVALID, QUOTE_CROSSED (a quote under which backing both sides wins whatever the result).',
  }),
  post('admin/fancy/quote', adminFancyQuote, marketId, {
    ...admin,
    description:
      'New fancy quote (runs and rates as in admin/fancy/create; odd-even rates are decimal odds). Bets at the old quote get RUN_CHANGED / RATE_CHANGED. `status` opens or suspends the fancy. Codes: QUOTE_CROSSED (with the stored other side, backing both sides would win whatever the result), TRY_AGAIN.',
  }),
  post('admin/bookmaker/quote', adminBookmakerQuote, marketId, {
    ...admin,
    description:
      'New bookmaker rates per runner in paise of profit per rupee (45 = 1.45); `open: false` suspends that runner. Bets at another rate get RATE_CHANGED. Codes: QUOTE_CROSSED (a back rate above its lay rate).',
  }),
  post('admin/market/status', adminMarketStatus, commandResult, adminCommand),
  post('admin/market/result', adminMarketResult, commandResult, adminCommand),
  post('admin/market/void', adminMarketVoid, commandResult, adminCommand),
  post('admin/market/removeRunner', adminRemoveRunner, commandResult, adminCommand),
  post('admin/market/rollback', adminRollback, commandResult, {
    ...adminCommand,
    description:
      'Undoes a settlement or void (back to SUSPENDED). While four eyes is on (four_eyes_rollback) it only files a request: `{approval_id, status: PENDING}`, run when a second admin approves it. Codes: MARKET_NOT_SETTLED.',
  }),
  post('admin/payment/list', adminPaymentListBody, envelope(adminPaymentList), admin),
  post('admin/payment/decide', adminPaymentDecideBody, envelope(paymentRequestItem), admin),
];
