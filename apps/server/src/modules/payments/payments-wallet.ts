import type { Transaction } from 'kysely';
import { paiseToRupees } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import type { DialectName } from '../../db/dialect.ts';
import { customerBalance } from '../ledger/customer-balance.ts';
import { ensureCustomerAccounts } from '../ledger/customer-accounts.ts';
import { HOUSE_ACCOUNT_IDS } from '../ledger/house-accounts.ts';
import { postLedger } from '../ledger/post-ledger.ts';
import { reject, type BusinessResult } from './business-result.ts';
import type { PaymentRequestRow } from './payment-repository.ts';

/**
 * Serialises one customer's payment work: on PostgreSQL the user's row and then the customer's
 * accounts are locked (the money core locks accounts only, so no cycle); SQLite has one writer.
 */
export async function lockCustomer(trx: Transaction<Database>, dialect: DialectName, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('users').select('user_id').where('user_id', '=', userId).forUpdate().execute();
  await customerBalance(trx, userId, true);
}

/** The customer's money available to withdraw (paise): the money core's MAIN balance. */
export async function availableBalance(trx: Transaction<Database>, userId: number): Promise<number> {
  return (await customerBalance(trx, userId))?.main ?? 0;
}

/**
 * Credits an approved deposit or debits an approved withdrawal against FUNDING, in the caller's
 * transaction (the money core's moveFunds opens its own, which would not commit with the status).
 */
export async function moveFundsForRequest(trx: Transaction<Database>, request: PaymentRequestRow, remark: string, now: number): Promise<BusinessResult<void>> {
  const userId = Number(request.user_id);
  const amount = request.type === 'DEPOSIT' ? Number(request.amount) : -Number(request.amount);
  await ensureCustomerAccounts(trx, userId);
  const balance = (await customerBalance(trx, userId))!;
  if (balance.main + amount < 0) {
    return reject('INSUFFICIENT_FUNDS', `The customer has only ₹${paiseToRupees(balance.main).toFixed(2)} available; the withdrawal cannot be paid.`);
  }
  await postLedger(trx, [{ accountId: balance.mainId, amount }, { accountId: HOUSE_ACCOUNT_IDS.FUNDING, amount: -amount }], {
    kind: request.type,
    refType: 'payment_request',
    refId: Number(request.request_id),
    remark: remark || `${request.type === 'DEPOSIT' ? 'Deposit' : 'Withdrawal'} request #${request.request_id}`,
    now,
  });
  return { ok: true, data: undefined };
}
