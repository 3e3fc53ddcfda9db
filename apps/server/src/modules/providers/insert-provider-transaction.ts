import type { Selectable, Transaction } from 'kysely';
import { RowTemplate } from '../../db/row-template.ts';
import type { Database } from '../../db/schema.ts';

/** A wallet call's row as first kept: not rolled back yet. */
type NewProviderTransaction = Omit<Selectable<Database['provider_transactions']>, 'rollback_status' | 'rollback_balance'>;

const insertQuery = new RowTemplate<NewProviderTransaction, never>(
  ['provider_id', 'transaction_id', 'action', 'user_id', 'round_id', 'game_id', 'amount', 'status', 'balance', 'created_at'],
  (trx, row) => trx.insertInto('provider_transactions').values({ ...row, rollback_status: null, rollback_balance: null }),
);

/** Keeps a wallet call's answer under its transactionId (the key of its exactly-once); compiled once per database, as every moving call writes one. */
export async function insertProviderTransaction(trx: Transaction<Database>, row: NewProviderTransaction): Promise<void> {
  await insertQuery.run(trx, row);
}
