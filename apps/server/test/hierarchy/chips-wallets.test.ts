import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBalance } from '../../src/modules/ledger/customer-balance.ts';
import { HOUSE_ACCOUNT_IDS } from '../../src/modules/ledger/house-accounts.ts';
import { lockAccountRows } from '../../src/modules/ledger/lock-customer-accounts.ts';
import { postLedger } from '../../src/modules/ledger/post-ledger.ts';
import { doneOrBlocked } from '../helpers/lock-waits.ts';
import { testDialects } from '../helpers/test-app.ts';
import { HierarchyWorld, type Answer, type Member } from './hierarchy-world.ts';

// Whose wallets a chips move reads, makes and locks: the admin pays from FUNDING and holds no
// customer wallet; an operator pays from its own MAIN, made if missing, read under its row lock
// on PostgreSQL; nothing else is locked.
describe.each(testDialects())('the wallets a chips move touches on %s', (dialect) => {
  let h: HierarchyWorld;
  beforeAll(async () => {
    h = await HierarchyWorld.create(dialect);
  });
  afterAll(async () => h?.close());

  const accountKinds = async (userId: number) =>
    (await h.db.selectFrom('accounts').select('kind').where('user_id', '=', userId).orderBy('account_id').execute()).map((a) => a.kind);
  const funding = async () =>
    Number(
      (await h.db.selectFrom('accounts').select('balance').where('account_id', '=', HOUSE_ACCOUNT_IDS.FUNDING).executeTakeFirstOrThrow())
        .balance,
    );

  it("pays the admin's deposit from FUNDING and gives the admin no customer wallet", async () => {
    const admin = await h.db.selectFrom('users').select('user_id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    const master = await h.create(h.admin, 'master', { partnership: 90 });
    const before = await funding();
    expect(await h.chips(h.admin, master, 'D', 300)).toMatchObject({ status: true, data: { balance: 0, child_balance: 300 } });
    expect(await h.chips(h.admin, master, 'W', 120)).toMatchObject({ status: true, data: { balance: 0, child_balance: 180 } });
    expect(await funding()).toBe(before - 18_000);
    expect(await h.main(master)).toBe(18_000);
    expect(await accountKinds(Number(admin.user_id))).toEqual([]);
    await h.expectAuditClean();
  });

  it("makes an operator's missing wallet when it moves chips, then pays from the operator's own MAIN, not the child's", async () => {
    const master = await h.create(h.admin, 'master', { partnership: 90 });
    const agent = await h.create(master, 'agent', { partnership: 50 });
    // As a crash between createDownlineUser's two statements leaves it: the master's user row is
    // written, its accounts are not; the agent's wallet (made since) now has the lower ids.
    await h.db.deleteFrom('accounts').where('user_id', '=', master.userId).execute();
    expect(await h.chips(master, agent, 'D', 10)).toMatchObject({
      status: false,
      code: 'INSUFFICIENT_FUNDS',
      message: 'You have only ₹0.00 available.',
    });
    expect(await accountKinds(master.userId)).toEqual(['CUSTOMER_MAIN', 'CUSTOMER_EXPOSURE']);
    expect(await h.chips(h.admin, master, 'D', 100)).toMatchObject({ status: true, data: { child_balance: 100 } });
    expect(await h.chips(master, agent, 'D', 40)).toMatchObject({ status: true, data: { balance: 60, child_balance: 40 } });
    expect(await h.chips(master, agent, 'W', 15)).toMatchObject({ status: true, data: { balance: 75, child_balance: 25 } });
    expect([await h.main(master), await h.main(agent)]).toEqual([7_500, 2_500]);
    await h.expectAuditClean();
  });

  it.runIf(dialect === 'postgres')(
    "makes a deposit wait for another move of the operator's wallet in flight and refuse what that one took",
    async () => {
      const master = await h.create(h.admin, 'master', { partnership: 90 });
      const agent = await h.create(master, 'agent', { partnership: 50 });
      const other = await h.create(master, 'agent', { partnership: 50 });
      expect(await h.chips(h.admin, master, 'D', 50)).toMatchObject({ status: true });
      let second: Promise<Answer> | undefined;
      await h.db.transaction().execute(async (trx) => {
        // Another move from the master's wallet: its rows locked first, then all 50 to the other agent.
        const own = (await customerBalance(trx, master.userId, true))!;
        second = h.chips(master, agent, 'D', 30);
        expect(await doneOrBlocked(trx, second)).toBe('blocked');
        const to = (await customerBalance(trx, other.userId))!;
        const ref = { kind: 'DEPOSIT', refType: 'chips', refId: master.userId, remark: 'first move', now: Date.now() };
        await postLedger(
          trx,
          [
            { accountId: own.mainId, amount: -5_000 },
            { accountId: to.mainId, amount: 5_000 },
          ],
          ref,
        );
      });
      expect(await second).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS', message: 'You have only ₹0.00 available.' });
      expect([await h.main(master), await h.main(agent), await h.main(other)]).toEqual([0, 0, 5_000]);
      await h.expectAuditClean();
    },
  );

  it.runIf(dialect === 'postgres')(
    "locks only the two wallets it moves between: a spin's locks on HOUSE and another customer's accounts do not hold it up",
    async () => {
      const master = await h.create(h.admin, 'master', { partnership: 90 });
      const agent = await h.create(master, 'agent', { partnership: 50 });
      const other: Member = await h.create(agent, 'customer');
      expect(await h.chips(h.admin, master, 'D', 50)).toMatchObject({ status: true });
      let moved: Promise<Answer> | undefined;
      const first = await h.db.transaction().execute(async (trx) => {
        await lockAccountRows(trx, other.userId);
        moved = h.chips(master, agent, 'D', 20);
        return doneOrBlocked(trx, moved);
      });
      expect(first).toBe('done');
      expect(await moved).toMatchObject({ status: true, data: { balance: 30, child_balance: 20 } });
    },
  );
});
