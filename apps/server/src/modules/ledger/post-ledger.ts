import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

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

/**
 * Writes one balanced ledger transaction (amounts sum to zero) and moves the cached balances,
 * inside the caller's database transaction. Throws on an unbalanced posting: that is a bug.
 */
export async function postLedger(trx: Transaction<Database>, postings: Posting[], ref: PostingRef): Promise<string> {
  if (postings.reduce((a, p) => a + p.amount, 0) !== 0) throw new Error('unbalanced ledger transaction');
  const txnId = randomUUID();
  const rows = postings.filter((p) => p.amount !== 0);
  if (rows.length === 0) return txnId;
  await trx
    .insertInto('ledger_entries')
    .values(
      rows.map((p) => ({
        txn_id: txnId,
        account_id: p.accountId,
        amount: p.amount,
        kind: ref.kind,
        ref_type: ref.refType,
        ref_id: ref.refId,
        remark: ref.remark,
        created_at: ref.now,
      })),
    )
    .execute();
  for (const p of [...rows].sort((a, b) => a.accountId - b.accountId)) {
    await trx
      .updateTable('accounts')
      .set({ balance: sql`balance + ${p.amount}` })
      .where('account_id', '=', p.accountId)
      .execute();
  }
  return txnId;
}
