import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approveAsSecondAdmin, approvedBySecondAdmin, secondAdminToken } from '../helpers/approved-by-second-admin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

describe.each(testDialects())('four eyes on rollbacks on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());

  /** A settled market: the backer won 200 on A (net after 5% commission: +190), the layer lost 200. */
  async function settled(): Promise<{ marketId: number; backer: Customer; layer: Customer }> {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const backer = await w.customer(1000);
    const layer = await w.customer(1000);
    await w.bet(layer, matchId, marketId, sel[0]!, false, 3.0, 100);
    await w.bet(backer, matchId, marketId, sel[0]!, true, 3.0, 100);
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
    return { marketId, backer, layer };
  }

  const totals = async (...cs: Customer[]) => Promise.all(cs.map(async (c) => (await w.balance(c)).total_balance));
  const status = async (marketId: number) =>
    (await w.ctx.database.db.selectFrom('markets').select('status').where('market_id', '=', marketId).executeTakeFirstOrThrow()).status;

  it('a rollback stays pending, balances unchanged, until a second operator approves it', async () => {
    const { marketId, backer, layer } = await settled();
    const before = await totals(backer, layer);
    expect(before).toEqual([1190, 800]);
    const filed = await w.call(w.adminToken, 'admin/market/rollback', { market_id: marketId });
    expect(filed).toMatchObject({ status: true, data: { status: 'PENDING', approval_id: expect.any(Number) } });
    expect(filed.message).toMatch(/second operator/);
    // A second click is the same request, not another one.
    const again = await w.admin('admin/market/rollback', { market_id: marketId });
    expect(again.approval_id).toBe(filed.data.approval_id);
    expect(await totals(backer, layer)).toEqual(before);
    expect(await status(marketId)).toBe('CLOSED');

    const list = await w.call(await secondAdminToken(w), 'admin/approval/list', { status: 'PENDING' });
    expect(list.data.settings).toEqual({ four_eyes_credit_threshold: 0, four_eyes_rollback: '1' });
    expect(list.data.data).toEqual([
      expect.objectContaining({
        approval_id: filed.data.approval_id,
        kind: 'MARKET_ROLLBACK',
        market_id: marketId,
        requested_by: 'admin',
        can_approve: true,
      }),
    ]);

    const decided = await approveAsSecondAdmin(w, filed.data.approval_id);
    expect(decided).toMatchObject({ status: true, data: { status: 'APPROVED', result: { market_id: marketId, status: 'OPEN' } } });
    expect(await totals(backer, layer)).toEqual([1000, 1000]);
    expect(await status(marketId)).toBe('OPEN');
    const done = await w.admin('admin/approval/list', { page: 1 });
    expect(done.data.find((r: { approval_id: number }) => r.approval_id === filed.data.approval_id)).toMatchObject({
      status: 'APPROVED',
      decided_by: 'admin_two',
      result_code: 'OK',
      can_approve: false,
    });
  });

  it('the operator who asked can never approve its own request', async () => {
    const { marketId, backer, layer } = await settled();
    const filed = await w.admin('admin/market/rollback', { market_id: marketId });
    const own = await w.call(w.adminToken, 'admin/approval/decide', {
      approval_id: filed.approval_id,
      decision: 'APPROVE',
      password: 'admin1234',
    });
    expect(own).toMatchObject({ status: false, code: 'SAME_OPERATOR' });
    const listed = await w.admin('admin/approval/list', { status: 'PENDING' });
    expect(listed.data.find((r: { approval_id: number }) => r.approval_id === filed.approval_id)).toMatchObject({ can_approve: false });
    expect(await totals(backer, layer)).toEqual([1190, 800]);
    expect(await status(marketId)).toBe('CLOSED');
    // Still pending: the second operator can approve it.
    expect(await approveAsSecondAdmin(w, filed.approval_id)).toMatchObject({ status: true, data: { status: 'APPROVED' } });
  });

  it('a rejected request changes nothing and can no longer be approved', async () => {
    const { marketId, backer, layer } = await settled();
    const filed = await w.admin('admin/market/rollback', { market_id: marketId });
    const wrong = await w.call(await secondAdminToken(w), 'admin/approval/decide', {
      approval_id: filed.approval_id,
      decision: 'APPROVE',
      password: 'not-the-password',
    });
    expect(wrong).toMatchObject({ status: false, code: 'WRONG_PASSWORD' });
    expect(await approveAsSecondAdmin(w, filed.approval_id, 'REJECT')).toMatchObject({
      status: true,
      data: { status: 'REJECTED', result: null },
    });
    expect(await approveAsSecondAdmin(w, filed.approval_id)).toMatchObject({ status: false, code: 'ALREADY_DECIDED' });
    expect(await totals(backer, layer)).toEqual([1190, 800]);
    expect(await status(marketId)).toBe('CLOSED');
  });

  it('two approvers at once run the rollback exactly once', async () => {
    const { marketId, backer, layer } = await settled();
    const filed = await w.admin('admin/market/rollback', { market_id: marketId });
    await w.admin('admin/user/create', { user_name: 'admin_three', password: 'first12345', name: 'Third Admin', role: 'admin' });
    const first = await w.login('admin_three', 'first12345');
    await w.call(first, 'user/changePassword', { master_password: 'first12345', new_password: 'third1234', confirm_password: 'third1234' });
    const third = await w.login('admin_three', 'third1234');
    const rowsBefore = (await w.ledger(backer)).length;
    const answers = await Promise.all([
      approveAsSecondAdmin(w, filed.approval_id),
      w.call(third, 'admin/approval/decide', { approval_id: filed.approval_id, decision: 'APPROVE', password: 'third1234' }),
    ]);
    expect(answers.filter((a) => a.status === true)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 'ALREADY_DECIDED')).toHaveLength(1);
    expect(await totals(backer, layer)).toEqual([1000, 1000]);
    // One reversal of the settlement and commission, one hold of the exposure again: not two.
    const rows = (await w.ledger(backer)).slice(rowsBefore).map((r) => r.kind);
    expect(rows.filter((k) => k === 'ROLLBACK')).toHaveLength(1);
  });

  it('refuses a request for a market with no result, and needs no approval when four eyes is off', async () => {
    const matchId = await w.match();
    const { marketId } = await w.market(matchId, ['A', 'B']);
    expect(await w.call(w.adminToken, 'admin/market/rollback', { market_id: marketId })).toMatchObject({
      status: false,
      code: 'MARKET_NOT_SETTLED',
    });
    await approvedBySecondAdmin(w, 'admin/settings/update', { four_eyes_rollback: '0' });
    try {
      const { marketId: settledId, backer } = await settled();
      expect(await w.admin('admin/market/rollback', { market_id: settledId })).toEqual({ market_id: settledId, status: 'OPEN' });
      expect((await w.balance(backer)).total_balance).toBe(1000);
    } finally {
      await w.admin('admin/settings/update', { four_eyes_rollback: '1' });
    }
  });

  it('a customer or a master cannot list or decide rollbacks', async () => {
    const { marketId } = await settled();
    const filed = await w.admin('admin/market/rollback', { market_id: marketId });
    const c = await w.customer(0);
    expect((await w.call(c.token, 'admin/approval/list', { page: 1 })).status).toBe(false);
    await w.admin('admin/user/create', { user_name: 'master_x', password: 'first12345', name: 'Master', role: 'master' });
    const first = await w.login('master_x', 'first12345');
    await w.call(first, 'user/changePassword', {
      master_password: 'first12345',
      new_password: 'master1234',
      confirm_password: 'master1234',
    });
    const master = await w.login('master_x', 'master1234');
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/admin/approval/decide',
      headers: { authorization: `Bearer ${master}` },
      payload: { approval_id: filed.approval_id, decision: 'APPROVE', password: 'master1234' },
    });
    expect(res.statusCode).toBe(403);
    expect((await w.call(master, 'admin/approval/list', { page: 1 })).data.data).toEqual([]);
    expect(await approveAsSecondAdmin(w, filed.approval_id, 'REJECT')).toMatchObject({ status: true });
  });
});
