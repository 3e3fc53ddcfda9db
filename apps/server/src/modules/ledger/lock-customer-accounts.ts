import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { customerBalance, type CustomerBalance } from './customer-balance.ts';
import { HOUSE_ACCOUNT_IDS } from './house-accounts.ts';

/**
 * For an instant game's transaction (a spin, a virtual bet): on PostgreSQL the row locks of HOUSE
 * and the customer's accounts in account id order (the money core's order, so no deadlock with a
 * batch), held to the commit, so one customer's bets run one at a time and a client_ref look-up
 * and a balance check stay true. SQLite serialises writers itself. Answers the balance.
 */
export async function lockCustomerAccounts(trx: Transaction<Database>, dialect: DialectName, userId: number): Promise<CustomerBalance> {
  if (dialect === 'postgres') await lockAccountRows(trx, userId);
  return (await customerBalance(trx, userId))!;
}

/** PostgreSQL only: the row locks of HOUSE and the customer's accounts, in account id order (lockCustomerAccounts without the balance read). */
export async function lockAccountRows(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .selectFrom('accounts')
    .select('account_id')
    .where((eb) => eb.or([eb('account_id', '=', HOUSE_ACCOUNT_IDS.HOUSE), eb('user_id', '=', userId)]))
    .orderBy('account_id')
    .forUpdate()
    .execute();
}

/** A change of the customer's MAIN against HOUSE, as a ledger pair. */
export function mainAgainstHouse(mainId: number, change: number) {
  return [
    { accountId: mainId, amount: change },
    { accountId: HOUSE_ACCOUNT_IDS.HOUSE, amount: -change },
  ];
}
