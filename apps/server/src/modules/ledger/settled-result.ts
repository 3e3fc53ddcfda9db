import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { aDailyResult } from './ledger-index-terms.ts';
import { RESULT_KINDS } from './result-kinds.ts';

/**
 * The customer's net sport result (paise; negative = a loss) booked at or after `since`,
 * commission and rollbacks included; `kinds` picks other results (casino), always among
 * DAILY_RESULT_KINDS: the read goes through the index of those kinds alone.
 */
export async function settledResultSince(db: Kysely<Database>, userId: number, since: number, kinds = RESULT_KINDS): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
    .where('accounts.user_id', '=', userId)
    .where('accounts.kind', '=', 'CUSTOMER_MAIN')
    .where('ledger_entries.kind', 'in', kinds)
    // Stated so the partial index of the daily result kinds serves the read.
    .where(aDailyResult())
    .where('ledger_entries.created_at', '>=', since)
    .select((eb) => eb.fn.sum<number>('ledger_entries.amount').as('total'))
    .executeTakeFirst();
  // Stryker disable next-line OptionalChaining: a SUM without GROUP BY always answers one row (its total null when nothing matched)
  return Number(row?.total ?? 0);
}
