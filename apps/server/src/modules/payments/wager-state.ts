import { sql, type Transaction } from 'kysely';
import { plannedOnce } from '../../db/planned-once.ts';
import type { Database } from '../../db/schema.ts';

/** What every wager outside the batch decides on (a spin, a provider's debit), read in one statement with its own columns. */
export interface WagerState {
  mainId: number;
  /** MAIN balance (paise). */
  main: number;
  /** EXPOSURE balance (paise), for the loss limit's room. */
  exposure: number;
  betLock: number;
  /** self_exclusions.excluded_until, or null without a row. */
  excludedUntil: number | null;
}

/**
 * The customer's row, both accounts and the self-exclusion: a wager's state query, to which the
 * caller adds its own columns, each of its parameters plannedOnce (a wager reads it every time).
 */
export function wagerStateQuery(trx: Transaction<Database>, userId: number) {
  return trx
    .selectFrom('users')
    .innerJoin('accounts as m', (j) => j.onRef('m.user_id', '=', 'users.user_id').on('m.kind', '=', sql.lit('CUSTOMER_MAIN')))
    .innerJoin('accounts as x', (j) => j.onRef('x.user_id', '=', 'users.user_id').on('x.kind', '=', sql.lit('CUSTOMER_EXPOSURE')))
    .leftJoin('self_exclusions', 'self_exclusions.user_id', 'users.user_id')
    .where('users.user_id', '=', plannedOnce(userId, 'bigint'))
    .select(['users.bet_lock', 'self_exclusions.excluded_until', 'm.account_id as main_id', 'm.balance as main', 'x.balance as exposure']);
}

interface WagerRow {
  main_id: number;
  main: number;
  exposure: number;
  bet_lock: number;
  excluded_until: number | null;
}

/** A wager state query found no row: the customer has no accounts, a bug (every wager's customer has them made first). */
export function noAccounts(userId: number): never {
  throw new Error(`no accounts for user ${userId}`);
}

/** The common part of a wager state query's row. */
export function wagerStateOf(row: WagerRow): WagerState {
  return {
    mainId: Number(row.main_id),
    main: Number(row.main),
    exposure: Number(row.exposure),
    betLock: Number(row.bet_lock),
    excludedUntil: row.excluded_until === null ? null : Number(row.excluded_until),
  };
}
