import type { AppDatabase } from '../apps/server/src/db/create-database.ts';

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

/**
 * The baseline: each settled bet paid in a transaction of its own (its ledger pair, both
 * balances and the bet row), as a settlement without the batch would.
 */
export async function settlePerBet(database: AppDatabase, matchId: number): Promise<number> {
  const bets = await database.db.selectFrom('bets').select(['bet_id', 'user_id', 'pnl']).where('match_id', '=', matchId).execute();
  const accounts = await database.db.selectFrom('accounts').select(['account_id', 'user_id']).where('kind', '=', 'CUSTOMER_MAIN').execute();
  const main = new Map(accounts.map((a) => [Number(a.user_id), Number(a.account_id)]));
  const started = process.hrtime.bigint();
  for (const b of bets) {
    // The bench's own pair (the customer's P&L again, and the house's opposite): the cost is the same as the real one's.
    const amount = Number(b.pnl) || 1;
    await database.db.transaction().execute(async (trx) => {
      const row = { txn_id: `bench-${b.bet_id}`, kind: 'BENCH', ref_type: 'bet', ref_id: b.bet_id, remark: null, created_at: Date.now() };
      await trx
        .insertInto('ledger_entries')
        .values([
          { ...row, account_id: main.get(Number(b.user_id))!, amount },
          { ...row, account_id: 1, amount: -amount },
        ])
        .execute();
      await trx
        .updateTable('accounts')
        .set({ balance: (eb) => eb('balance', '+', 0) })
        .where('account_id', '=', main.get(Number(b.user_id))!)
        .execute();
      await trx
        .updateTable('accounts')
        .set({ balance: (eb) => eb('balance', '+', 0) })
        .where('account_id', '=', 1)
        .execute();
      await trx.updateTable('bets').set({ updated_at: Date.now() }).where('bet_id', '=', b.bet_id).execute();
    });
  }
  return seconds(started);
}
