import type { AppDatabase } from '../../db/create-database.ts';
import { customerBalance } from './customer-balance.ts';
import { ensureCustomerAccounts } from './customer-accounts.ts';
import { HOUSE_ACCOUNT_IDS } from './house-accounts.ts';
import { postLedger } from './post-ledger.ts';

export type WalletResult = { ok: true; available: number } | { ok: false; code: 'INSUFFICIENT_FUNDS'; message: string };

/**
 * Cash in (amount > 0) or out (amount < 0) of a customer's MAIN account against FUNDING, one
 * ledger transaction with its remark. A debit can never take available below zero. Payments
 * (deposit approvals, withdrawals) use this too.
 */
export async function moveFunds(
  database: AppDatabase, userId: number, amount: number, remark: string, ref: { refType?: string; refId?: number | null } = {},
): Promise<WalletResult> {
  await ensureCustomerAccounts(database.db, userId);
  return database.db.transaction().execute(async (trx) => {
    const balance = (await customerBalance(trx, userId, database.dialect === 'postgres'))!;
    if (amount < 0 && balance.main + amount < 0) {
      return { ok: false, code: 'INSUFFICIENT_FUNDS', message: `Only ${(balance.main / 100).toFixed(2)} is available.` } as const;
    }
    await postLedger(trx, [{ accountId: balance.mainId, amount }, { accountId: HOUSE_ACCOUNT_IDS.FUNDING, amount: -amount }], {
      kind: amount > 0 ? 'DEPOSIT' : 'WITHDRAW', refType: ref.refType ?? 'wallet', refId: ref.refId ?? null, remark, now: Date.now(),
    });
    return { ok: true, available: balance.main + amount } as const;
  });
}
