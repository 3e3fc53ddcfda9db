import { paiseToRupees, rupeesToPaise, type PaymentRequestItem, type paymentStatus } from '@bx/contract';
import type { z } from 'zod';
import type { createPaymentRequestBody } from '@bx/contract';
import type { AppDatabase } from '../../db/create-database.ts';
import { reject, type BusinessResult } from './business-result.ts';
import { paymentsAllowed } from './payments-gate.ts';
import { depositLimitBreach } from './deposit-limit-check.ts';
import { sumRequests, toPaymentItem } from './payment-repository.ts';
import { availableBalance, lockCustomer } from './payments-wallet.ts';

type CreateBody = z.output<typeof createPaymentRequestBody>;
type Status = z.infer<typeof paymentStatus>;

const PAYMENTS_DISABLED = 'Deposit and withdrawal are not available for your account.';

/**
 * payment/createRequest: a deposit within the deposit limits, or a withdrawal that fits the
 * balance not already promised to other pending withdrawals. Codes: PAYMENTS_DISABLED,
 * DEPOSIT_LIMIT, INSUFFICIENT_FUNDS.
 */
export async function createPaymentRequest(
  database: AppDatabase,
  userId: number,
  body: CreateBody,
  now: number,
): Promise<BusinessResult<PaymentRequestItem>> {
  if (!(await paymentsAllowed(database.db, userId))) return reject('PAYMENTS_DISABLED', PAYMENTS_DISABLED);
  const amount = rupeesToPaise(body.amount) ?? 0;
  return database.db.transaction().execute(async (trx) => {
    // One customer's requests are decided one after another, so two withdrawals cannot both pass the check.
    await lockCustomer(trx, database.dialect, userId);
    if (body.type === 'DEPOSIT') {
      const breach = await depositLimitBreach(trx, userId, amount, now);
      if (breach) return reject('DEPOSIT_LIMIT', breach);
    } else {
      const free = (await availableBalance(trx, userId)) - (await sumRequests(trx, userId, 'WITHDRAW', ['PENDING']));
      if (amount > free) {
        return reject(
          'INSUFFICIENT_FUNDS',
          `You can withdraw at most ₹${paiseToRupees(Math.max(0, free)).toFixed(2)} (your balance less pending withdrawals).`,
        );
      }
    }
    const status: Status = 'PENDING';
    const row = await trx
      .insertInto('payment_requests')
      .values({
        user_id: userId,
        type: body.type,
        amount,
        status,
        reference: body.type === 'DEPOSIT' ? body.reference : null,
        account_holder: body.type === 'WITHDRAW' ? body.account_holder : null,
        account_number: body.type === 'WITHDRAW' ? body.account_number : null,
        ifsc: body.type === 'WITHDRAW' ? body.ifsc : null,
        bank_name: body.type === 'WITHDRAW' ? body.bank_name : null,
        remark: null,
        created_at: now,
        decided_at: null,
        decided_by: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true as const, data: toPaymentItem(row) };
  });
}
