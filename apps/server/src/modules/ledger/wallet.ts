import { paiseToRupees } from '@bx/contract';
import type { Transaction } from 'kysely';
import type { AppDatabase } from '../../db/create-database.ts';
import type { DialectName } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { customerBalance } from './customer-balance.ts';
import { ensureCustomerAccounts } from './customer-accounts.ts';
import { HOUSE_ACCOUNT_IDS } from './house-accounts.ts';
import { postLedger } from './post-ledger.ts';

export type WalletResult = { ok: true; available: number } | { ok: false; code: 'INSUFFICIENT_FUNDS'; message: string };

export interface FundsRef {
  refType?: string;
  refId?: number | null;
  now?: number;
}

/**
 * Cash in (amount > 0) or out (amount < 0) of a customer's MAIN account against FUNDING, one
 * ledger transaction (kind DEPOSIT or WITHDRAW) with its remark, inside the caller's database
 * transaction, so it commits or rolls back with the caller's own writes (payment approvals).
 * A debit can never take available below zero.
 */
export async function moveFundsIn(
  trx: Transaction<Database>,
  dialect: DialectName,
  userId: number,
  amount: number,
  remark: string,
  ref: FundsRef = {},
): Promise<WalletResult> {
  await ensureCustomerAccounts(trx, userId);
  // PostgreSQL: the customer's account rows stay locked to the commit (the money core locks accounts in id order too).
  const balance = (await customerBalance(trx, userId, dialect === 'postgres'))!;
  // Stryker disable next-line EqualityOperator: amount is never 0 (every caller's schema asks for more than 0, and the database refuses a zero ledger row)
  if (amount < 0 && balance.main + amount < 0) {
    return { ok: false, code: 'INSUFFICIENT_FUNDS', message: `Only ₹${paiseToRupees(balance.main).toFixed(2)} is available.` };
  }
  await postLedger(
    trx,
    [
      { accountId: balance.mainId, amount },
      { accountId: HOUSE_ACCOUNT_IDS.FUNDING, amount: -amount },
    ],
    {
      // Stryker disable next-line EqualityOperator: amount is never 0 (above)
      kind: amount > 0 ? 'DEPOSIT' : 'WITHDRAW',
      refType: ref.refType ?? 'wallet',
      refId: ref.refId ?? null,
      remark,
      now: ref.now ?? Date.now(),
    },
  );
  return { ok: true, available: balance.main + amount };
}

/** moveFundsIn in a transaction of its own (operator credit/debit, seed, market maker top-ups). */
export function moveFunds(
  database: AppDatabase,
  userId: number,
  amount: number,
  remark: string,
  ref: FundsRef = {},
): Promise<WalletResult> {
  return database.db.transaction().execute((trx) => moveFundsIn(trx, database.dialect, userId, amount, remark, ref));
}
