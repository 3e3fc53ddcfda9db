import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { settledResultSince } from '../ledger/settled-result.ts';
import { loadLimits } from './responsible-gaming-limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How much exposure a new bet may still add under the customer's daily loss limit (paise; zero
 * or negative once the net loss settled in the last 24 hours has reached it), or null without a
 * limit. A soft limit: the bet route reads it before the bet joins a batch (docs/money.md).
 */
export async function lossLimitRoom(db: Kysely<Database>, userId: number, now: number): Promise<number | null> {
  const limit = (await loadLimits(db, userId, now)).loss_limit_day.current;
  if (limit === null) return null;
  const settledLoss = Math.max(0, -(await settledResultSince(db, userId, now - DAY_MS)));
  return limit - settledLoss;
}
