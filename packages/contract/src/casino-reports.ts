import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { calendarDay } from './calendar-day.ts';
import { numeric } from './numeric.ts';

/** POST casino/getCasinoResult: finished rounds of one table between two IST days. */
export const casinoResultBody = z.object({
  page: numeric(z.number().int().min(1)).default(1),
  sport_id: z.coerce.string().trim().min(1).max(40),
  from_date: calendarDay,
  to_date: calendarDay,
});
export type CasinoResultBody = z.input<typeof casinoResultBody>;

export const casinoRound = z.object({
  round_id: z.string(),
  sport_id: z.string(),
  winner: z.string(),
  cards: z.array(z.string()),
  server_seed_hash: z.string().nullable(),
  created_at: z.string(),
});
export type CasinoRound = z.infer<typeof casinoRound>;

export const casinoResultPage = pageOf(casinoRound);
export type CasinoResultPage = z.infer<typeof casinoResultPage>;

/** POST betResult/marketResultDetailsByMarketId: market_id is the round id. */
export const marketResultBody = z.object({ market_id: z.coerce.string().trim().min(1).max(80) });

/** POST casino/getLiveCasinoBets: the caller's live casino bets between two IST days. */
export const liveCasinoBetsBody = z.object({
  page: numeric(z.number().int().min(1)).default(1),
  from_date: calendarDay.optional(),
  to_date: calendarDay.optional(),
});

export const liveCasinoBet = z.object({
  bet_id: z.number(),
  round_id: z.string(),
  sport_id: z.string(),
  selection: z.string(),
  stake: z.number(),
  odds: z.number(),
  profit_loss: z.number().nullable(),
  status: z.string(),
  created_at: z.string(),
});
export type LiveCasinoBet = z.infer<typeof liveCasinoBet>;

export const liveCasinoBetsPage = pageOf(liveCasinoBet);
export type LiveCasinoBetsPage = z.infer<typeof liveCasinoBetsPage>;
