import { sql, type RawBuilder } from 'kysely';
import { DAILY_RESULT_KINDS } from './result-kinds.ts';

/**
 * Ledger kinds of the bet path's exposure holds: placing or cancelling a bet moves money between
 * one customer's MAIN and EXPOSURE accounts, netting to zero for that customer. The account index
 * leaves them out (migration 0025), which spares each bet two index pages in its batch.
 */
export const HOLD_KINDS = ['BET_EXPOSURE', 'BET_CANCEL'];

const literals = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');

/**
 * The partial indexes' predicates as SQL text, for raw statements. A partial index serves a
 * query only when the query states its predicate with the same literals (a bound parameter list
 * does not count on SQLite), so every read by account states one of these.
 */
const NOT_A_HOLD = (column: string) => `${column} NOT IN (${literals(HOLD_KINDS)})`;
export const A_DAILY_RESULT = (column: string) => `${column} IN (${literals(DAILY_RESULT_KINDS)})`;

/** The same for the query builder: `ledger_entries_account` serves a read by account that states it. */
export const notAHold = (column = 'ledger_entries.kind'): RawBuilder<boolean> => sql<boolean>`${sql.raw(NOT_A_HOLD(column))}`;

/** The same: `ledger_entries_daily_results` serves a read of results that states it (with any narrower kind list beside it). */
export const aDailyResult = (column = 'ledger_entries.kind'): RawBuilder<boolean> => sql<boolean>`${sql.raw(A_DAILY_RESULT(column))}`;
