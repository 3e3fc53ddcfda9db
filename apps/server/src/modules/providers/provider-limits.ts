import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isSelfExcluded, lossLimitRefusal } from '../payments/index.ts';

/**
 * The customer's own limits on a provider debit, in the wallet's codes: self-exclusion, then the
 * daily loss limit (counted as for every other product). Read in the wallet call's own
 * transaction, before its movement.
 */
export async function providerDebitRefusal(
  db: Kysely<Database>,
  userId: number,
  amount: number,
  now: number,
): Promise<'OP_USER_BLOCKED' | 'OP_LIMIT_EXCEEDED' | null> {
  if (await isSelfExcluded(db, userId, now)) return 'OP_USER_BLOCKED';
  return (await lossLimitRefusal(db, userId, amount, now)) ? 'OP_LIMIT_EXCEEDED' : null;
}
