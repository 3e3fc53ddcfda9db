import { z } from 'zod';
import { betListItem } from './bets.ts';
import { entityId } from './catalog.ts';
import { pageOf } from './envelope.ts';
import { rupees } from './money.ts';
import { numeric } from './numeric.ts';

/**
 * Whose bets a risk call counts: the caller's whole downline, or (`user_id`) the part of it under
 * one of its users (an agent's customers, or one customer). A user outside the downline: 403.
 */
const riskScope = { user_id: entityId.optional() };

export const riskBookRequest = z.object({ match_id: entityId, ...riskScope });

/** One runner of a runner market in the house's book. Money in rupees. */
export const riskRunner = z.object({
  selection_id: z.number().int(),
  name: z.string(),
  status: z.string(),
  /**
   * The house's net result if this runner wins: the negative of the summed matched positions of
   * every customer in the scope (the whole downline's figure, not the caller's part of it).
   */
  position: z.number(),
  /** The caller's part of `position` by its partnership percent (rounded toward zero). */
  share: z.number(),
});

export const riskMarket = z.object({
  market_id: z.number().int(),
  name: z.string(),
  market_type: z.string(),
  status: z.string(),
  runners: z.array(riskRunner),
  /** The house's worst result over the runners as a positive number; 0 when it wins whoever wins. */
  exposure: z.number(),
});

/**
 * The house's result over a run range (inclusive): from `pnl_from` at `from` to `pnl_to` at `to`,
 * flat when equal, else linear (a meter). An odd-even fancy has two rows, one per parity.
 */
export const riskLadderRange = z.object({
  from: z.number().int(),
  to: z.number().int(),
  parity: z.enum(['EVEN', 'ODD']).nullable(),
  pnl_from: z.number(),
  pnl_to: z.number(),
});

export const riskFancy = z.object({
  fancy_id: z.number().int(),
  name: z.string(),
  fancy_type: z.string(),
  status: z.string(),
  /** The customers' run book summed over the scope and negated: the house's P/L per run range. */
  ranges: z.array(riskLadderRange),
  /** The house's worst result over the ranges as a positive number. */
  exposure: z.number(),
  /** Matched, unsettled bets counted. */
  bets: z.number().int(),
});

/** admin/risk/book: the open markets and fancies of a match, as the house stands on each. */
export const riskBook = z.object({
  match_id: z.number().int(),
  name: z.string(),
  /** The caller's partnership percent, by which each `share` is taken. */
  partnership: z.number(),
  markets: z.array(riskMarket),
  fancies: z.array(riskFancy),
});
export type RiskBook = z.infer<typeof riskBook>;

export const riskBetsRequest = z.object({
  ...riskScope,
  match_id: entityId.optional(),
  /** Part of a user name, matched in the whole scope. */
  user_name: z.string().trim().max(32).optional(),
  state: z.enum(['all', 'matched', 'unmatched']).default('all'),
  page: numeric(z.number().int().min(1)).default(1),
  limit: numeric(z.number().int().min(1).max(100)).default(25),
});

/** One bet of the live feed: the customer's bet list row with who placed it and from where. */
export const riskBet = betListItem.extend({
  user_id: z.number().int(),
  user_name: z.string(),
  /** The request address the bet came from; null when not stored (older bets, server-placed ones). */
  ip: z.string().nullable(),
});
export type RiskBet = z.infer<typeof riskBet>;

export const riskBets = pageOf(riskBet);

export const riskTopRequest = z.object({
  ...riskScope,
  limit: numeric(z.number().int().min(1).max(50)).default(10),
  /** The house exposure per market that raises an alert, rupees; default ₹1,00,000 (docs/console.md). */
  market_limit: rupees.optional(),
});

/** A customer of the scope. Money in rupees. */
export const riskCustomer = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  /** Held across all open markets. */
  exposure: z.number(),
  /** Null: no limit set. */
  exposure_limit: z.number().nullable(),
  /** Matched stake on bets not settled yet. */
  matched: z.number(),
});

/**
 * A customer whose exposure reached 80% (`warning`) or 100% (`critical`) of its exposure limit,
 * or a market or fancy where the house's exposure did the same of the market limit.
 */
export const riskAlert = z.object({
  kind: z.enum(['customer', 'market']),
  level: z.enum(['warning', 'critical']),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  match_id: z.number().int().nullable(),
  market_id: z.number().int().nullable(),
  /** The customer's user name, or the match and market names. */
  name: z.string(),
  exposure: z.number(),
  limit: z.number(),
});
export type RiskAlert = z.infer<typeof riskAlert>;

/** admin/risk/top: the biggest customers, the alerts, and the matches the scope has open bets on. */
export const riskTop = z.object({
  by_exposure: z.array(riskCustomer),
  by_matched: z.array(riskCustomer),
  alerts: z.array(riskAlert),
  /** Matches with matched or unmatched bets not settled yet, newest bet first. */
  matches: z.array(z.object({ match_id: z.number().int(), name: z.string(), open_bets: z.number().int() })),
  /** The market limit the alerts used, rupees. */
  market_limit: z.number(),
});
export type RiskTop = z.infer<typeof riskTop>;
