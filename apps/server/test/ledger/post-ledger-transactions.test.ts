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

  it('moves more than four accounts and writes more than four rows, as with fewer (the statements past the compiled shapes)', async () => {
    const customers = await Promise.all([1, 2, 3].map(() => w.customer(0)));
    const mains = await db()
      .selectFrom('accounts')
      .select('account_id')
      .where('kind', '=', 'CUSTOMER_MAIN')
      .where(
        'user_id',
        'in',
        customers.map((c) => c.userId),
      )
      .orderBy('account_id')
      .execute();
    const ids = [HOUSE, COMMISSION, FUNDING, ...mains.map((a) => a.account_id)];
    const balancesOf = async () =>
      (
        await db().selectFrom('accounts').select(['account_id', 'balance']).where('account_id', 'in', ids).orderBy('account_id').execute()
      ).map((a) => a.balance);
    const before = await balancesOf();
    const amounts = [-600, 100, 100, 100, 150, 150];
    const [txnId] = await post(
      ids.map((accountId, i) => ({ accountId, amount: amounts[i]! })),
      [],
    );
    const rows = await db()
      .selectFrom('ledger_entries')
      .select(['account_id', 'amount'])
      .where('txn_id', '=', txnId!)
      .orderBy('account_id')
      .execute();
    expect(rows).toEqual(ids.map((account_id, i) => ({ account_id, amount: amounts[i] })));
    expect(await balancesOf()).toEqual(before.map((b, i) => b + amounts[i]!));
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
