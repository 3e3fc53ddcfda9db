import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { HierarchyWorld, type Member } from './hierarchy-world.ts';

describe.each(testDialects())('downline scoping on %s', (dialect) => {
  let h: HierarchyWorld;
  let master: Member, otherMaster: Member, agent1: Member, agent2: Member, cust1: Member, cust2: Member;
  beforeAll(async () => {
    h = await HierarchyWorld.create(dialect);
    master = await h.create(h.admin, 'master', { partnership: 80 });
    otherMaster = await h.create(h.admin, 'master', { partnership: 80 });
    agent1 = await h.create(master, 'agent', { partnership: 40 });
    agent2 = await h.create(master, 'agent', { partnership: 40 });
    cust1 = await h.create(agent1, 'customer');
    cust2 = await h.create(agent2, 'customer');
    expect((await h.chips(h.admin, master, 'D', 1000)).status).toBe(true);
    expect((await h.chips(master, agent2, 'D', 500)).status).toBe(true);
    expect((await h.chips(agent2, cust2, 'D', 200)).status).toBe(true);
  });
  afterAll(async () => h?.close());

  it("refuses an agent every operator call about another agent's customer with 403 and changes nothing", async () => {
    const before = { ledger: await h.ledgerRows(), main: await h.main(cust2) };
    const id = cust2.userId;
    const attempts: [string, object][] = [
      ['admin/user/list', { parent_id: agent2.userId }],
      ['admin/user/export', { parent_id: agent2.userId }],
      ['admin/user/create', { user_name: 'sneaky1', password: 'first1234', name: 'x', role: 'customer', parent_id: agent2.userId }],
      ['admin/user/chips', { user_id: id, type: 'W', amount: 10, remark: 'x', password: agent1.password }],
      ['admin/user/status', { user_id: id, user_lock: '1', bet_lock: '1' }],
      ['admin/user/creditReference', { user_id: id, credit_reference: 5, password: agent1.password }],
      ['admin/user/creditReferenceHistory', { user_id: id }],
      ['admin/user/changePassword', { user_id: id, new_password: 'taken123', confirm_password: 'taken123', password: agent1.password }],
      ['admin/user/statement', { user_id: id, from_date: '2026-01-01', to_date: '2026-01-02' }],
    ];
    for (const [path, body] of attempts) {
      const out = await h.as(agent1, path, body);
      expect(out.statusCode, path).toBe(403);
      expect(out, path).toMatchObject({ status: false, code: 'FORBIDDEN' });
    }
    expect(await h.ledgerRows()).toBe(before.ledger);
    expect(await h.main(cust2)).toBe(before.main);
    const row = await h.db.selectFrom('users').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
    expect([Number(row.user_lock), Number(row.bet_lock), Number(row.credit_reference)]).toEqual([0, 0, 0]);
    expect(await h.db.selectFrom('users').select('user_id').where('user_name_key', '=', 'sneaky1').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a request about the upline, a sibling master, or a user that does not exist with the same 403', async () => {
    for (const [who, target] of [
      [agent1, master],
      [agent1, agent2],
      [otherMaster, agent1],
      [master, otherMaster],
    ] as const) {
      const out = await h.as(who, 'admin/user/status', { user_id: target.userId, bet_lock: '1' });
      expect(out.statusCode).toBe(403);
    }
    expect((await h.as(master, 'admin/user/status', { user_id: 999_999, bet_lock: '1' })).statusCode).toBe(403);
  });

  it("lets a master see its agents' customers level by level, and an agent only its own", async () => {
    const top = await h.as(master, 'admin/user/list', { page: 1 });
    expect(top.data.data.map((r: { user_id: number }) => r.user_id).sort()).toEqual([agent1.userId, agent2.userId].sort());
    const below = await h.as(master, 'admin/user/list', { parent_id: agent2.userId, page: 1 });
    expect(below.data.data).toEqual([
      expect.objectContaining({
        user_id: cust2.userId,
        role: 'customer',
        balance: 200,
        available: 200,
        exposure: 0,
        user_lock: '0',
        bet_lock: '0',
      }),
    ]);
    expect(below.data.path.map((p: { user_id: number }) => p.user_id)).toEqual([master.userId, agent2.userId]);
    const agentView = await h.as(agent1, 'admin/user/list', { page: 1 });
    expect(agentView.data.data.map((r: { user_id: number }) => r.user_id)).toEqual([cust1.userId]);
    const searched = await h.as(master, 'admin/user/list', { search: 'customer', page: 1 });
    expect(searched.data.total.total_count).toBe(2);
    const agentSearch = await h.as(agent1, 'admin/user/list', { search: 'customer', page: 1 });
    expect(agentSearch.data.data.map((r: { user_id: number }) => r.user_id)).toEqual([cust1.userId]);
  });

  it('refuses every hierarchy call to a customer with 403', async () => {
    const out = await h.as(cust1, 'admin/user/list', { page: 1 });
    expect(out.statusCode).toBe(403);
    expect((await h.as(cust1, 'admin/user/summary')).statusCode).toBe(403);
  });

  it("sums the caller's downline and its own share by partnership", async () => {
    const summary = await h.as(master, 'admin/user/summary');
    // The master holds 500 of its 1000; agent2 passed 200 of its 500 on; no credit given yet.
    expect(summary.data).toEqual({ balance: 500, downline_balance: 500, exposure: 0, profit_loss: 500, partnership: 80, own_share: -400 });
  });
});
