import { z } from 'zod';
import { MAX_RUNS, runs } from './runs.ts';
import { entityId, sportId } from './catalog.ts';
import { flag } from './envelope.ts';
import { hierarchyLimits } from './hierarchy.ts';
import { fancyRate, percent, positiveRupees, rupees, strictNumber, wholeRate } from './money.ts';
import { numeric } from './numeric.ts';

const name = z.string().trim().min(1).max(120);

export const adminCreateUser = z.object({
  user_name: z
    .string()
    .trim()
    .min(3)
    .max(32)
    .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only'),
  password: z.string().min(8).max(128),
  name,
  /** Default: the caller. Must be the caller or in its downline, and of a role above `role`. */
  parent_id: entityId.optional(),
  role: z.enum(['customer', 'agent', 'master', 'admin']),
  ...hierarchyLimits,
});
export const adminWallet = z.object({ user_id: entityId, amount: positiveRupees, remark: z.string().trim().min(1).max(200) });
export const adminCreateMatch = z.object({
  sport_id: sportId,
  series_id: entityId,
  name,
  /** ISO-8601 or epoch milliseconds. */
  open_date: z.union([
    z.number().int().min(0),
    z
      .string()
      .min(1)
      .max(40, 'must be an ISO-8601 date')
      .refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO-8601 date'),
  ]),
});

const limits = {
  min_stack: positiveRupees.optional(),
  max_stack: positiveRupees.optional(),
  /** Per customer cap on this market's exposure, rupees. */
  max_exposure: rupees.optional(),
};

export const adminCreateMarket = z.object({
  match_id: entityId,
  name,
  market_type: z.enum(['MATCH_ODDS', 'WIN', 'PLACE', 'BOOKMAKER', 'OVER_UNDER', 'OTHER']),
  runners: z
    .array(z.object({ name, back_rate: wholeRate.optional(), lay_rate: wholeRate.optional() }))
    .min(2)
    .max(40),
  bet_delay: numeric(z.number().int().min(0).max(30)).optional(),
  commission_rate: percent.optional(),
  number_of_winners: numeric(z.number().int().min(1).max(10)).optional(),
  ...limits,
});
export const adminCreatedMarket = z.object({
  market_id: z.number().int(),
  runners: z.array(z.object({ selection_id: z.number().int(), name: z.string() })),
});

/** Whole runs from 1 to MAX_RUNS: a fancy's result domain end or meter cap (results and lines share MAX_RUNS). */
const runsBound = strictNumber.pipe(
  z.number().int('must be whole runs').min(1, 'must be at least 1').max(MAX_RUNS, `must be at most ${MAX_RUNS}`),
);

export const adminCreateFancy = z
  .object({
    match_id: entityId,
    name,
    fancy_type: z.enum(['SESSION', 'KHADO', 'METER', 'ODD_EVEN']),
    session_value_yes: runs.optional(),
    session_size_yes: fancyRate,
    session_value_no: runs.optional(),
    session_size_no: fancyRate.optional(),
    khado_width: numeric(z.number().int().min(1).max(MAX_RUNS)).optional(),
    /** Result domain 0..max_result runs, fixed at creation; omitted = the kind's default (999). */
    max_result: runsBound.optional(),
    /** METER only: the most runs of distance |runs - line| a bet is paid or charged for; omitted = no cap. */
    meter_cap: runsBound.optional(),
    commission_rate: percent.optional(),
    bet_delay: numeric(z.number().int().min(0).max(30)).optional(),
    ...limits,
  })
  .refine((b) => b.meter_cap === undefined || b.fancy_type === 'METER', {
    path: ['meter_cap'],
    message: 'only a METER fancy takes a meter cap',
  });

const marketOrFancy = { market_id: entityId.optional(), fancy_id: entityId.optional() };
/**
 * A market command names its market by `market_id` or `fancy_id` (a fancy's id is its market id).
 * Naming neither is a malformed request: 400 naming the field, like any required field missing.
 */
const namesMarket = (b: { market_id?: number | undefined; fancy_id?: number | undefined }) =>
  b.market_id !== undefined || b.fancy_id !== undefined;
const giveMarket = { message: 'give market_id or fancy_id', path: ['market_id'] };

export const adminMarketStatus = z
  .object({
    ...marketOrFancy,
    status: z.enum(['INACTIVE', 'OPEN', 'SUSPENDED']).optional(),
    in_play: flag.optional(),
    bet_delay: numeric(z.number().int().min(0).max(30)).optional(),
  })
  .refine(namesMarket, giveMarket);
export const adminMarketResult = z
  .object({
    ...marketOrFancy,
    winner_selection_ids: z.array(numeric(z.number().int())).min(1).optional(),
    result_run: runs.optional(),
  })
  .refine(namesMarket, giveMarket)
  .refine((b) => b.winner_selection_ids !== undefined || b.result_run !== undefined, {
    message: 'give winner_selection_ids or result_run',
    path: ['winner_selection_ids'],
  });
export const adminMarketVoid = z.object({ ...marketOrFancy, reason: z.string().trim().min(1).max(200) }).refine(namesMarket, giveMarket);
export const adminRemoveRunner = z.object({ market_id: entityId, selection_id: numeric(z.number().int()), reduction_factor: percent });
export const adminRollback = z.object(marketOrFancy).refine(namesMarket, giveMarket);

/** New fancy quote: runs and rates as in admin/fancy/create; `status` optionally suspends or opens it. */
export const adminFancyQuote = z.object({
  fancy_id: entityId,
  session_value_yes: runs.optional(),
  session_size_yes: fancyRate.optional(),
  session_value_no: runs.optional(),
  session_size_no: fancyRate.optional(),
  status: z.enum(['OPEN', 'SUSPENDED']).optional(),
});
/** New bookmaker rates (paise of profit per rupee: 45 = 1.45) per runner; `open: false` suspends that runner's quote. */
export const adminBookmakerQuote = z.object({
  market_id: entityId,
  runners: z
    .array(
      z.object({ selection_id: numeric(z.number().int()), back_rate: wholeRate, lay_rate: wholeRate, open: z.boolean().default(true) }),
    )
    .min(1),
});

export const ledgerDifference = z.object({
  kind: z.string(),
  account_id: z.number().int().nullable(),
  txn_id: z.string().nullable(),
  expected: z.number(),
  actual: z.number(),
  /** EXPOSURE_RECOMPUTED and LOSS_ABOVE_HOLD name the market and customer. */
  market_id: z.number().int().optional(),
  user_id: z.number().int().optional(),
});
export const ledgerAudit = z.object({ differences: z.array(ledgerDifference), accounts: z.number().int(), entries: z.number().int() });
