import type { Kysely, Selectable } from 'kysely';
import { paiseToRupees, type PaymentRequestItem, type PaymentStatus, type PaymentType } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import type { PaymentRequestsTable } from './payments-tables.ts';
import { isoTime } from './business-result.ts';

export type PaymentRequestRow = Selectable<PaymentRequestsTable>;

export function toPaymentItem(row: PaymentRequestRow): PaymentRequestItem {
  return {
    request_id: Number(row.request_id),
    type: row.type,
    amount: paiseToRupees(Number(row.amount)),
    status: row.status,
    reference: row.reference,
    account_holder: row.account_holder,
    account_number: row.account_number,
    ifsc: row.ifsc,
    bank_name: row.bank_name,
    remark: row.remark,
    created_at: isoTime(row.created_at) ?? '',
    decided_at: isoTime(row.decided_at),
  };
}

/** Sum (paise) of a user's requests of one type in the given statuses, created at or after `since`. */
export async function sumRequests(
  db: Kysely<Database>,
  userId: number,
  type: PaymentType,
  statuses: PaymentStatus[],
  since = 0,
): Promise<number> {
  const row = await db
    .selectFrom('payment_requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('status', 'in', statuses)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface RequestFilter {
  userId?: number;
  status?: PaymentStatus;
  page: number;
  limit: number;
}

/** One page of requests, newest first, with the total count for the pager. */
export async function listRequests(db: Kysely<Database>, filter: RequestFilter) {
  let query = db.selectFrom('payment_requests').innerJoin('users', 'users.user_id', 'payment_requests.user_id');
  if (filter.userId !== undefined) query = query.where('payment_requests.user_id', '=', filter.userId);
  if (filter.status) query = query.where('payment_requests.status', '=', filter.status);
  const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('payment_requests')
    .select('users.user_name')
    .orderBy('payment_requests.created_at', 'desc')
    .orderBy('payment_requests.request_id', 'desc')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  return { rows, totalCount: Number(count.n) };
}
