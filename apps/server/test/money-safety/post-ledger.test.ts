import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNT_IDS } from '../../src/modules/ledger/house-accounts.ts';
import { postLedger } from '../../src/modules/ledger/post-ledger.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

describe.each(testDialects())('ledger postings on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  const ref = { kind: 'TEST', refType: 'test', refId: null, remark: null, now: 1 };
  const rowsOf = (txnId: string) =>
    w.ctx.database.db
      .selectFrom('ledger_entries')
      .select(['account_id', 'amount'])
      .where('txn_id', '=', txnId)
      .orderBy('account_id')
      .execute();
  const balanceOf = async (accountId: number) =>
    (await w.ctx.database.db.selectFrom('accounts').select('balance').where('account_id', '=', accountId).executeTakeFirstOrThrow())
      .balance;

  it('refuses a posting that does not sum to zero and writes nothing', async () => {
    const before = await balanceOf(HOUSE_ACCOUNT_IDS.FUNDING);
    await expect(
      w.ctx.database.db.transaction().execute((trx) =>
        postLedger(
          trx,
          [
            { accountId: HOUSE_ACCOUNT_IDS.FUNDING, amount: 100 },
            { accountId: HOUSE_ACCOUNT_IDS.HOUSE, amount: -99 },
          ],
          ref,
        ),
      ),
    ).rejects.toThrow('unbalanced ledger transaction');
    expect(await balanceOf(HOUSE_ACCOUNT_IDS.FUNDING)).toBe(before);
  });

  it('writes only the accounts that move, and moves their balances by the amounts', async () => {
    const funding = await balanceOf(HOUSE_ACCOUNT_IDS.FUNDING);
    const house = await balanceOf(HOUSE_ACCOUNT_IDS.HOUSE);
    const txnId = await w.ctx.database.db.transaction().execute((trx) =>
      postLedger(
        trx,
        [
          { accountId: HOUSE_ACCOUNT_IDS.HOUSE, amount: -250 },
          { accountId: HOUSE_ACCOUNT_IDS.COMMISSION, amount: 0 },
          { accountId: HOUSE_ACCOUNT_IDS.FUNDING, amount: 250 },
        ],
        ref,
      ),
    );
    expect(await rowsOf(txnId)).toEqual([
      { account_id: HOUSE_ACCOUNT_IDS.HOUSE, amount: -250 },
      { account_id: HOUSE_ACCOUNT_IDS.FUNDING, amount: 250 },
    ]);
    expect([await balanceOf(HOUSE_ACCOUNT_IDS.HOUSE), await balanceOf(HOUSE_ACCOUNT_IDS.FUNDING)]).toEqual([house - 250, funding + 250]);
    const nothing = await w.ctx.database.db
      .transaction()
      .execute((trx) => postLedger(trx, [{ accountId: HOUSE_ACCOUNT_IDS.HOUSE, amount: 0 }], ref));
    expect(nothing).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowsOf(nothing)).toEqual([]);
    const back = await w.ctx.database.db.transaction().execute((trx) =>
      postLedger(
        trx,
        [
          { accountId: HOUSE_ACCOUNT_IDS.HOUSE, amount: 250 },
          { accountId: HOUSE_ACCOUNT_IDS.FUNDING, amount: -250 },
        ],
        ref,
      ),
    );
    expect(back).not.toBe(txnId);
    await w.expectAuditClean();
  });
});
