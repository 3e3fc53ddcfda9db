import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { aDailyResult } from '../ledger/ledger-index-terms.ts';
import { countsUser, type RiskScope } from '../risk/risk-scope.ts';

/** [from, to) epoch ms: the India days of a report (reportWindow). */
export interface ReportRange {
  from: number;
  to: number;
}

/**
 * The result rows the scope's customers booked on MAIN in the range: sport, fancy, casino table,
 * binary and matka results with their commission, and the provider casino, slot and Our Virtual
 * bets and wins (DAILY_RESULT_KINDS, the one list the loss limits count too); rollbacks included.
 * A row's amount is the customer's side: the house's result is its negative.
 */
export function customerResults(db: Kysely<Database>, scope: RiskScope, range: ReportRange) {
  return db
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
    .where('accounts.kind', '=', 'CUSTOMER_MAIN')
    .where(countsUser(scope, 'accounts.user_id'))
    .where(aDailyResult())
    .where('ledger_entries.created_at', '>=', range.from)
    .where('ledger_entries.created_at', '<', range.to);
}

/** The caller's part of a house result by its partnership (basis points), toward zero so it never exceeds the exact value. */
export const shareOf = (housePaise: number, partnershipBp: number) => Math.trunc((housePaise * partnershipBp) / 10_000);
