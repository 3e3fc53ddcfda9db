import type { Kysely } from 'kysely';
import { DAY_MS } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import { customerBalance } from '../ledger/customer-balance.ts';
import { DAILY_RESULT_KINDS } from '../ledger/result-kinds.ts';
import { settledResultSince } from '../ledger/settled-result.ts';
import { loadLimits } from './responsible-gaming-limits.ts';

/**
 * Each customer's daily loss limit is remembered this long, so the bet path does not read the
 * limits table for every bet of the many customers who have none. A change in this process is
 * seen at once (`forgetLossLimit`); a pending increase takes effect at most this much later.
 */
const CACHE_MS = 5000;

const cached = new WeakMap<object, Map<number, { limit: number | null; until: number }>>();

/**
 * The cache's key: one per database, the same for a `Kysely` instance and every transaction it
 * opens (its dialect adapter; a transaction is a different `Kysely` object), so a game's read
 * inside its transaction hits the cache too.
 */
function cacheKey(db: Kysely<Database>): object {
  return db.getExecutor().adapter;
}

/**
 * The customer's daily loss limit as it applies at `now` (paise), or null. The bet routes pass
 * it on the command: the batch checks it exactly (trading/batch/settled-losses.ts).
 */
export async function dailyLossLimit(db: Kysely<Database>, userId: number, now: number): Promise<number | null> {
  const remembered = rememberedLossLimit(db, userId, now);
  if (remembered !== undefined) return remembered;
  const limit = (await loadLimits(db, userId, now)).loss_limit_day.current;
  const key = cacheKey(db);
  let byUser = cached.get(key);
  if (!byUser) cached.set(key, (byUser = new Map()));
  byUser.set(userId, { limit, until: now + CACHE_MS });
  return limit;
}

/**
 * dailyLossLimit without a read: the limit remembered (paise, or null for none), or undefined
 * when it must be read. The bet route asks this first, so most bets wait for no promise.
 */
export function rememberedLossLimit(db: Kysely<Database>, userId: number, now: number): number | null | undefined {
  const hit = cached.get(cacheKey(db))?.get(userId);
  return hit && hit.until > now ? hit.limit : undefined;
}

/** Drops the remembered limit of a customer whose limits just changed. */
export function forgetLossLimit(db: Kysely<Database>, userId: number): void {
  cached.get(cacheKey(db))?.delete(userId);
}

/**
 * How much more the customer may risk under the daily loss limit (paise), or null without a
 * limit: the limit, less the net loss of every product in the last 24 hours (DAILY_RESULT_KINDS),
 * less everything already at risk on open markets (a loss limit caps what can be lost, not each
 * bet alone). Read by the games in their own transaction; sport bets are checked inside the
 * batch instead, by the same rule (trading/batch/settled-losses.ts). `exposure`: the customer's
 * EXPOSURE balance when the caller has just read it in this transaction (else it is read here).
 */
export async function lossLimitRoom(db: Kysely<Database>, userId: number, now: number, exposure?: number): Promise<number | null> {
  const limit = await dailyLossLimit(db, userId, now);
  if (limit === null) return null;
  const settledLoss = Math.max(0, -(await settledResultSince(db, userId, now - DAY_MS, DAILY_RESULT_KINDS)));
  // Stryker disable next-line OptionalChaining: the wager locked the customer's accounts first, so they exist.
  const atRisk = exposure ?? (await customerBalance(db, userId))?.exposure ?? 0;
  return limit - settledLoss - atRisk;
}
