import { z } from 'zod';
import { liveTable } from './markets.ts';
import { lapseReason } from './bets.ts';

/**
 * The live channel: one WebSocket at `/api/ws?token=...` (docs/realtime.md).
 *
 * Stream keys (`market_id` on the wire) are strings:
 * - a runner or bookmaker market: its market id, e.g. `'1001'` (a number is accepted and read as a string);
 * - all fancies of a match: `match:<matchId>:fancy`, e.g. `'match:42:fancy'`.
 */
export const fancyStreamKey = (matchId: string | number): string => `match:${matchId}:fancy`;

const streamKey = z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative()]).transform(String);
const streamKeys = z.array(streamKey).min(1, 'name at least one market').max(100, 'at most 100 markets per message');

export const realtimeSubscribe = z.object({ type: z.literal('subscribe'), market_ids: streamKeys });
export const realtimeUnsubscribe = z.object({ type: z.literal('unsubscribe'), market_ids: streamKeys });
/** The first message of a socket opened without `?token=` (the web app's way: no token in URLs, api.md). */
export const realtimeAuth = z.object({ type: z.literal('auth'), token: z.string().min(1).max(256) });
export const realtimeClientMessage = z.discriminatedUnion('type', [realtimeAuth, realtimeSubscribe, realtimeUnsubscribe]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessage>;

export const liveMarketStatus = z.enum(['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED']);
export const liveRunnerStatus = z.enum(['ACTIVE', 'WINNER', 'LOSER', 'PLACED', 'REMOVED']);

/** One ladder level: decimal odds and the available size in rupees. */
export const livePriceSize = z.object({ price: z.number(), size: z.number() });
const bestThree = z.array(livePriceSize).max(3);

export const liveRunner = z.object({
  selection_id: z.number().int(),
  name: z.string().optional(),
  status: liveRunnerStatus,
  back: bestThree,
  lay: bestThree,
});
export type LiveRunner = z.infer<typeof liveRunner>;

/** In a change only `selection_id` is required; the fields present replace the client's copy. */
export const liveRunnerChange = liveRunner.partial().required({ selection_id: true });
export type LiveRunnerChange = z.infer<typeof liveRunnerChange>;

export const liveFancy = z.object({
  fancy_id: z.number().int(),
  name: z.string().optional(),
  status: liveMarketStatus,
  session_value_yes: z.number(),
  session_size_yes: z.number(),
  session_value_no: z.number(),
  session_size_no: z.number(),
});
export type LiveFancy = z.infer<typeof liveFancy>;

export const liveFancyChange = liveFancy.partial().required({ fancy_id: true });
export type LiveFancyChange = z.infer<typeof liveFancyChange>;

/** The full state of a stream. A fancy stream has no runners; a market stream has no fancies. */
export const marketImage = z.object({
  market_id: z.string(),
  status: liveMarketStatus,
  in_play: z.boolean(),
  runners: z.array(liveRunner),
  fancies: z.array(liveFancy),
  /** A casino table's stream (`table:-1011`, or its round's market id): the whole table, on every change. */
  table: liveTable.optional(),
});
export type MarketImage = z.infer<typeof marketImage>;

/** What changed; runners and fancies list only the changed ones, each merged field by field. */
export const marketChange = z.object({
  status: liveMarketStatus.optional(),
  in_play: z.boolean().optional(),
  runners: z.array(liveRunnerChange).optional(),
  fancies: z.array(liveFancyChange).optional(),
  table: liveTable.optional(),
});
export type MarketChange = z.infer<typeof marketChange>;

/**
 * Folds a later change into an earlier change or image: the latest value of every field, and of
 * every field of every runner/fancy named. The server coalesces with it; a client applies a
 * delta to its image with it. Neither input is modified.
 */
export function applyMarketChange<T extends MarketChange>(earlier: T, later: MarketChange): T {
  const merged: T = { ...earlier };
  if (later.status !== undefined) merged.status = later.status;
  if (later.in_play !== undefined) merged.in_play = later.in_play;
  if (later.table !== undefined) merged.table = later.table;
  const runners = mergeBy(earlier.runners, later.runners, (r) => r.selection_id);
  if (runners) merged.runners = runners;
  const fancies = mergeBy(earlier.fancies, later.fancies, (f) => f.fancy_id);
  if (fancies) merged.fancies = fancies;
  return merged;
}

function mergeBy<T extends object>(earlier: T[] | undefined, later: T[] | undefined, key: (item: T) => number): T[] | undefined {
  if (!earlier || !later) return later ?? earlier;
  const byKey = new Map(earlier.map((item) => [key(item), item]));
  for (const item of later) byKey.set(key(item), { ...byKey.get(key(item)), ...item });
  return [...byKey.values()];
}

/** `seq` counts the messages of one stream; a client that sees a gap resubscribes. */
export const marketImageMessage = marketImage.extend({
  type: z.literal('market'),
  seq: z.number().int().nonnegative(),
  image: z.literal(true),
});
export const marketDeltaMessage = marketChange.extend({
  type: z.literal('market'),
  market_id: z.string(),
  seq: z.number().int().positive(),
  image: z.literal(false),
});
export type MarketImageMessage = z.infer<typeof marketImageMessage>;
export type MarketDeltaMessage = z.infer<typeof marketDeltaMessage>;

/** The caller's own bet changed. Amounts in rupees; `market_id` is a stream key as above. */
export const orderMessage = z.object({
  type: z.literal('order'),
  event: z.enum(['placed', 'matched', 'lapsed', 'cancelled', 'settled', 'voided']),
  bet_id: z.number().int(),
  match_id: z.number().int().optional(),
  market_id: z.string(),
  selection_id: z.number().int().optional(),
  fancy_id: z.number().int().optional(),
  status: z.string().optional(),
  matched_stack: z.number().optional(),
  remaining_stack: z.number().optional(),
  avg_odds: z.number().optional(),
  profit_loss: z.number().optional(),
  /** On `lapsed`: why (the bet lists' lapse_reason). */
  lapse_reason: lapseReason.optional(),
});
export type OrderMessage = z.infer<typeof orderMessage>;

export const balanceMessage = z.object({
  type: z.literal('balance'),
  total_balance: z.number(),
  liability: z.number(),
});
export type BalanceMessage = z.infer<typeof balanceMessage>;

/** An auto cash out fired for the customer: the value it locked in (rupees) and the hedge's bets. */
export const cashoutMessage = z.object({
  type: z.literal('cashout'),
  market_id: z.number().int(),
  value: z.number(),
  bet_ids: z.array(z.number().int()),
});
export type CashoutMessage = z.infer<typeof cashoutMessage>;

/**
 * Sent to an operator when bets of its downline on a match were placed, matched, cancelled or
 * settled: its console reads the match's risk figures again (admin/risk/*). Carries no figures,
 * so nothing of another downline can leak through it.
 */
export const riskMessage = z.object({ type: z.literal('risk'), match_id: z.number().int() });
export type RiskMessage = z.infer<typeof riskMessage>;

/** A refused client message or subscription; the connection stays open. */
export const realtimeErrorMessage = z.object({
  type: z.literal('error'),
  message: z.string(),
  market_id: z.string().optional(),
});
export type RealtimeErrorMessage = z.infer<typeof realtimeErrorMessage>;

export const marketMessage = z.discriminatedUnion('image', [marketImageMessage, marketDeltaMessage]);
export const realtimeServerMessage = z.discriminatedUnion('type', [
  marketMessage,
  orderMessage,
  balanceMessage,
  cashoutMessage,
  riskMessage,
  realtimeErrorMessage,
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessage>;

/** Close codes the server uses besides the standard ones. */
export const wsCloseCode = {
  /** Missing, unknown, expired or revoked token: log in again. */
  unauthorized: 4401,
  /** The client did not read fast enough (standard "policy violation"). */
  slowConsumer: 1008,
  /** A page of another site opened the socket (its Origin is not this server's). */
  foreignOrigin: 4403,
  /** Too many messages from this socket, or a sixth socket of one customer closed the oldest. */
  overLimit: 4429,
} as const;
