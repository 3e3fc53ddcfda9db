import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

// Migration 0005's CHECK keeps an EXPOSURE account from going below zero; the audit does not take
// the database's word for it. Here the check is off (a copy restored without its constraints)
// and a balanced forgery takes an EXPOSURE account below zero: the audit must say so.
describe.each(testDialects())('the audit of an EXPOSURE account below zero on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  const CHECK = 'accounts_exposure_not_negative';

  async function setCheck(on: boolean): Promise<void> {
    const { database } = w.ctx;
    if (database.sqlite) database.sqlite.pragma(`ignore_check_constraints = ${on ? 'OFF' : 'ON'}`);
    else if (on)
      await sql
        .raw(`ALTER TABLE accounts ADD CONSTRAINT ${CHECK} CHECK (kind <> 'CUSTOMER_EXPOSURE' OR balance >= 0)`)
        .execute(database.db);
    else await sql.raw(`ALTER TABLE accounts DROP CONSTRAINT ${CHECK}`).execute(database.db);
  }

  it('reports NEGATIVE_EXPOSURE beside EXPOSURE_HELD, and nothing once it is undone', async () => {
    const c = await w.customer(100);
    const db = w.ctx.database.db;
    const accountOf = async (kind: 'CUSTOMER_MAIN' | 'CUSTOMER_EXPOSURE') =>
      Number(
        (
          await db
            .selectFrom('accounts')
            .select('account_id')
            .where('user_id', '=', c.userId)
            .where('kind', '=', kind)
            .executeTakeFirstOrThrow()
        ).account_id,
      );
    const main = await accountOf('CUSTOMER_MAIN');
    const exposure = await accountOf('CUSTOMER_EXPOSURE');
    const post = async (txn: string, rows: [account: number, amount: number][]) => {
      const row = { txn_id: txn, kind: 'FORGED', ref_type: null, ref_id: null, remark: null, created_at: Date.now() };
      await db
        .insertInto('ledger_entries')
        .values(rows.map(([account_id, amount]) => ({ ...row, account_id, amount })))
        .execute();
      for (const [account, amount] of rows)
        await sql`UPDATE accounts SET balance = balance + ${amount} WHERE account_id = ${account}`.execute(db);
    };
    await setCheck(false);
    try {
      await post('forged-release', [
        [main, 300],
        [exposure, -300],
      ]);
      expect((await w.admin('admin/audit/ledger')).differences).toEqual([
        { kind: 'EXPOSURE_HELD', account_id: exposure, txn_id: null, expected: 0, actual: -300 },
        { kind: 'NEGATIVE_EXPOSURE', account_id: exposure, txn_id: null, expected: 0, actual: -300 },
      ]);
      await post('forged-undo', [
        [main, -300],
        [exposure, 300],
      ]);
    } finally {
      await setCheck(true);
    }
    await w.expectAuditClean();
  });
});
