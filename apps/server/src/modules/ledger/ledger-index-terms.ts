import { sql, type RawBuilder } from 'kysely';
import { DAILY_RESULT_KINDS } from './result-kinds.ts';

/**
 * Ledger kinds of the bet path's exposure holds: placing or cancelling a bet moves money between
 * one customer's MAIN and EXPOSURE accounts, netting to zero for that customer. The account index
 * leaves them out (migration 0025), which spares each bet two index pages in its batch.
 */
export const HOLD_KINDS = ['BET_EXPOSURE', 'BET_CANCEL'];

function literals(kinds: readonly string[]): string {
  return kinds.map((k) => `'${k}'`).join(', ');
}

/*
 * The partial indexes' predicates. A partial index serves a query only when the query states its
 * predicate with the same literals (a bound parameter list does not count on SQLite), so every
 * read by account or by result states one of these. Functions, not constants: they are built
 * where a query is, so a test that runs the query runs them.
 */

/** The daily results index's predicate as SQL text, for raw statements. */
export function dailyResultPredicate(column: string): string {
  return `${column} IN (${literals(DAILY_RESULT_KINDS)})`;
}

/** For the query builder: `ledger_entries_account` serves a read by account that states it. */
export function notAHold(column = 'ledger_entries.kind'): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(`${column} NOT IN (${literals(HOLD_KINDS)})`)}`;
}

/** The same: `ledger_entries_daily_results` serves a read of results that states it (with any narrower kind list beside it). */
export function aDailyResult(column = 'ledger_entries.kind'): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(dailyResultPredicate(column))}`;
}
