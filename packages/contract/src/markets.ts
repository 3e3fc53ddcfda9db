import { z } from 'zod';
import { entityId } from './catalog.ts';
import { matchRef, tableRoundFields } from './casino-tables.ts';

/** One level of the best three: decimal odds (bookmaker: (100 + rate) / 100) and size in rupees. */
export const priceSize = z.object({ price: z.number(), size: z.number() });

export const marketRunner = z.object({
  selection_id: z.number().int(),
  name: z.string(),
  status: z.string(),
  back: z.array(priceSize),
  lay: z.array(priceSize),
  /** The caller's profit (or loss, negative) in rupees if this runner wins. */
  win_loss: z.number(),
});

export const marketDetail = z.object({
  market_id: z.number().int(),
  name: z.string(),
  market_type: z.string(),
  /** RESULT: a casino table's round showing its winner (casino-tables.ts). */
  status: z.enum(['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED', 'RESULT']),
  in_play: z.boolean(),
  bet_delay: z.number().int(),
  min_stack: z.number(),
  max_stack: z.number(),
  runner_json: z.array(marketRunner),
  ...tableRoundFields,
});
export type MarketDetail = z.infer<typeof marketDetail>;

/**
 * A fancy. SESSION/METER: yes at run `session_value_yes` with rate `session_size_yes` (per 100),
 * no likewise. KHADO: back only from any start run, rate `session_size_yes`, width `khado_width`.
 * ODD_EVEN: `session_size_yes` = decimal odds of odd, `session_size_no` of even.
 */
export const fancyDetail = z.object({
  fancy_id: z.number().int(),
  name: z.string(),
  fancy_type: z.string(),
  status: z.enum(['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED']),
  session_value_yes: z.number().nullable(),
  session_size_yes: z.number().nullable(),
  session_value_no: z.number().nullable(),
  session_size_no: z.number().nullable(),
  khado_width: z.number().nullable(),
  /** Result domain: the fancy settles at a whole number of runs in 0..max_result, fixed at creation. */
  max_result: z.number().int(),
  /** METER: the cap on |runs - line| that settlement and exposure apply; null = none (always null for other kinds). */
  meter_cap: z.number().int().nullable(),
  min_stack: z.number(),
  max_stack: z.number(),
  /** The caller's exposure on this fancy in rupees (worst case of the run book). */
  exposure: z.number(),
  /**
   * Seconds a bet waits before it is placed: in play, the fancy's own delay, else the match's
   * (the longest delay of its in-play markets); 0 before the match is in play.
   */
  bet_delay: z.number().int(),
});
export type FancyDetail = z.infer<typeof fancyDetail>;

export const matchDetailRequest = z.object({ match_id: matchRef });
export const matchDetail = z.object({
  match_id: z.number().int(),
  sport_id: z.number().int(),
  name: z.string(),
  open_date: z.string(),
  in_play: z.boolean(),
  markets: z.array(marketDetail),
  fancies: z.array(fancyDetail),
});
export type MatchDetail = z.infer<typeof matchDetail>;

export const runBookRequest = z.object({ fancy_id: entityId });

/**
 * Results `from`..`to` (inclusive) of a run book, with the caller's P&L in rupees at each end:
 * equal ends mean the P&L is the same for every result of the range, unequal ends that it moves
 * in equal steps per run between them (a meter). `parity` (ODD_EVEN only) narrows the range to
 * its odd or even results. `worst` marks the range holding the worst case.
 */
export const runBookRange = z.object({
  from: z.number().int(),
  to: z.number().int(),
  parity: z.enum(['ODD', 'EVEN']).nullable(),
  pnl_from: z.number(),
  pnl_to: z.number(),
  worst: z.boolean(),
});
export type RunBookRange = z.infer<typeof runBookRange>;

/**
 * bet/getRunBook: the caller's P&L over every result of the fancy's domain (0..max_result), from
 * the caller's own matched, unsettled bets only. `worst` is the lowest P&L and the first result
 * that reaches it; `exposure` (rupees) is what is held for this fancy: the worst loss, or 0.
 */
export const fancyRunBook = z.object({
  fancy_id: z.number().int(),
  fancy_type: z.string(),
  max_result: z.number().int(),
  meter_cap: z.number().int().nullable(),
  ranges: z.array(runBookRange),
  worst: z.object({ runs: z.number().int(), pnl: z.number() }),
  exposure: z.number(),
});
export type FancyRunBook = z.infer<typeof fancyRunBook>;

/**
 * A table as the live channel pushes it (`table` of a market message on `table:<matchId>` or the
 * round's market id): the match/getMatchDetail shape, except that `win_loss` is personal and
 * only the subscriber's first image carries it (the page keeps it, and refreshes it with
 * match/getMatchDetail when its own bets change).
 */
export const liveTable = matchDetail.extend({
  markets: z.array(marketDetail.extend({ runner_json: z.array(marketRunner.extend({ win_loss: z.number().optional() })) })),
});
export type LiveTable = z.infer<typeof liveTable>;
