import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const known = new WeakMap<Kysely<Database>, Set<number>>();

/** Creates a customer's MAIN and EXPOSURE accounts if missing (idempotent, any process). */
export async function ensureCustomerAccounts(db: Kysely<Database>, userId: number): Promise<void> {
  let seen = known.get(db);
  if (!seen) known.set(db, (seen = new Set()));
  if (seen.has(userId)) return;
  await db
    .insertInto('accounts')
    .values([
      { user_id: userId, kind: 'CUSTOMER_MAIN', balance: 0 },
      { user_id: userId, kind: 'CUSTOMER_EXPOSURE', balance: 0 },
    ])
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
  seen.add(userId);
}
