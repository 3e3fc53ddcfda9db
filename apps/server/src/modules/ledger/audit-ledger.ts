import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LedgerDifference } from './ledger-difference.ts';
import { recomputedExposureDifferences } from './recomputed-exposures.ts';
import { lossesAboveHold } from './settlement-holds.ts';

/** The books agreeing with themselves: balances, transactions, the total and the EXPOSURE accounts. */
async function bookDifferences(db: Transaction<Database>): Promise<LedgerDifference[]> {
  const out: LedgerDifference[] = [];
  const accounts = await sql<{ account_id: number; balance: number; summed: number }>`
    SELECT a.account_id, a.balance, COALESCE(SUM(e.amount), 0) AS summed
    FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.account_id
    GROUP BY a.account_id, a.balance`.execute(db);
  for (const a of accounts.rows) {
    if (Number(a.balance) !== Number(a.summed)) {
      out.push({
        kind: 'ACCOUNT_BALANCE',
        account_id: Number(a.account_id),
        txn_id: null,
        expected: Number(a.summed),
        actual: Number(a.balance),
      });
    }
  }
  const txns = await sql<{ txn_id: string; total: number }>`
    SELECT txn_id, SUM(amount) AS total FROM ledger_entries GROUP BY txn_id HAVING SUM(amount) <> 0`.execute(db);
  for (const t of txns.rows)
    out.push({ kind: 'TRANSACTION_UNBALANCED', account_id: null, txn_id: t.txn_id, expected: 0, actual: Number(t.total) });
  const total = await sql<{ total: number | null }>`SELECT SUM(balance) AS total FROM accounts`.execute(db);
  const sum = Number(total.rows[0]?.total ?? 0);
  if (sum !== 0) out.push({ kind: 'LEDGER_TOTAL', account_id: null, txn_id: null, expected: 0, actual: sum });
  const held = await sql<{ account_id: number; balance: number; held: number }>`
    SELECT a.account_id, a.balance, COALESCE((SELECT SUM(x.exposure) FROM market_exposures x WHERE x.user_id = a.user_id), 0) AS held
    FROM accounts a WHERE a.kind = 'CUSTOMER_EXPOSURE'`.execute(db);
  for (const h of held.rows) {
    if (Number(h.balance) !== Number(h.held)) {
      out.push({
        kind: 'EXPOSURE_HELD',
        account_id: Number(h.account_id),
        txn_id: null,
        expected: Number(h.held),
        actual: Number(h.balance),
      });
    }
    if (Number(h.balance) < 0)
      out.push({ kind: 'NEGATIVE_EXPOSURE', account_id: Number(h.account_id), txn_id: null, expected: 0, actual: Number(h.balance) });
  }
  return out;
}

/**
 * Recomputes every balance from the ledger: each account's cached balance equals the sum of
 * its rows, every transaction sums to zero (so the whole ledger does), and each customer's
 * EXPOSURE account equals the exposure held per market. Then checks the books against the
 * bets: each open market's exposure recomputed by the engine equals what is held
 * (EXPOSURE_RECOMPUTED), and no settlement took more from a customer than was held for the
 * market (LOSS_ABOVE_HOLD). Returns the differences ([] expected). One read-only snapshot,
 * so bets placed meanwhile cannot show up as differences.
 */
export async function auditLedger(db: Kysely<Database>): Promise<LedgerDifference[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const exposureAccounts = new Map<number, number>();
      const rows = await trx.selectFrom('accounts').select(['account_id', 'user_id']).where('kind', '=', 'CUSTOMER_EXPOSURE').execute();
      for (const r of rows) exposureAccounts.set(Number(r.user_id), r.account_id);
      return [
        ...(await bookDifferences(trx)),
        ...(await recomputedExposureDifferences(trx, exposureAccounts)),
        ...(await lossesAboveHold(trx, exposureAccounts)),
      ];
    });
}
