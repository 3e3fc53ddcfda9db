import { paiseToRupees, type BalanceMessage } from '@bx/contract';
import type { Kysely } from 'kysely';
import { chunks } from '../db/chunks.ts';
import type { Database } from '../db/schema.ts';

/**
 * Balance messages, as user/getUserBalance defines them (total = MAIN + EXPOSURE, liability =
 * -EXPOSURE), for the customers named directly or owning one of the accounts.
 */
export async function balanceMessages(
  db: Kysely<Database>,
  userIds: number[],
  accountIds: number[],
): Promise<{ userId: number; message: BalanceMessage }[]> {
  const users = new Set(userIds);
  for (const ids of chunks(accountIds)) {
    const owners = await db
      .selectFrom('accounts')
      .select('user_id')
      .where('account_id', 'in', ids)
      .where('user_id', 'is not', null)
      .execute();
    for (const o of owners) users.add(o.user_id!);
  }
  const money = new Map<number, { main: number; held: number }>();
  for (const ids of chunks([...users])) {
    const rows = await db
      .selectFrom('accounts')
      .select(['user_id', 'kind', 'balance'])
      .where('user_id', 'in', ids)
      .where('kind', 'in', ['CUSTOMER_MAIN', 'CUSTOMER_EXPOSURE'])
      .execute();
    for (const r of rows) {
      const m = money.get(r.user_id!) ?? { main: 0, held: 0 };
      if (r.kind === 'CUSTOMER_MAIN') m.main = Number(r.balance);
      else m.held = Number(r.balance);
      money.set(r.user_id!, m);
    }
  }
  return [...money].map(([userId, m]) => ({
    userId,
    message: { type: 'balance', total_balance: paiseToRupees(m.main + m.held), liability: m.held === 0 ? 0 : -paiseToRupees(m.held) },
  }));
}
