import { z } from 'zod';
import { positiveRupees } from './money.ts';

/** The tables "Our Virtual" deals single-player (casino.md section 3): the same games, instant. */
export const virtualTableTypes = ['teen20', 'dt20', 'lucky7', 'aaa'] as const;
export const virtualTableType = z.enum(virtualTableTypes);
export type VirtualTableType = z.infer<typeof virtualTableType>;

/**
 * POST vcasino/placeBet (casino.md section 8, fixed fields): a back bet on one selection at the
 * table's rate, dealt at once from the caller's seed pair. `client_ref` makes it idempotent per
 * customer: sent again, it answers the first bet and deals nothing new.
 */
export const virtualBetRequest = z.object({
  type: virtualTableType,
  selection_id: z.number().int().positive(),
  stack: positiveRupees,
  client_ref: z.string().trim().min(1).max(64),
});

/** The bet as dealt: cards by position (C1 ...), the winning main sid, the bet's profit or loss in rupees. */
export const virtualBet = z.object({
  bet_id: z.number().int(),
  cards: z.record(z.string(), z.string()),
  result: z.string(),
  win: z.number(),
  balance: z.number(),
  nonce: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
});
export type VirtualBet = z.infer<typeof virtualBet>;

/** POST vcasino/getHistory: the caller's latest virtual bets, newest first, with what Verify needs. */
export const virtualHistoryRequest = z.object({ limit: z.number().int().min(1).max(100).default(20) });
export const virtualHistoryItem = virtualBet.extend({
  type: virtualTableType,
  selection_id: z.number().int(),
  stack: z.number(),
  rate: z.number(),
  created_at: z.number().int(),
  /** Shown once the pair is rotated: then anyone can re-deal the bet. */
  server_seed: z.string().nullable(),
});
export type VirtualHistoryItem = z.infer<typeof virtualHistoryItem>;
