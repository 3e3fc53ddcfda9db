import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DialectName } from '../../db/dialect.ts';
import { customerBalance } from '../ledger/customer-balance.ts';
import { moveFundsIn } from '../ledger/wallet.ts';
import { reject, type BusinessResult } from './business-result.ts';
import type { PaymentRequestRow } from './payment-repository.ts';

/**
 * Serialises one customer's payment work: on PostgreSQL the user's row and then the customer's
 * accounts are locked (the money core locks accounts only, so no cycle); SQLite has one writer.
 * The user's row is locked FOR NO KEY UPDATE: a batch holding the accounts writes bets and
 * exposures whose foreign keys take KEY SHARE on that row, which FOR UPDATE would block (deadlock).
 */
export async function lockCustomer(trx: Transaction<Database>, dialect: DialectName, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('users').select('user_id').where('user_id', '=', userId).forNoKeyUpdate().execute();
  await customerBalance(trx, userId, true);
}

/** The customer's money available to withdraw (paise): the money core's MAIN balance. */
export async function availableBalance(trx: Transaction<Database>, userId: number): Promise<number> {
  return (await customerBalance(trx, userId))?.main ?? 0;
}

/**
 * Credits an approved deposit or debits an approved withdrawal against FUNDING, in the caller's
 * transaction, so the money moves exactly when the request's status changes.
 */
export async function moveFundsForRequest(
  trx: Transaction<Database>,
  dialect: DialectName,
  request: PaymentRequestRow,
  remark: string,
  now: number,
): Promise<BusinessResult<void>> {
  const amount = request.type === 'DEPOSIT' ? Number(request.amount) : -Number(request.amount);
  const moved = await moveFundsIn(
    trx,
    dialect,
    Number(request.user_id),
    amount,
    remark || `${request.type === 'DEPOSIT' ? 'Deposit' : 'Withdrawal'} request #${request.request_id}`,
    {
      refType: 'payment_request',
      refId: Number(request.request_id),
      now,
    },
  );
  return moved.ok ? { ok: true, data: undefined } : reject(moved.code, `${moved.message} The withdrawal cannot be paid.`);
}
