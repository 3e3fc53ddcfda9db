import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/** A user's CUSTOMER_MAIN account: its id and its balance in paise, as committed. */
export async function customerMainAccount(db: Kysely<Database>, userId: number): Promise<{ accountId: number; balance: number }> {
  const row = await db
    .selectFrom('accounts')
    .select(['account_id', 'balance'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'CUSTOMER_MAIN')
    .executeTakeFirstOrThrow();
  return { accountId: Number(row.account_id), balance: Number(row.balance) };
}
