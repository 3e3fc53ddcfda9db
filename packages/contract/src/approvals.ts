import { z } from 'zod';
import { entityId } from './catalog.ts';
import { pageOf } from './envelope.ts';
import { fourEyesSetting } from './settings.ts';
import { numeric } from './numeric.ts';

/** What a four eyes request would do once approved. */
export const approvalKinds = ['MARKET_ROLLBACK', 'BINARY_ROLLBACK', 'MATKA_ROLLBACK', 'CHIPS', 'WALLET_CREDIT', 'SETTINGS_UPDATE'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];

/** PENDING until decided; FAILED: approved, but the action itself was refused (nothing changed). */
export const approvalStatuses = ['PENDING', 'APPROVED', 'REJECTED', 'FAILED'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** The answer of an action held for a second operator: nothing has changed yet. */
export const approvalPending = z.object({ approval_id: z.number().int(), status: z.literal('PENDING') });

/** A call's data, or the pending request that stands in for it while four eyes holds it back. */
export function orPending<T extends z.ZodType>(data: T) {
  return z.union([data, approvalPending]);
}

export const approvalListRequest = z.object({
  /** Omitted: every status, pending first. */
  status: z.enum(approvalStatuses).optional(),
  page: numeric(z.number().int().min(1)).default(1),
  limit: numeric(z.number().int().min(1).max(100)).default(25),
});

export const approvalRow = z.object({
  approval_id: z.number().int(),
  kind: z.enum(approvalKinds),
  status: z.enum(approvalStatuses),
  /** What the action does, in words ("Roll back market 12", "Deposit ₹5,000.00 to agent7"). */
  summary: z.string(),
  market_id: z.number().int().nullable(),
  target_user_id: z.number().int().nullable(),
  target_user_name: z.string().nullable(),
  /** Rupees; null for a rollback. */
  amount: z.number().nullable(),
  requested_by: z.string(),
  requested_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The action's own refusal code when it was approved but refused (status FAILED). */
  result_code: z.string().nullable(),
  result_message: z.string().nullable(),
  /** Whether the caller may approve it now: pending, someone else's, and within the caller's authority. */
  can_approve: z.boolean(),
});
export type ApprovalRow = z.infer<typeof approvalRow>;

/** A page of requests the caller may see, with the rules in force. */
export const approvalList = pageOf(approvalRow).extend({ settings: fourEyesSetting });

export const approvalDecideRequest = z.object({
  approval_id: entityId,
  decision: z.enum(['APPROVE', 'REJECT']),
  /** The deciding operator's own password, re-checked. */
  password: z.string().min(1, 'is required').max(128),
});

/** The decided request and, when approved, what the action answered. */
export const approvalDecision = z.object({
  approval_id: z.number().int(),
  status: z.enum(approvalStatuses),
  result: z.record(z.string(), z.unknown()).nullable(),
});

/** admin/market/list: every market and fancy of a match, settled ones too (the customer's match detail shows open ones only). */
export const consoleMarketsRequest = z.object({ match_id: entityId });

export const consoleMarket = z.object({
  market_id: z.number().int(),
  name: z.string(),
  market_type: z.string(),
  /** A fancy's id is its market id: results take `result_run` instead of winners. */
  is_fancy: z.boolean(),
  status: z.enum(['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED']),
  in_play: z.boolean(),
  bet_delay: z.number().int(),
  min_stack: z.number(),
  max_stack: z.number(),
  /** How many runners a result names: more than one only on a PLACE market. */
  number_of_winners: z.number().int(),
  /** Whether a declared result or void stands (it can be rolled back). */
  settled: z.boolean(),
  runners: z.array(z.object({ selection_id: z.number().int(), name: z.string(), status: z.string() })),
});
export type ConsoleMarket = z.infer<typeof consoleMarket>;
