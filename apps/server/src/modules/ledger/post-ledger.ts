import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addToBalances } from './add-to-balances.ts';
import { insertLedgerRows, type LedgerRow } from './insert-ledger-rows.ts';

export interface Posting {
  accountId: number;
  amount: number;
}

export interface PostingRef {
  kind: string;
  refType: string;
  refId: number | null;
  remark: string | null;
  now: number;
}

/** One ledger transaction of a posting: its rows and what they are for. */
export interface LedgerTransaction extends PostingRef {
  postings: Posting[];
}

/**
 * Writes one balanced ledger transaction (amounts sum to zero) and moves the cached balances,
 * inside the caller's database transaction; answers its txn_id. Throws on an unbalanced posting:
 * that is a bug.
 */
export async function postLedger(trx: Transaction<Database>, postings: Posting[], ref: PostingRef): Promise<string> {
  const [txnId] = await postLedgerTransactions(trx, [{ ...ref, postings }]);
  return txnId!;
}

/**
 * Writes several ledger transactions at once, each balanced and with a txn_id of its own
 * (answered in order), inside the caller's database transaction: every row in one INSERT, and
 * each account's balance moved by its net over all of them in one UPDATE (an account whose net
 * is zero is left alone; past 500 rows or accounts, one statement per 500, see chunks). Throws before writing anything if one of them does not sum to zero.
 * Zero amounts write no row.
 *
 * PostgreSQL: the caller locks the account rows it moves first, in account id order (the money
 * core's order: lockAccountRows, customerBalance's lock, transferChips), so the UPDATE takes at
 * most one row lock it does not already hold (moveFundsIn's FUNDING) and the order it visits rows
 * in cannot deadlock with another transaction. A caller moving two or more accounts it has not
 * locked must lock them first.
 */
export async function postLedgerTransactions(trx: Transaction<Database>, transactions: LedgerTransaction[]): Promise<string[]> {
  const { rows, net, txnIds } = ledgerRowsOf(transactions);
  await insertLedgerRows(trx, rows);
  await addToBalances(trx, net);
  return txnIds;
}

/**
 * The rows of balanced ledger transactions, each with a txn_id of its own (answered in order),
 * and each account's net over all of them. Throws if one of them does not sum to zero: that is
 * a bug. Zero amounts make no row.
 */
export function ledgerRowsOf(transactions: LedgerTransaction[]): { rows: LedgerRow[]; net: Map<number, number>; txnIds: string[] } {
  const rows: LedgerRow[] = [];
  const net = new Map<number, number>();
  const txnIds = transactions.map((t) => {
    // Stryker disable next-line ArithmeticOperator: the sum's negation is 0 exactly when the sum is
    if (t.postings.reduce((a, p) => a + p.amount, 0) !== 0) throw new Error('unbalanced ledger transaction');
    const txnId = randomUUID();
    for (const p of t.postings) {
      if (p.amount === 0) continue;
      rows.push([txnId, p.accountId, p.amount, t.kind, t.refType, t.refId, t.remark, t.now]);
      net.set(p.accountId, (net.get(p.accountId) ?? 0) + p.amount);
    }
    return txnId;
  });
  return { rows, net, txnIds };
}
