import { z } from 'zod';
import { newPassword } from './auth.ts';
import { entityId } from './catalog.ts';
import { flag, flagString, pageOf } from './envelope.ts';
import { percent, positiveRupees, rupees } from './money.ts';
import { statementRequest } from './reports.ts';
import { userRoles } from './roles.ts';
import { numeric } from './numeric.ts';

/** The caller's own password, re-checked before chips, credit and password changes. */
const callerPassword = z.string().min(1, 'is required').max(128);

export const downlineSort = z.enum(['user_name', 'created_at', 'credit_reference', 'balance', 'exposure']);

/** One page of a level of the caller's downline; `search` looks through the whole subtree under `parent_id`. */
export const downlineListRequest = z.object({
  parent_id: entityId.optional(),
  search: z.string().trim().max(32).optional(),
  page: numeric(z.number().int().min(1)).default(1),
  limit: numeric(z.number().int().min(1).max(100)).default(25),
  sort: downlineSort.default('user_name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

/** A downline row (fields fixed by the API design); money in rupees, `partnership` in percent. */
export const downlineRow = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  role: z.enum(userRoles),
  credit_reference: z.number(),
  /** The user's own total balance: available plus exposure. */
  balance: z.number(),
  exposure: z.number(),
  available: z.number(),
  /** What the user and its whole downline hold, less the credit reference given to it. */
  profit_loss: z.number(),
  user_lock: flagString,
  bet_lock: flagString,
  partnership: z.number(),
  /** Rupees; null = no limit. */
  exposure_limit: z.number().nullable(),
});
export type DownlineRow = z.infer<typeof downlineRow>;

/** The level shown: whose children these are, and the way back up to the caller. */
export const downlineList = pageOf(downlineRow).extend({
  parent: z.object({ user_id: z.number().int(), user_name: z.string(), role: z.enum(userRoles) }),
  path: z.array(z.object({ user_id: z.number().int(), user_name: z.string() })),
});

export const downlineExportRequest = downlineListRequest.omit({ page: true, limit: true });
export const downlineExport = z.object({ file_name: z.string(), csv: z.string(), rows: z.number().int() });

export const chipsRequest = z.object({
  user_id: entityId,
  /** D: caller to child; W: child back to the caller. */
  type: z.enum(['D', 'W']),
  amount: positiveRupees,
  remark: z.string().trim().min(1).max(200),
  password: callerPassword,
});
export const chipsResult = z.object({ balance: z.number(), child_balance: z.number() });

export const userStatusRequest = z
  .object({ user_id: entityId, user_lock: flag.optional(), bet_lock: flag.optional() })
  .refine((b) => b.user_lock !== undefined || b.bet_lock !== undefined, { message: 'give user_lock or bet_lock', path: ['user_lock'] });
export const userStatus = z.object({ user_id: z.number().int(), user_lock: flagString, bet_lock: flagString });

/**
 * admin/user/limits: the account's own limits in rupees, each at most its parent's (codes as
 * admin/user/create's); null clears a limit, an omitted one stays. In force for the next bet.
 */
export const userLimitsRequest = z
  .object({
    user_id: entityId,
    exposure_limit: rupees.nullable().optional(),
    min_stack: positiveRupees.nullable().optional(),
    max_stack: positiveRupees.nullable().optional(),
  })
  .refine((b) => b.exposure_limit !== undefined || b.min_stack !== undefined || b.max_stack !== undefined, {
    message: 'give exposure_limit, min_stack or max_stack',
    path: ['exposure_limit'],
  });
export const userLimits = z.object({
  user_id: z.number().int(),
  exposure_limit: z.number().nullable(),
  min_stack: z.number().nullable(),
  max_stack: z.number().nullable(),
});

export const creditReferenceRequest = z.object({ user_id: entityId, credit_reference: rupees, password: callerPassword });
export const creditReferenceHistoryRequest = z.object({ user_id: entityId });
export const creditReferenceChange = z.object({
  old_value: z.number(),
  new_value: z.number(),
  changed_by: z.string(),
  date: z.string(),
});
export const creditReferenceHistory = z.object({ credit_reference: z.number(), history: z.array(creditReferenceChange) });

export const downlinePasswordRequest = z
  .object({ user_id: entityId, new_password: newPassword, confirm_password: z.string().max(64), password: callerPassword })
  .refine((b) => b.confirm_password === b.new_password, { message: 'must match the new password', path: ['confirm_password'] });

export const downlineStatementRequest = statementRequest.extend({ user_id: entityId });

/** The caller's own book: its wallet, its downline's money, and its share of the downline's result. */
export const downlineSummary = z.object({
  balance: z.number(),
  downline_balance: z.number(),
  exposure: z.number(),
  /** The downline's chips less the credit given to the caller's children; negative when the downline lost. */
  profit_loss: z.number(),
  partnership: z.number(),
  /** The caller's part of the downline's loss (negative: of its win), by its partnership percent. */
  own_share: z.number(),
});

/** Optional hierarchy fields of admin/user/create. */
export const hierarchyLimits = {
  credit_reference: rupees.optional(),
  partnership: percent.optional(),
  exposure_limit: rupees.optional(),
  min_stack: positiveRupees.optional(),
  max_stack: positiveRupees.optional(),
};
