import { z } from 'zod';
import { casinoRound } from './casino-reports.ts';
import { flag } from './envelope.ts';
import { rupees } from './money.ts';
import { numeric } from './numeric.ts';

/** The six Indian casino tables ("Our Casino", casino.md section 3, fixed). */
export const tableTypes = ['teen20', 'dt20', 'lucky7', 'aaa', 'card32', 'ab20'] as const;
export const tableType = z.enum(tableTypes);
export type TableTypeName = z.infer<typeof tableType>;

/** Our Casino is sport -1; each table is a match with a fixed negative match_id. */
export const OUR_CASINO_SPORT_ID = -1;

/** A match id that may be a table's (negative) or a sports match's (positive): never 0. */
export const matchRef = numeric(z.number({ error: 'must be a match id' }).int('must be a match id')).refine(
  (v) => v !== 0,
  'must be a match id',
);

/** The live stream of one table (any current round): `table:-1011`. A round's market id streams the same shape. */
export const tableStreamKey = (matchId: number | string): string => `table:${matchId}`;

/** A round's phase: OPEN (betting, `autotime` counts down), SUSPENDED (dealing), RESULT (winner shown). */
export const roundStatus = z.enum(['OPEN', 'SUSPENDED', 'RESULT']);
export type RoundStatus = z.infer<typeof roundStatus>;

/** `{C1: "KHH", C2: "1", ...}`: every card position of the deal so far; "1" = not yet dealt. */
export const tableCards = z.record(z.string(), z.string());
export type TableCards = z.infer<typeof tableCards>;

/** One of the last ten results, newest first: the round id and the winning main sid ("0" = teen20 tie). */
export const lastResult = z.object({ mid: z.string(), result: z.string() });
export type LastResult = z.infer<typeof lastResult>;

/**
 * What a table's current round adds to a market of match/getMatchDetail (all present for a
 * table, absent for a sports market). Rates are decimal odds; stacks rupees.
 */
export const tableRoundFields = {
  /** The game (teen20, dt20, ...). */
  gtype: tableType.optional(),
  /** Whole seconds of betting left (0 once the window closed). */
  autotime: z.number().int().optional(),
  cards: tableCards.optional(),
  results: z.array(lastResult).optional(),
  /** The winning main sid once the round is in RESULT, else null. */
  winner: z.string().nullable().optional(),
  /** Largest stake on a side bet (main bets: max_stack). */
  side_max_stack: z.number().optional(),
  /** The chain's s_0, published before its first round. */
  chain_hash: z.string().optional(),
  client_seed: z.string().optional(),
  /** The round's index k in its chain: server_seed = s_k, revealed when the round ends. */
  nonce: z.number().int().optional(),
};

/** casino/getTables: the tables of Our Casino (casino/list/{seriesId} page). */
export const tableListRequest = z.object({ series_id: numeric(z.number().int()).optional() }).nullish();
export const tableListItem = z.object({
  match_id: z.number().int(),
  gtype: tableType,
  name: z.string(),
  /** The table's picture, a path under the web app (`/casino/teen20.svg`). */
  icon: z.string(),
  is_active: z.boolean(),
  /** The current round, or null while the table is stopped. */
  market_id: z.number().int().nullable(),
  status: roundStatus.nullable(),
  autotime: z.number().int(),
  betting_seconds: z.number().int(),
  last_result: lastResult.nullable(),
});
export type TableListItem = z.infer<typeof tableListItem>;

/** A bet on a round, as the round detail shows it to its owner (and to the operator with user fields). */
export const tableRoundBet = z.object({
  bet_id: z.number().int(),
  selection_id: z.number().int(),
  name: z.string(),
  is_back: z.boolean(),
  odds: z.number(),
  stack: z.number(),
  /** Profit (positive) or loss (negative) in rupees once settled, else null. */
  profit_loss: z.number().nullable(),
  outcome: z.string().nullable(),
  placed_at: z.string(),
});
export type TableRoundBet = z.infer<typeof tableRoundBet>;

/**
 * betResult/marketResultDetailsByMarketId for a table round: the report's round plus what an
 * outsider needs to re-deal it (casino.md section 2) and the caller's bets on it.
 * `server_seed` is null until the round has ended (then s_k); `previous_hash` = s_(k-1) =
 * sha256_hex(s_k), the commitment that was public before the round.
 */
export const tableRoundDetail = casinoRound.extend({
  market_id: z.string(),
  match_id: z.number().int(),
  gtype: tableType,
  status: roundStatus,
  cards_by_position: tableCards,
  winner_name: z.string().nullable(),
  server_seed: z.string().nullable(),
  previous_hash: z.string(),
  chain_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  bets: z.array(tableRoundBet),
});
export type TableRoundDetail = z.infer<typeof tableRoundDetail>;

/** Operator: a table's state, limits and who changed them last. */
export const adminTable = z.object({
  match_id: z.number().int(),
  gtype: tableType,
  name: z.string(),
  is_active: z.boolean(),
  min_stack: z.number(),
  max_stack: z.number(),
  side_max_stack: z.number(),
  updated_by: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});
export type AdminTable = z.infer<typeof adminTable>;

export const adminTableStatusRequest = z.object({ match_id: matchRef, is_active: flag });
export const adminTableLimitsRequest = z.object({
  match_id: matchRef,
  min_stack: rupees,
  max_stack: rupees,
  side_max_stack: rupees,
});
export const adminRoundRequest = z.object({
  market_id: z.coerce
    .string()
    .trim()
    .regex(/^\d{1,17}$/, 'must be a round id'),
});

/** Operator: one round with every bet on it and the house's result (minus the customers' gross). */
export const adminRound = z.object({
  round: tableRoundDetail.omit({ bets: true }),
  bets: z.array(tableRoundBet.extend({ user_id: z.number().int(), user_name: z.string() })),
  /** The house's gross result of the round in rupees (null until settled). */
  house_result: z.number().nullable(),
});
export type AdminRound = z.infer<typeof adminRound>;
