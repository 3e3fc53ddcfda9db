import { sql, type Transaction } from 'kysely';
import { chunks } from '../../db/chunks.ts';
import type { AppDatabase } from '../../db/create-database.ts';
import { runPrepared } from '../../db/run-prepared.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Moves each account's balance by its amount: one UPDATE (a CASE by account id), so one round
 * trip on PostgreSQL, for up to 500 accounts. Sorted by account id, so the same accounts give
 * the same statement text (one prepared statement on SQLite, with `database`), and PostgreSQL's
 * index scan over the sorted list takes the row locks in id order, as every writer of accounts
 * does. An account whose amount is 0 is left out. (The SQLite bet batch has its own synchronous
 * form on the raw handle, `addBalances` in trading/batch/sqlite-batch-io.ts: a batch never awaits.)
 */
export async function addToBalances(
  trx: Transaction<Database>,
  amounts: Iterable<[accountId: number, amount: number]>,
  database?: AppDatabase,
): Promise<void> {
  // Stryker disable next-line ArithmeticOperator,MethodExpression,ConditionalExpression,ArrowFunction: the order only changes the text, not what the one UPDATE does; an account whose amount is 0 would move by 0, so the filter only spares the UPDATE a row
  const moves = [...amounts].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a - b);
  for (const part of chunks(moves)) {
    // The casts: a CASE of bare parameters would be typed text on PostgreSQL.
    const byAccount = sql.join(
      part.map(([accountId, amount]) => sql`when ${accountId} then cast(${amount} as bigint)`),
      sql` `,
    );
    const ids = part.map(([accountId]) => accountId);
    await runPrepared(
      trx,
      database,
      trx
        .updateTable('accounts')
        .set({ balance: sql`balance + case account_id ${byAccount} end` })
        .where('account_id', 'in', ids),
    );
  }
}
