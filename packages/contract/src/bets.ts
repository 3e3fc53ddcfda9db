import { z } from 'zod';
import { betLine } from './runs.ts';
import { entityId } from './catalog.ts';
import { matchRef } from './casino-tables.ts';
import { failEnvelope, flag, okEnvelope, pageOf } from './envelope.ts';
import { decimalOdds, fancyRate, positiveRupees } from './money.ts';
import { isCustomerBetRef, placedByValue } from './placed-by.ts';
import { numeric } from './numeric.ts';

const clientRef = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isCustomerBetRef, 'must not end in #<digits> (the form of a cash-out bet)')
  .optional();

export const placeMarketBetRequest = z.object({
  match_id: matchRef,
  market_id: entityId,
  selection_id: numeric(z.number().int('must be a selection id')),
  is_back: flag,
  odds: decimalOdds,
  stack: positiveRupees,
  time_in_force: z.enum(['LIMIT', 'FILL_OR_KILL']).default('LIMIT'),
  persistence: z.enum(['LAPSE', 'PERSIST']).default('LAPSE'),
  client_ref: clientRef,
});
export type PlaceMarketBetRequest = z.input<typeof placeMarketBetRequest>;

export const placedBet = z.object({
  bet_id: z.number().int(),
  status: z.enum(['EXECUTABLE', 'EXECUTION_COMPLETE']),
  matched_stack: z.number(),
  remaining_stack: z.number(),
  cancelled_stack: z.number(),
  avg_odds: z.number(),
});
export type PlacedBet = z.infer<typeof placedBet>;

/**
 * `run` = the quoted line (khado: the chosen start). `size` = the quoted rate as the fancy shows
 * it: ODD_EVEN decimal odds (2 means 2.00, 1.95 means 1.95); SESSION, KHADO and METER the rate per
 * 100 (paise per rupee, 90 means 90), whole numbers only.
 */
export const placeFancyBetRequest = z.object({
  match_id: entityId,
  fancy_id: entityId,
  is_back: flag,
  run: betLine,
  size: fancyRate,
  stack: positiveRupees,
  client_ref: clientRef,
});
export type PlaceFancyBetRequest = z.input<typeof placeFancyBetRequest>;

/**
 * The current quote a RATE_CHANGED / RUN_CHANGED refusal carries, so the slip can show old and
 * new without another call: `run` (null where the bet takes no run: khado, odd-even, bookmaker)
 * and `rate` as the bet sends it (fancy per 100; odd-even and bookmaker decimal odds).
 */
export const currentQuote = z.object({ run: z.number().nullable(), rate: z.number() });
export type CurrentQuote = z.infer<typeof currentQuote>;

/** A bet placement's refusal: the base failure, plus `quote` on RATE_CHANGED / RUN_CHANGED. */
export const placeBetFailure = failEnvelope.extend({ quote: currentQuote.optional() });

/** What bet/placeMarketBet and bet/placeFancyBet answer. */
export const placeBetEnvelope = z.union([okEnvelope(placedBet), placeBetFailure]);

export const cancelBetRequest = z.object({ bet_id: entityId });

/**
 * Why the system lapsed a bet's unmatched part: the market went in-play (a LAPSE bet) or was
 * suspended, its definition changed, the price became invalid, a runner was removed (or its
 * reduction factor moved the price), or the market was settled with the part still waiting.
 */
export const lapseReason = z.enum([
  'IN_PLAY',
  'MARKET_SUSPENDED',
  'VERSION_CHANGED',
  'PRICE_INVALID',
  'RUNNER_REMOVED',
  'REDUCTION_FACTOR',
  'MARKET_SETTLED',
]);
export type LapseReason = z.infer<typeof lapseReason>;

export const betListItem = z.object({
  bet_id: z.number().int(),
  match_id: z.number().int(),
  market_id: z.number().int(),
  /** The fancy id for fancy bets (same as market_id), else null. */
  fancy_id: z.number().int().nullable(),
  market_name: z.string(),
  market_type: z.string(),
  match_name: z.string(),
  sport_name: z.string(),
  selection_id: z.number().int(),
  selection_name: z.string(),
  is_back: z.boolean(),
  /** The odds asked (a fancy's rate). */
  odds: z.number(),
  /** The average price of the matched part, as `odds` reads (an exchange bet may match better); null while nothing matched. */
  avg_odds: z.number().nullable(),
  run: z.number().nullable(),
  stack: z.number(),
  matched_stack: z.number(),
  remaining_stack: z.number(),
  status: z.enum(['EXECUTABLE', 'EXECUTION_COMPLETE']),
  /** MATCHED, PARTLY_MATCHED (some matched, some still waiting), UNMATCHED, CANCELLED, LAPSED, VOIDED, WON, LOST. */
  bet_status: z.string(),
  profit_loss: z.number().nullable(),
  created_at: z.string(),
  /**
   * Who placed it (placed-by.ts): the customer, a cash out or the auto cash out. A field added to
   * the spec's list, always present (an optional key would be written last by the compiled answer
   * serializer, out of the order of the schemas that extend this one).
   */
  placed_by: placedByValue,
  /**
   * Why the system took the bet's unmatched part, when it did (exchange-rules: lapse reasons are
   * recorded); null otherwise. Always present, as `placed_by`.
   */
  lapse_reason: lapseReason.nullable(),
});
export type BetListItem = z.infer<typeof betListItem>;

export const marketAndFancyBetRequest = z.object({ match_id: matchRef });
export const marketAndFancyBets = z.object({ matched: z.array(betListItem), unmatched: z.array(betListItem) });

export const currentBetsRequest = z.object({
  page: numeric(z.number().int().min(1)).default(1),
  limit: numeric(z.number().int().min(1).max(100)).default(20),
  /** Open bets: 'all' (default), 'matched', 'unmatched', or 'fancy' (the caller's fancy bets). */
  bet_type: z.enum(['all', 'matched', 'unmatched', 'fancy']).default('all'),
});
export const currentBets = pageOf(betListItem);

export const exposureEntry = z.object({
  sport_name: z.string(),
  match_name: z.string(),
  market_details: z.array(
    z.object({ sub_type: z.string(), bet_count: z.number().int(), market_id: z.number().int(), exposure: z.number() }),
  ),
  sport_id: z.number().int(),
  match_id: z.number().int(),
  open_date: z.string(),
});
export const exposureDetail = z.object({ data: z.array(exposureEntry) });
export type ExposureEntry = z.infer<typeof exposureEntry>;
