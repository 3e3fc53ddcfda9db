import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNT_IDS } from '../../src/modules/ledger/house-accounts.ts';
import { postLedgerTransactions, type Posting } from '../../src/modules/ledger/post-ledger.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

const { HOUSE, COMMISSION, FUNDING } = HOUSE_ACCOUNT_IDS;

describe.each(testDialects())('several ledger transactions in one posting on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  const db = () => w.ctx.database.db;
  /** Posts TEST_A and TEST_B in one call. */
  const post = (a: Posting[], b: Posting[]) =>
    db()
      .transaction()
      .execute((trx) =>
        postLedgerTransactions(
          trx,
          [a, b].map((postings, i) => ({ kind: `TEST_${'AB'[i]}`, refType: 'test', refId: null, remark: null, now: 1, postings })),
        ),
      );
  const balances = async () =>
    Object.fromEntries(
      (
        await db()
          .selectFrom('accounts')
          .select(['account_id', 'balance'])
          .where('account_id', 'in', [HOUSE, COMMISSION, FUNDING])
          .execute()
      ).map((a) => [a.account_id, a.balance]),
    );
  const entryCount = async () =>
    Number(
      (
        await db()
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('writes each transaction balanced under its own txn_id and moves every balance by its net', async () => {
    const before = await balances();
    const txnIds = await post(
      [
        { accountId: HOUSE, amount: -700 },
        { accountId: FUNDING, amount: 700 },
      ],
      [
        { accountId: FUNDING, amount: -700 },
        { accountId: COMMISSION, amount: 0 },
        { accountId: HOUSE, amount: 400 },
        { accountId: COMMISSION, amount: 300 },
      ],
    );
    expect(txnIds).toHaveLength(2);
    expect(txnIds[0]).not.toBe(txnIds[1]);
    const rows = await db()
      .selectFrom('ledger_entries')
      .select(['txn_id', 'account_id', 'amount', 'kind'])
      .where('txn_id', 'in', txnIds)
      .orderBy('entry_id')
      .execute();
    expect(rows).toEqual([
      { txn_id: txnIds[0], account_id: HOUSE, amount: -700, kind: 'TEST_A' },
      { txn_id: txnIds[0], account_id: FUNDING, amount: 700, kind: 'TEST_A' },
      { txn_id: txnIds[1], account_id: FUNDING, amount: -700, kind: 'TEST_B' },
      { txn_id: txnIds[1], account_id: HOUSE, amount: 400, kind: 'TEST_B' },
      { txn_id: txnIds[1], account_id: COMMISSION, amount: 300, kind: 'TEST_B' },
    ]);
    // FUNDING's net is zero; HOUSE and COMMISSION move by theirs over both transactions.
    expect(await balances()).toEqual({ ...before, [HOUSE]: before[HOUSE]! - 300, [COMMISSION]: before[COMMISSION]! + 300 });
    await w.expectAuditClean();
  });

  it('throws on one unbalanced transaction among several and writes nothing', async () => {
    const before = await balances();
    const entries = await entryCount();
    await expect(
      post(
        [
          { accountId: HOUSE, amount: -100 },
          { accountId: FUNDING, amount: 100 },
        ],
        [
          { accountId: HOUSE, amount: 100 },
          { accountId: COMMISSION, amount: -99 },
        ],
      ),
    ).rejects.toThrow('unbalanced ledger transaction');
    expect(await balances()).toEqual(before);
    expect(await entryCount()).toBe(entries);
  });
});
