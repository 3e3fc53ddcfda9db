import { sql, type Transaction } from 'kysely';
import { chunks } from '../../db/chunks.ts';
import { QueryTemplate, standIns } from '../../db/query-template.ts';
import { TemplatesByCount } from '../../db/templates-by-count.ts';
import type { Database } from '../../db/schema.ts';

/** `moves`: account id and amount, account after account. */
function buildUpdate(trx: Transaction<Database>, ...moves: unknown[]) {
  const cases = [];
  // Stryker disable next-line ArrayDeclaration: an id no account has matches no row of the UPDATE
  const ids = [];
  // Stryker disable next-line EqualityOperator: one more pass adds a CASE arm and an IN value of undefined (NULL), which match no account
  for (let at = 0; at < moves.length; at += 2) {
    // The casts: a CASE of bare parameters would be typed text on PostgreSQL.
    cases.push(sql`when ${moves[at]} then cast(${moves[at + 1]} as bigint)`);
    ids.push(moves[at] as number);
  }
  return trx
    .updateTable('accounts')
    .set({ balance: sql`balance + case account_id ${sql.join(cases, sql` `)} end` })
    .where('account_id', 'in', ids);
}

/** Up to four accounts (a ledger pair moves two), compiled once each. */
// Stryker disable next-line ArrowFunction: with no template every statement is built, the same SQL with the same values
const templates = new TemplatesByCount(4, (accounts) => new QueryTemplate(buildUpdate, standIns(2 * accounts)));

/**
 * Moves each account's balance by its amount: one UPDATE (a CASE by account id), so one round
 * trip on PostgreSQL, for up to 500 accounts. Sorted by account id, so the same accounts give
 * the same statement text (one prepared statement on SQLite; up to four accounts a template,
 * the same text), and PostgreSQL's index scan over the sorted list takes the row locks in id
 * order, as every writer of accounts does. An account whose amount is 0 is left out. (The
 * SQLite bet batch has its own synchronous form on the raw handle, `addBalances` in
 * trading/batch/sqlite-batch-io.ts: a batch never awaits.)
 */
export async function addToBalances(trx: Transaction<Database>, amounts: Iterable<[accountId: number, amount: number]>): Promise<void> {
  // Stryker disable next-line ArithmeticOperator,MethodExpression,ConditionalExpression,ArrowFunction: the order only changes the text, not what the one UPDATE does; an account whose amount is 0 would move by 0, so the filter only spares the UPDATE a row
  const moves = [...amounts].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a - b);
  for (const part of chunks(moves)) {
    const values = part.flat();
    const template = templates.for(part.length);
    // Stryker disable next-line ConditionalExpression: the template and the built statement are the same SQL with the same values (past four, there is no template: post-ledger-transactions.test.ts)
    if (template) await template.run(trx, ...values);
    else await buildUpdate(trx, ...values).execute();
  }
}
