import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface CustomerBalance {
  mainId: number;
  exposureId: number;
  /** Available to bet (paise). */
  main: number;
  /** Held for open markets (paise, >= 0). */
  exposure: number;
}

/** A customer's two accounts; on PostgreSQL `lock` takes their row locks (FOR UPDATE, id order). */
export async function customerBalance(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  lock = false,
): Promise<CustomerBalance | null> {
  let query = db
    .selectFrom('accounts')
    .select(['account_id', 'kind', 'balance'])
    .where('user_id', '=', userId)
    .where('kind', 'in', ['CUSTOMER_MAIN', 'CUSTOMER_EXPOSURE'])
    .orderBy('account_id');
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  // Stryker disable next-line ConditionalExpression: MAIN is the first row in id order (ensureCustomerAccounts inserts MAIN, then EXPOSURE, in one statement)
  const main = rows.find((r) => r.kind === 'CUSTOMER_MAIN');
  const exposure = rows.find((r) => r.kind === 'CUSTOMER_EXPOSURE');
  // Stryker disable next-line LogicalOperator: a customer has both accounts or neither (ensureCustomerAccounts inserts both in one statement)
  if (!main || !exposure) return null;
  return { mainId: main.account_id, exposureId: exposure.account_id, main: main.balance, exposure: exposure.balance };
}
