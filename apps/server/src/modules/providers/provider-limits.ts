import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lossLimitRefusal, wagerRefusal } from '../payments/index.ts';

/**
 * The customer's limits on a provider debit, in the wallet's codes: self-exclusion and the
 * operator's bet lock (`users.bet_lock`), both a blocked user to the provider, then the daily
 * loss limit (counted as for every other product). Read in the wallet call's own transaction,
 * before its movement.
 */
export async function providerDebitRefusal(
  db: Kysely<Database>,
  userId: number,
  amount: number,
  now: number,
): Promise<'OP_USER_BLOCKED' | 'OP_LIMIT_EXCEEDED' | null> {
  // The same rule every game's wager goes through, so a provider's debit is never looser than a spin.
  if (await wagerRefusal(db, userId, now)) return 'OP_USER_BLOCKED';
  return (await lossLimitRefusal(db, userId, amount, now)) ? 'OP_LIMIT_EXCEEDED' : null;
}
