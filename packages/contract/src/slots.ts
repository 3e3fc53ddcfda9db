import { z } from 'zod';
import { positiveRupees } from './money.ts';
import { numeric } from './numeric.ts';

/**
 * slot/getGames (casino.md section 8, fixed fields first): a title's PAR sheet as played.
 * `reels` are the strips (top to bottom), `lines` the row index on each reel, `paytable`
 * symbol -> count -> pay in line bets (a line bet is the bet divided by the lines). Bets are
 * whole rupees. `rtp` is the exact return to player (full-cycle enumeration), as a fraction of 1.
 */
export const slotGame = z.object({
  game_id: z.string(),
  name: z.string(),
  rows: z.number().int(),
  reels: z.array(z.array(z.string())),
  lines: z.array(z.array(z.number().int())),
  paytable: z.record(z.string(), z.record(z.string(), z.number())),
  min_bet: z.number(),
  max_bet: z.number(),
  rtp: z.number(),
  hit_frequency: z.number(),
  volatility: z.number(),
  wild: z.object({ symbol: z.string(), multiplier: z.number() }).nullable(),
  /** Pays anywhere in total bets by count; `free_spins` by count, played at the trigger's bet with wins times `multiplier`. */
  scatter: z
    .object({
      symbol: z.string(),
      pays: z.record(z.string(), z.number()),
      free_spins: z.record(z.string(), z.number()),
      multiplier: z.number(),
    })
    .nullable(),
});
export type SlotGame = z.infer<typeof slotGame>;

/**
 * POST slot/spin. While free spins are left on the title the spin is a free one: nothing is
 * debited and it pays at the bet of the spin that awarded it (the `bet` sent is then ignored).
 * `client_ref` makes the call idempotent per customer: sent again, it answers the first spin.
 */
export const slotSpinRequest = z.object({
  game_id: z.string().min(1).max(40),
  bet: positiveRupees,
  client_ref: z.string().trim().min(1).max(64),
});

export const slotLineWin = z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), win: z.number() });

/** A spin as played (fixed fields of casino.md section 8 first); money in rupees. */
export const slotSpin = z.object({
  spin_id: z.number().int(),
  stops: z.array(z.number().int()),
  /** window[row][reel]. */
  window: z.array(z.array(z.string())),
  lines: z.array(slotLineWin),
  win: z.number(),
  free_spins_left: z.number().int(),
  balance: z.number(),
  nonce: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  game_id: z.string(),
  /** The bet the spin pays at; `cost` what it took from the balance (0 for a free spin). */
  bet: z.number(),
  cost: z.number(),
  free_spin: z.boolean(),
  free_spins_awarded: z.number().int(),
  scatter_count: z.number().int(),
});
export type SlotSpin = z.infer<typeof slotSpin>;

/** POST slot/getHistory: the caller's spins, newest first. */
export const slotHistoryRequest = z.object({
  game_id: z.string().min(1).max(40).optional(),
  limit: numeric(z.number().int().min(1).max(200)).default(50),
});

/** A past spin with what Verify needs: `server_seed` once its pair has been rotated, else null. */
export const slotHistoryItem = z.object({
  spin_id: z.number().int(),
  game_id: z.string(),
  created_at: z.string(),
  bet: z.number(),
  cost: z.number(),
  win: z.number(),
  free_spin: z.boolean(),
  free_spins_awarded: z.number().int(),
  stops: z.array(z.number().int()),
  nonce: z.number().int(),
  client_seed: z.string(),
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
});
export type SlotHistoryItem = z.infer<typeof slotHistoryItem>;
