import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { loginAs } from '../auth/login-as.ts';
import { HierarchyWorld, type Member } from './hierarchy-world.ts';

describe.each(testDialects())('hierarchy limits and account controls on %s', (dialect) => {
  let h: HierarchyWorld;
  let master: Member, agent: Member, customer: Member;
  beforeAll(async () => {
    h = await HierarchyWorld.create(dialect);
    master = await h.create(h.admin, 'master', { partnership: 60, exposure_limit: 50_000, max_stack: 10_000 });
    agent = await h.create(master, 'agent', { partnership: 30 });
    customer = await h.create(agent, 'customer');
  });
  afterAll(async () => h?.close());

  const newUser = (role: string, extra: object) => ({
    user_name: `u${Math.random().toString(36).slice(2, 10)}`,
    password: 'first1234',
    name: 'n',
    role,
    ...extra,
  });

  it("refuses a partnership, exposure limit or stake limit above the parent's with a code, creating nothing", async () => {
    const users = await h.db.selectFrom('users').select('user_id').execute();
    expect(await h.as(master, 'admin/user/create', newUser('agent', { partnership: 60.01 }))).toMatchObject({
      status: false,
      code: 'PARTNERSHIP_ABOVE_PARENT',
    });
    expect(await h.as(h.admin, 'admin/user/create', newUser('agent', { parent_id: master.userId, partnership: 70 }))).toMatchObject({
      status: false,
      code: 'PARTNERSHIP_ABOVE_PARENT',
    });
    expect(await h.as(master, 'admin/user/create', newUser('agent', { exposure_limit: 50_001 }))).toMatchObject({
      code: 'EXPOSURE_LIMIT_ABOVE_PARENT',
    });
    expect(await h.as(master, 'admin/user/create', newUser('agent', { max_stack: 10_001 }))).toMatchObject({
      code: 'STAKE_LIMIT_ABOVE_PARENT',
    });
    expect(await h.as(agent, 'admin/user/create', newUser('master', {}))).toMatchObject({ code: 'ROLE_NOT_BELOW_PARENT' });
    expect(await h.as(agent, 'admin/user/create', newUser('admin', {}))).toMatchObject({ code: 'ROLE_NOT_BELOW_PARENT' });
    expect(await h.db.selectFrom('users').select('user_id').execute()).toHaveLength(users.length);
  });

  it("inherits the parent's limits when none are given", async () => {
    const row = await h.db.selectFrom('users').selectAll().where('user_id', '=', agent.userId).executeTakeFirstOrThrow();
    expect([Number(row.partnership_bp), Number(row.exposure_limit), Number(row.max_stake)]).toEqual([3000, 5_000_000, 1_000_000]);
  });

  it('locks a user out (its token ends, login refused) and unlocks it', async () => {
    const locked = await h.as(agent, 'admin/user/status', { user_id: customer.userId, user_lock: '1' });
    expect(locked).toMatchObject({ status: true, data: { user_lock: '1', bet_lock: '0' } });
    expect((await h.as(customer, 'user/getUserBalance')).statusCode).toBe(401);
    await expect(loginAs(h.w.ctx.app, customer.userName, customer.password)).rejects.toThrow(/locked/);
    await h.as(agent, 'admin/user/status', { user_id: customer.userId, user_lock: '0', bet_lock: '1' });
    customer.token = (await loginAs(h.w.ctx.app, customer.userName, customer.password)).token;
    const list = await h.as(agent, 'admin/user/list', { page: 1 });
    expect(list.data.data[0]).toMatchObject({ user_id: customer.userId, user_lock: '0', bet_lock: '1' });
  });

  it("refuses a bet-locked customer's bets with BET_LOCKED, placing nothing", async () => {
    const matchId = await h.w.match();
    const { marketId, sel } = await h.w.market(matchId, ['A', 'B']);
    const out = await h.as(customer, 'bet/placeMarketBet', {
      match_id: matchId,
      market_id: marketId,
      selection_id: sel[0],
      is_back: true,
      odds: 2,
      stack: 10,
    });
    expect(out).toMatchObject({ status: false, code: 'BET_LOCKED' });
    expect(await h.db.selectFrom('bets').select('bet_id').where('user_id', '=', customer.userId).execute()).toEqual([]);
  });

  it('edits the credit reference with the password and keeps its history', async () => {
    expect(
      await h.as(master, 'admin/user/creditReference', { user_id: agent.userId, credit_reference: 700, password: 'wrong' }),
    ).toMatchObject({
      code: 'WRONG_PASSWORD',
    });
    await h.as(master, 'admin/user/creditReference', { user_id: agent.userId, credit_reference: 500, password: master.password });
    await h.as(master, 'admin/user/creditReference', { user_id: agent.userId, credit_reference: 750.25, password: master.password });
    const history = await h.as(master, 'admin/user/creditReferenceHistory', { user_id: agent.userId });
    expect(history.data).toMatchObject({
      credit_reference: 750.25,
      history: [
        { old_value: 500, new_value: 750.25, changed_by: master.userName },
        { old_value: 0, new_value: 500, changed_by: master.userName },
      ],
    });
    const row = (await h.as(master, 'admin/user/list', { page: 1 })).data.data[0];
    expect(row).toMatchObject({ credit_reference: 750.25, profit_loss: -750.25, partnership: 30, exposure_limit: 50_000 });
  });

  it("changes a downline user's password: its sessions end and it must change it again", async () => {
    const out = await h.as(agent, 'admin/user/changePassword', {
      user_id: customer.userId,
      new_password: 'reset1234',
      confirm_password: 'reset1234',
      password: agent.password,
    });
    expect(out).toMatchObject({ status: true });
    expect((await h.as(customer, 'user/getUserBalance')).statusCode).toBe(401);
    const again = await loginAs(h.w.ctx.app, customer.userName, 'reset1234');
    expect(again.data.is_change_password).toBe('1');
  });

  it('exports the level as CSV and pages and sorts it in the database', async () => {
    for (let i = 0; i < 3; i += 1) await h.create(agent, 'customer');
    const csv = await h.as(agent, 'admin/user/export', { sort: 'user_name' });
    expect(csv.data.rows).toBe(4);
    expect(csv.data.csv.split('\r\n')[0]).toBe(
      'user_id,user_name,role,credit_reference,balance,exposure,available,profit_loss,user_lock,bet_lock,partnership,exposure_limit',
    );
    const page2 = await h.as(agent, 'admin/user/list', { page: 2, limit: 3, sort: 'created_at', order: 'desc' });
    expect(page2.data).toMatchObject({ total: { total_count: 4 }, limit: 3 });
    expect(page2.data.data.map((r: { user_id: number }) => r.user_id)).toEqual([customer.userId]);
  });

  it("shows a downline user's statement to its operator", async () => {
    await h.chips(h.admin, master, 'D', 100);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const out = await h.as(h.admin, 'admin/user/statement', { user_id: master.userId, from_date: today, to_date: today, page: 1 });
    expect(out.data.data[0]).toMatchObject({ credit: 100, balance: 100 });
  });
});
