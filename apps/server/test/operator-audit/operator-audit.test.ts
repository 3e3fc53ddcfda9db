import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { HierarchyWorld, type Member } from '../hierarchy/hierarchy-world.ts';

/** Every password any call of this file sends: none may ever be found in the audit. */
const PASSWORDS = ['secret456', 'first1234', 'admin1234', 'newpass789'];

interface Step {
  who: () => Member;
  path: string;
  body: () => object;
  /** What the row names as its target, and whether it has a "before" (a create has none). */
  target: string;
  before: boolean;
}

describe.each(testDialects())('the operator audit on %s', (dialect) => {
  let h: HierarchyWorld;
  let master: Member, agent1: Member, agent2: Member, cust1: Member, cust2: Member;
  let matchId: number, marketId: number, voidMarketId: number, winner: number;
  const created: { userId?: number } = {};

  const audit = async () => h.db.selectFrom('operator_actions').selectAll().orderBy('action_id').execute();
  const list = (who: Member, body: object = {}) => h.as(who, 'admin/audit/actions', { page: 1, limit: 100, ...body });

  beforeAll(async () => {
    h = await HierarchyWorld.create(dialect);
    master = await h.create(h.admin, 'master', { partnership: 80 });
    agent1 = await h.create(master, 'agent', { partnership: 40 });
    agent2 = await h.create(master, 'agent', { partnership: 40 });
    cust1 = await h.create(agent1, 'customer');
    cust2 = await h.create(agent2, 'customer');
    expect((await h.chips(h.admin, master, 'D', 1000)).status).toBe(true);
    expect((await h.chips(master, agent1, 'D', 300)).status).toBe(true);
    matchId = await h.w.match();
    const spare = await h.w.market(matchId, ['X', 'Y']);
    voidMarketId = spare.marketId;
  });
  afterAll(async () => h?.close());

  const steps: Step[] = [
    {
      who: () => agent1,
      path: 'admin/user/create',
      body: () => ({ user_name: `audited_${dialect}`, password: 'first1234', name: 'Audited', role: 'customer' }),
      target: 'user',
      before: false,
    },
    {
      who: () => agent1,
      path: 'admin/user/chips',
      body: () => ({ user_id: cust1.userId, type: 'D', amount: 50, remark: 'top up', password: agent1.password }),
      target: 'user',
      before: true,
    },
    {
      who: () => h.admin,
      path: 'admin/user/status',
      body: () => ({ user_id: cust1.userId, user_lock: '1' }),
      target: 'user',
      before: true,
    },
    {
      who: () => agent1,
      path: 'admin/user/creditReference',
      body: () => ({ user_id: cust1.userId, credit_reference: 75, password: agent1.password }),
      target: 'user',
      before: true,
    },
    {
      who: () => agent1,
      path: 'admin/user/changePassword',
      body: () => ({ user_id: cust1.userId, new_password: 'newpass789', confirm_password: 'newpass789', password: agent1.password }),
      target: 'user',
      before: true,
    },
    {
      who: () => h.admin,
      path: 'admin/market/create',
      body: () => ({ match_id: matchId, name: 'Match Odds', market_type: 'MATCH_ODDS', runners: [{ name: 'A' }, { name: 'B' }] }),
      target: 'market',
      before: false,
    },
    {
      who: () => h.admin,
      path: 'admin/market/status',
      body: () => ({ market_id: marketId, status: 'SUSPENDED' }),
      target: 'market',
      before: true,
    },
    {
      who: () => h.admin,
      path: 'admin/market/result',
      body: () => ({ market_id: marketId, winner_selection_ids: [winner] }),
      target: 'market',
      before: true,
    },
    {
      who: () => h.admin,
      path: 'admin/market/void',
      body: () => ({ market_id: voidMarketId, reason: 'rain' }),
      target: 'market',
      before: true,
    },
    {
      who: () => h.admin,
      path: 'admin/settings/update',
      body: () => ({ site_message: 'Audited message' }),
      target: 'setting',
      before: true,
    },
  ];

  it('leaves exactly one row with before and after for each mutating operator call', async () => {
    for (const step of steps) {
      const count = (await audit()).length;
      const out = await h.as(step.who(), step.path, step.body());
      expect(out, `${step.path}: ${out.message}`).toMatchObject({ status: true });
      if (step.path === 'admin/market/create') [marketId, winner] = [out.data.market_id, out.data.runners[0].selection_id];
      if (step.path === 'admin/user/create') created.userId = out.data.user_id;
      const rows = await audit();
      expect(rows.length, step.path).toBe(count + 1);
      const row = rows.at(-1)!;
      expect(row, step.path).toMatchObject({ action: step.path, target_type: step.target, actor_name: step.who().userName });
      expect(row.ip, step.path).toBeTruthy();
      expect(row.after_json, step.path).not.toBeNull();
      expect(row.before_json === null, step.path).toBe(!step.before);
    }
  });

  it('stores what changed: the lock, the chips, the credit reference, the market status, the remark and reason', async () => {
    const { data } = await list(h.admin);
    const byPath = (path: string) => data.data.find((r: { action: string }) => r.action === path);
    const status = byPath('admin/user/status');
    expect([status.before.user_lock, status.after.user_lock]).toEqual([0, 1]);
    expect(status).toMatchObject({ actor_name: 'admin', actor_role: 'admin', target_id: cust1.userId, target_name: cust1.userName });
    const chips = byPath('admin/user/chips');
    // Money in rupees, as the rest of the API speaks it (the rows hold paise).
    expect(chips.after.balance - chips.before.balance).toBe(50);
    expect(chips.reason).toBe('top up');
    const credit = byPath('admin/user/creditReference');
    expect([credit.before.credit_reference, credit.after.credit_reference]).toEqual([0, 75]);
    expect(credit.after).toMatchObject({ partnership: expect.any(Number) });
    expect(credit.after).not.toHaveProperty('partnership_bp');
    expect(byPath('admin/market/status').after.status).toBe('SUSPENDED');
    expect(byPath('admin/market/void').reason).toBe('rain');
    expect(byPath('admin/user/create').target_id).toBe(created.userId);
    expect(byPath('admin/settings/update').after.site_message).toBe('Audited message');
  });

  it('never stores a password, a password hash or a secret', async () => {
    const rows = await audit();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const text = [row.request_json, row.before_json, row.after_json].join(' ');
      for (const secret of [...PASSWORDS, 'totp_secret', '$argon2', '$scrypt']) expect(text, row.action).not.toContain(secret);
      // is_change_password is a flag, not a secret; every field holding one is named here.
      expect(text, row.action).not.toMatch(/"(password|new_password|confirm_password|password_hash)":/);
    }
  });

  it('records nothing for a refused or failed call', async () => {
    const count = (await audit()).length;
    const refused = [
      await h.as(agent1, 'admin/user/chips', { user_id: cust1.userId, type: 'D', amount: 10, remark: 'x', password: 'wrong-one' }),
      await h.as(agent1, 'admin/user/chips', {
        user_id: cust1.userId,
        type: 'W',
        amount: 1_000_000,
        remark: 'x',
        password: agent1.password,
      }),
      await h.as(agent1, 'admin/user/status', { user_id: cust2.userId, bet_lock: '1' }),
      await h.as(agent1, 'admin/user/create', { user_name: `audited_${dialect}`, password: 'first1234', name: 'Twice', role: 'customer' }),
      await h.as(h.admin, 'admin/market/result', { market_id: 999_999, winner_selection_ids: [1] }),
      await h.as(h.admin, 'admin/settings/update', { fb_link: 'javascript:alert(1)' }),
    ];
    for (const out of refused) expect(out.status).toBe(false);
    expect((await audit()).length).toBe(count);
  });

  it('records nothing for a read', async () => {
    const count = (await audit()).length;
    const reads: [Member, string, object | undefined][] = [
      [agent1, 'admin/user/list', { page: 1 }],
      [agent1, 'admin/user/export', {}],
      [agent1, 'admin/user/creditReferenceHistory', { user_id: cust1.userId }],
      [agent1, 'admin/user/statement', { user_id: cust1.userId, from_date: '2026-01-01', to_date: '2026-01-02' }],
      [agent1, 'admin/user/summary', undefined],
      [agent1, 'admin/audit/actions', { page: 1 }],
      [h.admin, 'admin/audit/ledger', undefined],
      [h.admin, 'admin/payment/list', { page: 1 }],
    ];
    for (const [who, path, body] of reads) expect((await h.as(who, path, body)).statusCode, path).toBe(200);
    expect((await audit()).length).toBe(count);
  });

  it("shows an agent only its own actions and those on its downline, and refuses another agent's user with 403", async () => {
    expect((await h.as(agent2, 'admin/user/status', { user_id: cust2.userId, bet_lock: '1' })).status).toBe(true);
    const mine = (await list(agent1)).data.data as { actor_id: number; target_id: number | null }[];
    expect(mine.length).toBeGreaterThan(0);
    const agent1Users = [cust1.userId, created.userId];
    for (const row of mine) expect(row.actor_id === agent1.userId || agent1Users.includes(row.target_id!)).toBe(true);
    // The admin's lock of agent1's customer concerns agent1; agent2's lock of its own customer does not.
    expect(mine.some((r) => r.actor_id !== agent1.userId && r.target_id === cust1.userId)).toBe(true);
    expect(mine.some((r) => r.target_id === cust2.userId)).toBe(false);
    const masterView = (await list(master, { user_id: cust2.userId })).data.data as { target_id: number }[];
    expect(masterView.map((r) => r.target_id)).toContain(cust2.userId);
    const outside = await list(agent1, { user_id: cust2.userId });
    expect(outside.statusCode).toBe(403);
    expect(outside).toMatchObject({ status: false, code: 'FORBIDDEN' });
  });

  it('filters by action and date, and refuses a customer with 403', async () => {
    const status = (await list(h.admin, { action: 'admin/user/status' })).data;
    expect(status.total.total_count).toBe(2);
    expect(status.data.every((r: { action: string }) => r.action === 'admin/user/status')).toBe(true);
    expect((await list(h.admin, { from_date: '2000-01-01', to_date: '2000-01-02' })).data.total.total_count).toBe(0);
    const customer = await list(cust2);
    expect(customer.statusCode).toBe(403);
  });
});
