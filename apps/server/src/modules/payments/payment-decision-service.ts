import type { PaymentRequestItem } from '@bx/contract';
import type { AppDatabase } from '../../db/create-database.ts';
import { reject, type BusinessResult } from './business-result.ts';
import { toPaymentItem } from './payment-repository.ts';
import { lockCustomer, moveFundsForRequest } from './payments-wallet.ts';

export interface Decision {
  requestId: number;
  approve: boolean;
  remark: string;
  operatorId: number;
}

/**
 * admin/payment/decide: approving moves the money through the ledger in the same transaction as
 * the status change, so a request is paid exactly once. Codes: NOT_FOUND, ALREADY_DECIDED,
 * INSUFFICIENT_FUNDS (a withdrawal the balance no longer covers). `moved` is told of the
 * customer once an approval's money is committed.
 */
export async function decidePaymentRequest(
  database: AppDatabase,
  decision: Decision,
  now: number,
  moved: (userId: number) => void,
): Promise<BusinessResult<PaymentRequestItem>> {
  const found = await database.db
    .selectFrom('payment_requests')
    .select('user_id')
    .where('request_id', '=', decision.requestId)
    .executeTakeFirst();
  if (!found) return reject('NOT_FOUND', 'No such payment request.');
  const decided = await database.db.transaction().execute(async (trx) => {
    await lockCustomer(trx, database.dialect, Number(found.user_id));
    const request = await trx
      .selectFrom('payment_requests')
      .selectAll()
      .where('request_id', '=', decision.requestId)
      .executeTakeFirstOrThrow();
    if (request.status !== 'PENDING') return reject('ALREADY_DECIDED', `This request was already ${request.status.toLowerCase()}.`);
    if (decision.approve) {
      const moved = await moveFundsForRequest(trx, database.dialect, request, decision.remark, now);
      if (!moved.ok) return moved;
    }
    const updated = await trx
      .updateTable('payment_requests')
      .set({
        status: decision.approve ? 'APPROVED' : 'REJECTED',
        remark: decision.remark || null,
        decided_at: now,
        decided_by: decision.operatorId,
      })
      .where('request_id', '=', decision.requestId)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true as const, data: toPaymentItem(updated) };
  });
  if (decided.ok && decision.approve) moved(Number(found.user_id));
  return decided;
}
