import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface LedgerDifference {
  kind: 'ACCOUNT_BALANCE' | 'TRANSACTION_UNBALANCED' | 'LEDGER_TOTAL' | 'EXPOSURE_HELD' | 'NEGATIVE_EXPOSURE';
  account_id: number | null;
  txn_id: string | null;
  expected: number;
  actual: number;
}

/**
 * Recomputes every balance from the ledger: each account's cached balance equals the sum of
 * its rows, every transaction sums to zero (so the whole ledger does), and each customer's
 * EXPOSURE account equals the exposure held per market. Returns the differences ([] expected).
 */
export async function auditLedger(db: Kysely<Database>): Promise<LedgerDifference[]> {
  const out: LedgerDifference[] = [];
  const accounts = await sql<{ account_id: number; balance: number; summed: number }>`
    SELECT a.account_id, a.balance, COALESCE(SUM(e.amount), 0) AS summed
    FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.account_id
    GROUP BY a.account_id, a.balance`.execute(db);
  for (const a of accounts.rows) {
    if (Number(a.balance) !== Number(a.summed)) {
      out.push({ kind: 'ACCOUNT_BALANCE', account_id: Number(a.account_id), txn_id: null, expected: Number(a.summed), actual: Number(a.balance) });
    }
  }
  const txns = await sql<{ txn_id: string; total: number }>`
    SELECT txn_id, SUM(amount) AS total FROM ledger_entries GROUP BY txn_id HAVING SUM(amount) <> 0`.execute(db);
  for (const t of txns.rows) out.push({ kind: 'TRANSACTION_UNBALANCED', account_id: null, txn_id: t.txn_id, expected: 0, actual: Number(t.total) });
  const total = await sql<{ total: number | null }>`SELECT SUM(balance) AS total FROM accounts`.execute(db);
  const sum = Number(total.rows[0]?.total ?? 0);
  if (sum !== 0) out.push({ kind: 'LEDGER_TOTAL', account_id: null, txn_id: null, expected: 0, actual: sum });
  const held = await sql<{ account_id: number; balance: number; held: number }>`
    SELECT a.account_id, a.balance, COALESCE((SELECT SUM(x.exposure) FROM market_exposures x WHERE x.user_id = a.user_id), 0) AS held
    FROM accounts a WHERE a.kind = 'CUSTOMER_EXPOSURE'`.execute(db);
  for (const h of held.rows) {
    if (Number(h.balance) !== Number(h.held)) {
      out.push({ kind: 'EXPOSURE_HELD', account_id: Number(h.account_id), txn_id: null, expected: Number(h.held), actual: Number(h.balance) });
    }
    if (Number(h.balance) < 0) out.push({ kind: 'NEGATIVE_EXPOSURE', account_id: Number(h.account_id), txn_id: null, expected: 0, actual: Number(h.balance) });
  }
  return out;
}
