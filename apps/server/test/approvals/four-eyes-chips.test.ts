import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { HierarchyWorld, type Member } from '../hierarchy/hierarchy-world.ts';

describe.each(testDialects())('four eyes on chips and credit on %s', (dialect) => {
  let h: HierarchyWorld;
  let master: Member, agent: Member, sibling: Member, customer: Member, otherAdmin: Member, thirdAdmin: Member;
  beforeAll(async () => {
    h = await HierarchyWorld.create(dialect);
    otherAdmin = await h.create(h.admin, 'admin');
    thirdAdmin = await h.create(h.admin, 'admin');
    master = await h.create(h.admin, 'master', { partnership: 90 });
    agent = await h.create(master, 'agent', { partnership: 50 });
    sibling = await h.create(master, 'agent', { partnership: 50 });
    customer = await h.create(agent, 'customer');
    // Threshold ₹1,000: chips and credits strictly above it wait for a second operator.
    expect(await h.as(h.admin, 'admin/settings/update', { four_eyes_credit_threshold: 1000 })).toMatchObject({
      status: true,
      data: { four_eyes_credit_threshold: 1000, four_eyes_rollback: '1' },
    });
  });
  afterAll(async () => h?.close());

  const decide = (who: Member, approvalId: number, decision = 'APPROVE') =>
    h.as(who, 'admin/approval/decide', { approval_id: approvalId, decision, password: who.password });

  it('keeps the rules out of the public setting and carries them over other updates', async () => {
    const open = await h.w.ctx.app.inject({ method: 'GET', url: '/api/globalSetting/getGlobalSetting' });
    expect(open.json().data).not.toHaveProperty('four_eyes_credit_threshold');
    expect(await h.as(h.admin, 'admin/settings/update', { site_title: 'Exchange' })).toMatchObject({
      data: { four_eyes_credit_threshold: 1000, four_eyes_rollback: '1' },
    });
  });

  it('a deposit up to the threshold goes through; one above it waits until another operator approves', async () => {
    expect(await h.chips(h.admin, master, 'D', 1000)).toMatchObject({ status: true, data: { child_balance: 1000 } });
    const rows = await h.ledgerRows();
    const held = await h.chips(h.admin, master, 'D', 5000);
    expect(held).toMatchObject({ status: true, data: { status: 'PENDING', approval_id: expect.any(Number) } });
    expect([await h.main(master), await h.ledgerRows()]).toEqual([100_000, rows]);
    expect(await decide(h.admin, held.data.approval_id)).toMatchObject({ status: false, code: 'SAME_OPERATOR' });
    expect(await decide(otherAdmin, held.data.approval_id)).toMatchObject({
      status: true,
      data: { status: 'APPROVED', result: { child_balance: 6000 } },
    });
    expect([await h.main(master), await h.ledgerRows()]).toEqual([600_000, rows + 2]);
    await h.expectAuditClean();
  });

  it("a master's chips to its agent wait for an operator above with the agent in its downline", async () => {
    const held = await h.chips(master, agent, 'D', 2000);
    expect(held).toMatchObject({ status: true, data: { status: 'PENDING' } });
    // The master's own agent sibling has no authority over it; the receiving agent is not above itself.
    expect((await decide(sibling, held.data.approval_id)).statusCode).toBe(403);
    expect((await decide(agent, held.data.approval_id)).statusCode).toBe(403);
    const seen = await h.as(master, 'admin/approval/list', { page: 1 });
    expect(seen.data.data.map((r: { approval_id: number }) => r.approval_id)).toContain(held.data.approval_id);
    expect((await h.as(sibling, 'admin/approval/list', { page: 1 })).data.data).toEqual([]);
    expect(await h.main(agent)).toBe(0);
    expect(await decide(h.admin, held.data.approval_id)).toMatchObject({ status: true, data: { status: 'APPROVED' } });
    expect([await h.main(master), await h.main(agent)]).toEqual([400_000, 200_000]);
  });

  it('an approved move the balance no longer covers is refused and closed as FAILED, nothing moved', async () => {
    const held = await h.chips(agent, customer, 'D', 1500);
    expect(held).toMatchObject({ data: { status: 'PENDING' } });
    expect(await h.chips(agent, customer, 'D', 900)).toMatchObject({ status: true });
    expect(await h.chips(agent, customer, 'D', 900)).toMatchObject({ status: true });
    const rows = await h.ledgerRows();
    expect(await decide(master, held.data.approval_id)).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await h.ledgerRows()).toBe(rows);
    const listed = await h.as(master, 'admin/approval/list', { status: 'FAILED' });
    expect(listed.data.data[0]).toMatchObject({
      approval_id: held.data.approval_id,
      result_code: 'INSUFFICIENT_FUNDS',
      can_approve: false,
    });
  });

  it('a withdraw above the threshold and a house credit above it wait too', async () => {
    const withdraw = await h.chips(master, agent, 'W', 1500);
    expect(withdraw).toMatchObject({ data: { status: 'PENDING' } });
    expect(await decide(h.admin, withdraw.data.approval_id, 'REJECT')).toMatchObject({ status: true, data: { status: 'REJECTED' } });
    expect(await h.main(agent)).toBe(20_000);
    const credit = await h.as(h.admin, 'admin/wallet/credit', { user_id: customer.userId, amount: 2500, remark: 'bonus' });
    expect(credit).toMatchObject({ status: true, data: { status: 'PENDING' } });
    // A credit is the house's money: only an admin approves it, whoever has the customer in its downline.
    expect((await decide(master, credit.data.approval_id)).statusCode).toBe(403);
    expect(await decide(otherAdmin, credit.data.approval_id)).toMatchObject({
      data: { status: 'APPROVED', result: { available_balance: 4300 } },
    });
    expect(await h.as(h.admin, 'admin/wallet/credit', { user_id: customer.userId, amount: 10, remark: 'small' })).toMatchObject({
      data: { available_balance: 4310 },
    });
    await h.expectAuditClean();
  });

  it('two approvers at once move the chips exactly once', async () => {
    const held = await h.chips(h.admin, master, 'D', 3000);
    const rows = await h.ledgerRows();
    const before = await h.main(master);
    const answers = await Promise.all([decide(otherAdmin, held.data.approval_id), decide(thirdAdmin, held.data.approval_id)]);
    expect(answers.filter((a) => a.status === true)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 'ALREADY_DECIDED')).toHaveLength(1);
    expect([await h.main(master), await h.ledgerRows()]).toEqual([before + 300_000, rows + 2]);
  });
});
