import { z } from 'zod';
import { entityId } from './catalog.ts';
import { fancyDetail } from './markets.ts';

/**
 * binary/getSessions (casino.md section 8, fixed fields first): one entry per instrument. Lines
 * are `fancies` in the match/getMatchDetail shape, bet through bet/placeFancyBet (`run` = the
 * line, `size` = the rate). A line is a whole price (`session_value_yes` 24000 is NIFTY at
 * 24,000): YES wins when the settlement price is at least the line, NO when below. Prices in
 * the quote currency.
 */
export const binarySession = z.object({
  /** The current (or last) session's match; null before the instrument's first session. */
  match_id: z.number().int().nullable(),
  /** The design's name (casino.md section 6): NIFTY, COMEX CRUDE, S&P ... */
  instrument: z.string(),
  price: z.number().nullable(),
  status: z.enum(['OPEN', 'CLOSED']),
  /** ISO instants: the session trading now, or the next one to open. */
  opens_at: z.string(),
  closes_at: z.string(),
  fancies: z.array(fancyDetail),
  /** A URL-safe key for the instrument's page (SP500 for S&P). */
  code: z.string(),
  description: z.string(),
  currency: z.string(),
  /** The round-the-clock demo instrument. */
  practice: z.boolean(),
  /** The last session's state and its settlement price once fixed. */
  session_status: z.enum(['OPEN', 'CLOSED', 'SETTLED', 'VOID', 'HELD']).nullable(),
  settlement_price: z.number().nullable(),
});
export type BinarySession = z.infer<typeof binarySession>;

export const binaryChartRequest = z.object({ match_id: entityId });
/** The session's intraday prices, one per minute. */
export const binaryChart = z.array(z.object({ at: z.string(), price: z.number() }));

/** Operator: set or correct a session's settlement price (quote currency) after its close; a settled session is rolled back first. */
export const adminBinarySettle = z.object({ match_id: entityId, price: z.number().positive().max(1e9) });
export const adminBinaryVoid = z.object({ match_id: entityId, reason: z.string().trim().min(1).max(200) });
export const adminBinaryRollback = z.object({ match_id: entityId });

/** Tests only (GAMES_CLOCK_CONTROL on): moves the binary and matka clock forward. */
export const adminAdvanceClock = z.object({
  ms: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3_600_000),
});
