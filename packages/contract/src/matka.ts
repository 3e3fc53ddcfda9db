import { z } from 'zod';
import { entityId } from './catalog.ts';
import { positiveRupees } from './money.ts';

export const matkaBetTypes = ['single', 'jodi', 'single_panna', 'double_panna', 'triple_panna', 'half_sangam', 'full_sangam'] as const;
export type MatkaBetType = (typeof matkaBetTypes)[number];

/** A draw's result as the board shows it: its panna ("128"), null until drawn. */
const panna = z.string().nullable();

/**
 * matka/getMarkets (casino.md section 8, fixed fields first): the draws open for bets or drawn
 * today, one entry per draw. `market_id` is the draw (a day of a daily market, an hour of the
 * starline) and what matka/placeBet takes. Times are ISO instants; `close_time` is null for
 * the starline's single draw.
 */
export const matkaMarket = z.object({
  market_id: z.number().int(),
  name: z.string(),
  open_time: z.string(),
  close_time: z.string().nullable(),
  /** OPEN (every bet), OPEN_DRAWN (close-side single and panna only), SETTLED, VOID, HELD (awaiting the operator). */
  status: z.enum(['OPEN', 'OPEN_DRAWN', 'SETTLED', 'VOID', 'HELD']),
  open_result: panna,
  close_result: panna,
  chain_hash: z.string(),
  market_code: z.string(),
  draw_key: z.string(),
  /** Single and panna bets only, on the open side. */
  starline: z.boolean(),
});
export type MatkaMarket = z.infer<typeof matkaMarket>;

export const matkaPlaceBetRequest = z.object({
  market_id: entityId,
  bet_type: z.enum(matkaBetTypes),
  /** Single and panna bets only. */
  side: z.enum(['open', 'close']).optional(),
  /** "5" (single), "57" (jodi), "128" (panna), "128-5" or "5-128" (half sangam), "128-550" (full sangam). */
  digits: z.string().trim().min(1).max(7),
  stack: positiveRupees,
  client_ref: z.string().trim().min(1).max(64).optional(),
});
export const matkaPlacedBet = z.object({ bet_id: z.number().int(), status: z.string() });

/** matka/getResults: drawn results of the last 30 days, newest first. */
export const matkaResult = z.object({
  market_id: z.number().int(),
  name: z.string(),
  draw_key: z.string(),
  open_time: z.string(),
  open_result: panna,
  close_result: panna,
  /** open single and close single, once both are drawn ("5" after the open draw alone). */
  jodi: z.string().nullable(),
  status: z.string(),
});

/**
 * One draw's seeds for Verify (casino.md section 2): server_seed revealed after the draw; the hash
 * it must match is published once the seat before it is drawn (the chain hash commits them all).
 */
const fairDraw = z.object({
  nonce: z.number().int(),
  server_seed: z.string().nullable(),
  /** s_(k-1) = sha256_hex(s_k), the chain hash for the first seat; null until seat k-1 is drawn, as it is that seat's seed. */
  previous_hash: z.string().nullable(),
  result: panna,
});
export const matkaDrawRequest = z.object({ market_id: entityId });
export const matkaDraw = z.object({
  market_id: z.number().int(),
  chain_hash: z.string(),
  client_seed: z.string(),
  open: fairDraw,
  close: fairDraw.nullable(),
});

/** Operator: set or correct a draw's results once its time has passed (settled bets are rolled back first). */
export const adminMatkaResult = z.object({
  market_id: entityId,
  open_result: z.string().regex(/^[0-9]{3}$/, 'must be a panna'),
  close_result: z
    .string()
    .regex(/^[0-9]{3}$/, 'must be a panna')
    .optional(),
});
export const adminMatkaVoid = z.object({ market_id: entityId, reason: z.string().trim().min(1).max(200) });
export const adminMatkaRollback = z.object({ market_id: entityId });
