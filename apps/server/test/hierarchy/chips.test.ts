import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { HierarchyWorld, type Member } from './hierarchy-world.ts';

describe.each(testDialects())('chips between levels on %s', (dialect) => {
  let h: HierarchyWorld;
  let master: Member, agent: Member, customer: Member;
  beforeAll(async () => {
    h = await HierarchyWorld.create(dialect);
    master = await h.create(h.admin, 'master', { partnership: 90 });
    agent = await h.create(master, 'agent', { partnership: 50 });
    customer = await h.create(agent, 'customer');
  });
  afterAll(async () => h?.close());

  it('moves exactly the amount between parent and child with one ledger pair, and the audit stays clean', async () => {
    expect(await h.chips(h.admin, master, 'D', 1000)).toMatchObject({ status: true, data: { child_balance: 1000 } });
    const rowsBefore = await h.ledgerRows();
    expect(await h.chips(master, agent, 'D', 400.5)).toMatchObject({ status: true, data: { balance: 599.5, child_balance: 400.5 } });
    expect(await h.main(master)).toBe(59_950);
    expect(await h.main(agent)).toBe(40_050);
    expect(await h.ledgerRows()).toBe(rowsBefore + 2);
    const agentRow = await h.db
      .selectFrom('ledger_entries')
      .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
      .select('ledger_entries.txn_id')
      .where('accounts.user_id', '=', agent.userId)
      .executeTakeFirstOrThrow();
    const pair = await h.db
      .selectFrom('ledger_entries')
      .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
      .select(['ledger_entries.txn_id', 'ledger_entries.amount', 'accounts.user_id', 'ledger_entries.kind'])
      .where('ledger_entries.txn_id', '=', agentRow.txn_id)
      .execute();
    expect(new Set(pair.map((p) => p.txn_id)).size).toBe(1);
    expect(pair.map((p) => [Number(p.user_id), Number(p.amount)]).sort((a, b) => a[1]! - b[1]!)).toEqual([
      [master.userId, -40_050],
      [agent.userId, 40_050],
    ]);
    expect(await h.chips(master, agent, 'W', 100)).toMatchObject({ status: true, data: { balance: 699.5, child_balance: 300.5 } });
    await h.expectAuditClean();
  });

  it("refuses a deposit beyond the parent's balance and a withdraw beyond the child's, changing nothing", async () => {
    const before = [await h.ledgerRows(), await h.main(master), await h.main(agent)];
    expect(await h.chips(master, agent, 'D', 100_000)).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await h.chips(master, agent, 'W', 100_000)).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect([await h.ledgerRows(), await h.main(master), await h.main(agent)]).toEqual(before);
  });

  it("withdraws a child's whole balance whatever the parent holds, and books a deposit and a withdraw as the child sees them", async () => {
    const parent = await h.create(h.admin, 'master', { partnership: 90 });
    const child = await h.create(parent, 'agent', { partnership: 50 });
    expect(await h.chips(h.admin, parent, 'D', 250)).toMatchObject({ status: true });
    expect(await h.chips(parent, child, 'D', 250)).toMatchObject({ status: true, data: { balance: 0, child_balance: 250 } });
    // The parent holds nothing now: a withdraw needs the child's balance only, all of it at most.
    expect(await h.chips(parent, child, 'W', 250.01)).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await h.chips(parent, child, 'W', 250)).toMatchObject({ status: true, data: { balance: 250, child_balance: 0 } });
    const kinds = await h.db
      .selectFrom('ledger_entries')
      .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
      .select(['ledger_entries.kind', 'ledger_entries.amount'])
      .where('accounts.user_id', '=', child.userId)
      .orderBy('ledger_entries.entry_id')
      .execute();
    expect(kinds.map((k) => [k.kind, Number(k.amount)])).toEqual([
      ['DEPOSIT', 25_000],
      ['WITHDRAW', -25_000],
    ]);
    await h.expectAuditClean();
  });

  it('refuses a wrong password and changes nothing', async () => {
    const before = [await h.ledgerRows(), await h.main(master), await h.main(agent)];
    expect(await h.chips(master, agent, 'D', 10, 'not-my-password')).toMatchObject({ status: false, code: 'WRONG_PASSWORD' });
    expect([await h.ledgerRows(), await h.main(master), await h.main(agent)]).toEqual(before);
  });

  it('answers 429 RATE_LIMITED after five wrong passwords, even to the right one, as login does, and moves nothing', async () => {
    const parent = await h.create(h.admin, 'master', { partnership: 90 });
    const child = await h.create(parent, 'agent', { partnership: 50 });
    await h.chips(h.admin, parent, 'D', 100);
    const before = [await h.ledgerRows(), await h.main(parent), await h.main(child)];
    for (let i = 0; i < 5; i++)
      expect(await h.chips(parent, child, 'D', 10, 'not-my-password')).toMatchObject({ statusCode: 200, code: 'WRONG_PASSWORD' });
    expect(await h.chips(parent, child, 'D', 10)).toMatchObject({ statusCode: 429, status: false, code: 'RATE_LIMITED' });
    expect([await h.ledgerRows(), await h.main(parent), await h.main(child)]).toEqual(before);
  });

  it("refuses a wallet credit to a master or agent, naming chips as their wallet's way, and moves nothing", async () => {
    const before = [await h.ledgerRows(), await h.main(master)];
    const out = await h.as(h.admin, 'admin/wallet/credit', { user_id: master.userId, amount: 10, remark: 'top up' });
    expect(out).toMatchObject({ status: false, code: 'USER_NOT_FOUND', message: expect.stringMatching(/is a master; move chips/) });
    expect([await h.ledgerRows(), await h.main(master)]).toEqual(before);
  });

  it('moves chips only to direct children', async () => {
    expect(await h.chips(master, customer, 'D', 1)).toMatchObject({ status: false, code: 'NOT_DIRECT_CHILD' });
  });

  it('never lets concurrent deposits spend the same balance twice', async () => {
    await h.chips(agent, customer, 'D', 0.5);
    const available = await h.main(agent);
    const tries = 6;
    const each = Math.floor(available / 4) / 100;
    const results = await Promise.all(Array.from({ length: tries }, () => h.chips(agent, customer, 'D', each)));
    const done = results.filter((r) => r.status).length;
    expect(done).toBe(4);
    expect(results.filter((r) => !r.status).every((r) => r.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await h.main(agent)).toBe(available - 4 * Math.round(each * 100));
    expect(await h.main(agent)).toBeGreaterThanOrEqual(0);
    await h.expectAuditClean();
  });

  it('rejects a malformed amount with 400 before anything moves', async () => {
    const out = await h.as(master, 'admin/user/chips', {
      user_id: agent.userId,
      type: 'D',
      amount: '1e3',
      remark: 'x',
      password: master.password,
    });
    expect(out.statusCode).toBe(400);
  });
});
