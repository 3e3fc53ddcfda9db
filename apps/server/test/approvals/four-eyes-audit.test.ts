import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAsSecondAdmin } from '../helpers/approved-by-second-admin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { HierarchyWorld, type Member } from '../hierarchy/hierarchy-world.ts';

interface Row {
  action_id: number;
  action: string;
  actor_name: string;
  target_type: string | null;
  target_id: number | null;
  request: Record<string, unknown>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  linked_action_id: number | null;
}

describe.each(testDialects())('four eyes in the operator audit on %s', (dialect) => {
  let h: HierarchyWorld;
  let master: Member;
  beforeAll(async () => {
    h = await HierarchyWorld.create(dialect);
    master = await h.create(h.admin, 'master', { partnership: 90 });
    // Chips above ₹1,000 and every rollback wait for a second operator.
    expect(await h.as(h.admin, 'admin/settings/update', { four_eyes_credit_threshold: 1000 })).toMatchObject({ status: true });
  });
  afterAll(async () => h?.close());

  /** The audit rows on one target, newest first, as the console's filter finds them. */
  async function rowsOn(targetType: string, targetId: number): Promise<Row[]> {
    const out = await h.as(h.admin, 'admin/audit/actions', { target_type: targetType, target_id: targetId, limit: 100 });
    expect(out, out.message).toMatchObject({ status: true });
    return out.data.data;
  }

  /** A market with a declared result (no bets: the rollback moves no money, only the market). */
  async function settledMarket(): Promise<number> {
    const { marketId, sel } = await h.w.market(await h.w.match(), ['A', 'B']);
    await h.w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
    return marketId;
  }

  /** The filing row and the decision row on a target: the decision by admin_two, linking the filing. */
  function expectDecision(rows: Row[], filedBy: string, filedAction: string): { filed: Row; decided: Row } {
    const filed = rows.find((r) => r.action === filedAction)!;
    const decided = rows.find((r) => r.action === 'admin/approval/decide')!;
    expect(filed, `no ${filedAction} row`).toMatchObject({ actor_name: filedBy, linked_action_id: null });
    expect(decided, 'no decision row').toMatchObject({
      actor_name: 'admin_two',
      target_type: filed.target_type,
      target_id: filed.target_id,
      linked_action_id: filed.action_id,
    });
    expect(decided.request).not.toHaveProperty('password');
    return { filed, decided };
  }

  it('the approval of a held rollback is the approver’s row on the market, with its before and after', async () => {
    const marketId = await settledMarket();
    const filed = await h.w.admin('admin/market/rollback', { market_id: marketId });
    expect(await approveAsSecondAdmin(h.w, filed.approval_id)).toMatchObject({ status: true, data: { status: 'APPROVED' } });
    const { decided } = expectDecision(await rowsOn('market', marketId), 'admin', 'admin/market/rollback');
    expect(decided.request).toEqual({ approval_id: filed.approval_id, decision: 'APPROVE' });
    expect(decided.before).toMatchObject({ market_id: marketId, status: 'CLOSED' });
    expect(decided.before!.result_json).not.toBeNull();
    expect(decided.after).toMatchObject({ market_id: marketId, status: 'OPEN', result_json: null });
  });

  it('the rejection of a held rollback is the approver’s row on the market, the market unchanged', async () => {
    const marketId = await settledMarket();
    const filed = await h.w.admin('admin/market/rollback', { market_id: marketId });
    expect(await approveAsSecondAdmin(h.w, filed.approval_id, 'REJECT')).toMatchObject({ data: { status: 'REJECTED' } });
    const { decided } = expectDecision(await rowsOn('market', marketId), 'admin', 'admin/market/rollback');
    expect(decided.request).toEqual({ approval_id: filed.approval_id, decision: 'REJECT' });
    expect(decided.before).toMatchObject({ status: 'CLOSED' });
    expect(decided.after).toEqual(decided.before);
  });

  it('the approval of held chips is the approver’s row on the user, its balance before and after', async () => {
    const held = await h.chips(h.admin, master, 'D', 5000);
    expect(held).toMatchObject({ data: { status: 'PENDING' } });
    expect(await approveAsSecondAdmin(h.w, held.data.approval_id)).toMatchObject({ data: { status: 'APPROVED' } });
    const rows = await rowsOn('user', master.userId);
    const { decided } = expectDecision(rows, 'admin', 'admin/user/chips');
    expect(Number(decided.after!.balance) - Number(decided.before!.balance)).toBe(5000);
    expect(decided.after).toMatchObject({ user_id: master.userId, balance: (await h.main(master)) / 100 });
    // The user filter (actor or target) finds it too, for the operators above the user.
    const byUser = await h.as(h.admin, 'admin/audit/actions', { user_id: master.userId, action: 'admin/approval/decide' });
    expect(byUser.data.data.map((r: Row) => r.action_id)).toContain(decided.action_id);
  });

  it('the rejection of held chips is the approver’s row on the user, the balance unchanged', async () => {
    const balance = (await h.main(master)) / 100;
    const held = await h.chips(h.admin, master, 'W', 2000);
    expect(await approveAsSecondAdmin(h.w, held.data.approval_id, 'REJECT')).toMatchObject({ data: { status: 'REJECTED' } });
    const rows = await rowsOn('user', master.userId);
    const filed = rows.find((r) => r.action === 'admin/user/chips' && r.request.type === 'W')!;
    const decided = rows.find((r) => r.linked_action_id === filed.action_id)!;
    expect(decided).toMatchObject({ action: 'admin/approval/decide', actor_name: 'admin_two', request: { decision: 'REJECT' } });
    expect(decided.before).toMatchObject({ balance });
    expect(decided.after).toEqual(decided.before);
  });
});
