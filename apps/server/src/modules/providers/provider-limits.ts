import type { Kysely } from 'kysely';
import { DAY_MS } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import { settledResultSince } from '../ledger/settled-result.ts';
import { isSelfExcluded, lossLimitRoom } from '../payments/index.ts';
import { CASINO_KINDS } from './casino-ledger-kinds.ts';

/**
 * The customer's own limits on a provider debit: self-exclusion, then the daily loss limit
 * (sport losses and exposure as the bet route counts them, plus the day's casino losses).
 * Read in the wallet call's own transaction, before its movement.
 * One function so the daily-loss rule can follow the trading batch's when that moves.
 */
export async function providerDebitRefusal(
  db: Kysely<Database>,
  userId: number,
  amount: number,
  now: number,
): Promise<'OP_USER_BLOCKED' | 'OP_LIMIT_EXCEEDED' | null> {
  if (await isSelfExcluded(db, userId, now)) return 'OP_USER_BLOCKED';
  const room = await lossLimitRoom(db, userId, now);
  if (room === null) return null;
  const casinoLoss = Math.max(0, -(await settledResultSince(db, userId, now - DAY_MS, CASINO_KINDS)));
  return amount > room - casinoLoss ? 'OP_LIMIT_EXCEEDED' : null;
}
