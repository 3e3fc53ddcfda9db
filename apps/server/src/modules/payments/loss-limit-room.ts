import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { customerBalance } from '../ledger/customer-balance.ts';
import { settledResultSince } from '../ledger/settled-result.ts';
import { loadLimits } from './responsible-gaming-limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How much more exposure the customer may take on under the daily loss limit (paise), or null
 * without a limit: the limit, less the net loss settled in the last 24 hours, less everything
 * already at risk on open markets (a loss limit caps what can be lost, not each bet alone).
 * A soft limit: the bet route reads it before the bet joins a batch (docs/money.md).
 */
export async function lossLimitRoom(db: Kysely<Database>, userId: number, now: number): Promise<number | null> {
  const limit = (await loadLimits(db, userId, now)).loss_limit_day.current;
  if (limit === null) return null;
  const settledLoss = Math.max(0, -(await settledResultSince(db, userId, now - DAY_MS)));
  const atRisk = (await customerBalance(db, userId))?.exposure ?? 0;
  return limit - settledLoss - atRisk;
}
