import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { addCustomer, adminToken, call, get, setPaymentGateway } from './payments-fixtures.ts';

const deposit = (amount: number, reference = 'UTR123456') => ({ type: 'DEPOSIT', amount, reference });
const withdraw = (amount: number) => ({
  type: 'WITHDRAW',
  amount,
  account_holder: 'Asha Rao',
  account_number: '123456789012',
  ifsc: 'sbin0001234',
  bank_name: 'State Bank of India',
});

describe.each(testDialects())('payment requests on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  const balance = async (token: string) => Number((await get(ctx, token, 'user/getUserBalance')).body.data.total_balance);
  const credit = (userId: number, amount: number) =>
    call(ctx, admin, 'admin/wallet/credit', { user_id: userId, amount, remark: 'test funding' });

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    admin = await adminToken(ctx);
    await setPaymentGateway(ctx, true);
  });
  afterAll(async () => ctx?.close());

  it('rejects malformed requests with 400 naming the field', async () => {
    const { token } = await addCustomer(ctx);
    for (const body of [
      deposit(-5),
      deposit(10.001),
      deposit(100, 'x'),
      { ...withdraw(100), ifsc: 'BAD' },
      { ...withdraw(100), account_number: '12ab' },
      { type: 'GIFT', amount: 5 },
    ]) {
      const res = await call(ctx, token, 'payment/createRequest', body);
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('answers PAYMENTS_DISABLED while the gateway is off, and for users who are not signup users with a parent', async () => {
    const signup = await addCustomer(ctx);
    await setPaymentGateway(ctx, false);
    expect((await call(ctx, signup.token, 'payment/createRequest', deposit(100))).body).toMatchObject({
      status: false,
      code: 'PAYMENTS_DISABLED',
    });
    await setPaymentGateway(ctx, true);
    for (const other of [await addCustomer(ctx, { signup: false }), await addCustomer(ctx, { parent: false })]) {
      expect((await call(ctx, other.token, 'payment/createRequest', deposit(100))).body).toMatchObject({
        status: false,
        code: 'PAYMENTS_DISABLED',
      });
    }
    expect((await call(ctx, admin, 'payment/createRequest', deposit(100))).code).toBe(403);
  });

  it('records a deposit request as pending and lists it only to its owner', async () => {
    const owner = await addCustomer(ctx);
    const stranger = await addCustomer(ctx);
    const created = await call(ctx, owner.token, 'payment/createRequest', deposit(250.5));
    expect(created.body).toMatchObject({
      status: true,
      data: { type: 'DEPOSIT', amount: 250.5, status: 'PENDING', reference: 'UTR123456' },
    });
    const mine = await call(ctx, owner.token, 'payment/getRequests', { page: 1 });
    expect(mine.body.data.total.total_count).toBe(1);
    expect(mine.body.data.data[0].request_id).toBe(created.body.data.request_id);
    const theirs = await call(ctx, stranger.token, 'payment/getRequests', { page: 1 });
    expect(theirs.body.data).toMatchObject({ data: [], total: { total_count: 0 } });
  });

  it('refuses a withdrawal over the balance, counting pending withdrawals', async () => {
    const c = await addCustomer(ctx);
    expect((await call(ctx, c.token, 'payment/createRequest', withdraw(1))).body).toMatchObject({
      status: false,
      code: 'INSUFFICIENT_FUNDS',
    });
    await credit(c.userId, 1000);
    const first = await call(ctx, c.token, 'payment/createRequest', withdraw(600));
    expect(first.body).toMatchObject({ status: true, data: { status: 'PENDING', ifsc: 'SBIN0001234' } });
    expect((await call(ctx, c.token, 'payment/createRequest', withdraw(600))).body).toMatchObject({
      status: false,
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await balance(c.token)).toBe(1000);
  });

  it('approving a deposit credits the ledger exactly once', async () => {
    const c = await addCustomer(ctx);
    const req = (await call(ctx, c.token, 'payment/createRequest', deposit(500))).body.data;
    const approved = await call(ctx, admin, 'admin/payment/decide', { request_id: req.request_id, approve: true, remark: 'seen in bank' });
    expect(approved.body).toMatchObject({ status: true, data: { status: 'APPROVED', remark: 'seen in bank' } });
    expect(await balance(c.token)).toBe(500);
    const again = await call(ctx, admin, 'admin/payment/decide', { request_id: req.request_id, approve: true, remark: '' });
    expect(again.body).toMatchObject({ status: false, code: 'ALREADY_DECIDED' });
    expect(await balance(c.token)).toBe(500);
  });

  it('approving a withdrawal debits the balance', async () => {
    const c = await addCustomer(ctx);
    await credit(c.userId, 800);
    const req = (await call(ctx, c.token, 'payment/createRequest', withdraw(300))).body.data;
    expect((await call(ctx, admin, 'admin/payment/decide', { request_id: req.request_id, approve: '1', remark: 'paid' })).body.status).toBe(
      true,
    );
    expect(await balance(c.token)).toBe(500);
  });

  it('refuses to approve a withdrawal the balance no longer covers, leaving it pending and the ledger untouched', async () => {
    const c = await addCustomer(ctx);
    await credit(c.userId, 800);
    const req = (await call(ctx, c.token, 'payment/createRequest', withdraw(500))).body.data;
    await call(ctx, admin, 'admin/wallet/debit', { user_id: c.userId, amount: 400, remark: 'correction' });
    const refused = await call(ctx, admin, 'admin/payment/decide', { request_id: req.request_id, approve: true, remark: '' });
    expect(refused.body).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect(refused.body.message).toContain('400.00');
    expect(await balance(c.token)).toBe(400);
    const rows = await ctx.database.db
      .selectFrom('ledger_entries')
      .select(['kind', 'ref_type'])
      .where('ref_id', '=', req.request_id)
      .where('ref_type', '=', 'payment_request')
      .execute();
    expect(rows).toEqual([]);
    const listed = await call(ctx, c.token, 'payment/getRequests', { page: 1 });
    expect(listed.body.data.data[0]).toMatchObject({ request_id: req.request_id, status: 'PENDING' });
  });

  it('books an approval as one ledger transaction against FUNDING, referring to the request', async () => {
    const c = await addCustomer(ctx);
    const req = (await call(ctx, c.token, 'payment/createRequest', deposit(250))).body.data;
    await call(ctx, admin, 'admin/payment/decide', { request_id: req.request_id, approve: true, remark: '' });
    const rows = await ctx.database.db
      .selectFrom('ledger_entries')
      .select(['txn_id', 'account_id', 'amount', 'kind', 'remark'])
      .where('ref_type', '=', 'payment_request')
      .where('ref_id', '=', req.request_id)
      .orderBy('amount')
      .execute();
    expect(rows.map((r) => [Number(r.amount), r.kind, r.remark])).toEqual([
      [-25000, 'DEPOSIT', `Deposit request #${req.request_id}`],
      [25000, 'DEPOSIT', `Deposit request #${req.request_id}`],
    ]);
    expect(rows[0]!.txn_id).toBe(rows[1]!.txn_id);
    expect(rows[0]!.account_id).toBe(3);
  });

  it('rejecting a request changes no balance', async () => {
    const c = await addCustomer(ctx);
    const req = (await call(ctx, c.token, 'payment/createRequest', deposit(400))).body.data;
    const rejected = await call(ctx, admin, 'admin/payment/decide', {
      request_id: req.request_id,
      approve: false,
      remark: 'no such transfer',
    });
    expect(rejected.body).toMatchObject({ status: true, data: { status: 'REJECTED' } });
    expect(await balance(c.token)).toBe(0);
  });

  it('lets only the operator list and decide, filtered by status', async () => {
    const c = await addCustomer(ctx);
    await call(ctx, c.token, 'payment/createRequest', deposit(50));
    expect((await call(ctx, c.token, 'admin/payment/list', {})).code).toBe(403);
    expect((await call(ctx, c.token, 'admin/payment/decide', { request_id: 1, approve: true, remark: '' })).code).toBe(403);
    const pending = await call(ctx, admin, 'admin/payment/list', { status: 'PENDING' });
    expect(pending.body.data.data.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
    expect(pending.body.data.data.some((r: { user_id: number }) => r.user_id === c.userId)).toBe(true);
    expect((await call(ctx, admin, 'admin/payment/decide', { request_id: 999999, approve: true, remark: '' })).body).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses a deposit that would pass the 24-hour deposit limit, counting pending deposits', async () => {
    const c = await addCustomer(ctx);
    await call(ctx, c.token, 'responsibleGaming/setLimits', { deposit_limit_day: 1000 });
    expect((await call(ctx, c.token, 'payment/createRequest', deposit(700))).body.status).toBe(true);
    const over = await call(ctx, c.token, 'payment/createRequest', deposit(301));
    expect(over.body).toMatchObject({ status: false, code: 'DEPOSIT_LIMIT' });
    expect(over.body.message).toContain('300.00');
    expect((await call(ctx, c.token, 'payment/createRequest', deposit(300))).body.status).toBe(true);
  });
});
