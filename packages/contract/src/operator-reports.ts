import { z } from 'zod';
import { entityId } from './catalog.ts';
import { pageOf } from './envelope.ts';
import { profitLossRequest } from './reports.ts';
import { userRoles } from './roles.ts';
import { numeric } from './numeric.ts';

const userRole = z.enum(userRoles);

const paging = {
  page: numeric(z.number().int().min(1)).default(1),
  limit: numeric(z.number().int().min(1).max(100)).default(25),
};

/**
 * admin/report/profitLoss: the results booked in `from_date`..`to_date` (India days, at most 90
 * days back) for the downline under `parent_id` (default: the caller), one row per direct child
 * (`downline`) or per settled market and game (`market`).
 */
export const operatorProfitLossRequest = z.object({
  ...profitLossRequest.shape,
  by: z.enum(['downline', 'market']).default('downline'),
  parent_id: entityId.optional(),
  ...paging,
});

/**
 * Every figure is the house's (the operators') point of view: positive when the downline lost.
 * It counts the customers' results and commission on sports, fancies, casino tables, binary and
 * matka, and their provider casino, slot and Our Virtual bets and wins; rollbacks included.
 * `share` is the caller's part of it by its partnership percent, rounded toward zero.
 */
const houseResult = { profit_loss: z.number(), share: z.number() };

/** One direct child of the parent: its whole subtree's result. */
export const downlineProfitLossRow = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  role: userRole,
  ...houseResult,
});
export type DownlineProfitLossRow = z.infer<typeof downlineProfitLossRow>;

/**
 * One settled market or fancy (`market_id` set), or one game product over the range (provider
 * casino, slots, Our Virtual: `market_id` null, named in `match_name`). `settled_at`: its last
 * result in the range.
 */
export const marketProfitLossRow = z.object({
  market_id: z.number().int().nullable(),
  match_name: z.string(),
  market_name: z.string(),
  market_type: z.string(),
  settled_at: z.string(),
  ...houseResult,
});
export type MarketProfitLossRow = z.infer<typeof marketProfitLossRow>;

const profitLossTotals = {
  /** Whose downline the report covers, for the drill-down's breadcrumb. */
  parent: z.object({ user_id: z.number().int(), user_name: z.string(), role: userRole }),
  /** The caller's partnership percent, by which each `share` is taken. */
  partnership: z.number(),
  /** Over every page: the downline's whole result in the range and the caller's share of it. */
  ...houseResult,
  /** Every India day of the range, oldest first, with the house's result that day (0 when none). */
  daily: z.array(z.object({ date: z.string(), profit_loss: z.number() })),
};

export const operatorProfitLoss = z.discriminatedUnion('by', [
  pageOf(downlineProfitLossRow).extend({ by: z.literal('downline'), ...profitLossTotals }),
  pageOf(marketProfitLossRow).extend({ by: z.literal('market'), ...profitLossTotals }),
]);
export type OperatorProfitLoss = z.infer<typeof operatorProfitLoss>;

/**
 * admin/report/bets: the downline's (or `user_id`'s part of it) bets placed in the range, newest
 * first: `settled` won or lost, `voided` voided with their market, `cancelled` cancelled or
 * lapsed before anything matched.
 */
export const operatorBetsRequest = z.object({
  ...profitLossRequest.shape,
  status: z.enum(['settled', 'voided', 'cancelled']).default('settled'),
  user_id: entityId.optional(),
  /** Part of a user name, matched in the whole scope. */
  user_name: z.string().trim().max(32).optional(),
  ...paging,
});
