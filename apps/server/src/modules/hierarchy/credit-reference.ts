import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';

/** Sets a user's credit reference (paise) and records the change, and `onSet` (the operator audit's row), in the same transaction. */
export function setCreditReference(
  database: AppDatabase,
  userId: number,
  paise: number,
  changedBy: number,
  onSet: (trx: Kysely<Database>) => Promise<void> = async () => {},
): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('users').select('credit_reference').where('user_id', '=', userId);
    // Two operators editing at once each record the value they replaced. NO KEY: bets' foreign
    // keys take KEY SHARE on the user row and must not wait for this.
    if (database.dialect === 'postgres') query = query.forNoKeyUpdate();
    const before = await query.executeTakeFirstOrThrow();
    await trx.updateTable('users').set({ credit_reference: paise }).where('user_id', '=', userId).execute();
    await trx
      .insertInto('credit_reference_history')
      .values({
        user_id: userId,
        old_value: Number(before.credit_reference),
        new_value: paise,
        changed_by: changedBy,
        created_at: Date.now(),
      })
      .execute();
    await onSet(trx);
  });
}

/** The changes of a user's credit reference, newest first, with who made them. */
export function creditReferenceChanges(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('credit_reference_history')
    .innerJoin('users', 'users.user_id', 'credit_reference_history.changed_by')
    .select([
      'credit_reference_history.old_value',
      'credit_reference_history.new_value',
      'credit_reference_history.created_at',
      'users.user_name',
    ])
    .where('credit_reference_history.user_id', '=', userId)
    .orderBy('credit_reference_history.change_id', 'desc')
    .limit(200)
    .execute();
}
