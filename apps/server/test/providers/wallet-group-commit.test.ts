import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { moveFunds } from '../../src/modules/ledger/wallet.ts';
import { mainAgainstHouse } from '../../src/modules/ledger/lock-customer-accounts.ts';
import { SLOT_LEDGER_KIND } from '../../src/modules/ledger/result-kinds.ts';
import { WalletGroupCommit } from '../../src/modules/providers/wallet-group-commit.ts';
import { customerMainAccount } from '../helpers/customer-main-account.ts';
import { heldFlushes, steppedTimer } from '../helpers/held-flushes.ts';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { addCustomer } from '../payments/payments-fixtures.ts';

describe.each(testDialects())('wallet group commit on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { seed: false });
  });
  afterAll(async () => ctx?.close());

  let action: (name: string, providerId?: string) => { provider_id: string; action: string; admin_user_id: number; created_at: number };
  const actions = async () =>
    (await ctx.database.db.selectFrom('provider_actions').select('action').orderBy('action_id').execute()).map((r) => r.action);

  it('commits the calls of one group together and undoes only the writes of a call that throws', async () => {
    const { db } = ctx.database;
    const operator = await addCustomer(ctx);
    await db
      .insertInto('providers')
      .values({ provider_id: 'p', name: 'p', sport_id: 'fantasy', secret: 's', launch_url: '/p', is_active: 1, created_at: 1 })
      .execute();
    action = (name, providerId = 'p') => ({ provider_id: providerId, action: name, admin_user_id: operator.userId, created_at: 1 });
    const commits = new WalletGroupCommit(ctx.database);
    const results = await Promise.allSettled([
      commits.run((trx) => trx.insertInto('provider_actions').values(action('kept-1')).execute()),
      commits.run(async (trx) => {
        await trx.insertInto('provider_actions').values(action('undone')).execute();
        throw new Error('this call fails');
      }),
      commits.run((trx) => trx.insertInto('provider_actions').values(action('kept-2')).execute()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('this call fails'));
    expect(await actions()).toEqual(['kept-1', 'kept-2']);
  });

  it("writes the group's ledger rows before a call that reads them: the same customer's next call, and a call naming no customer", async () => {
    const { db } = ctx.database;
    const c = await addCustomer(ctx);
    await moveFunds(ctx.database, c.userId, 1000, 'test funds');
    const mainId = (await customerMainAccount(db, c.userId)).accountId;
    const balance = async (trx: Parameters<Parameters<WalletGroupCommit['run']>[0]>[0]) =>
      Number((await trx.selectFrom('accounts').select('balance').where('account_id', '=', mainId).executeTakeFirstOrThrow()).balance);
    const take = (paise: number) => [
      {
        kind: SLOT_LEDGER_KIND.bet,
        refType: 'slot_spin',
        refId: null,
        remark: 'group test',
        now: 1,
        postings: mainAgainstHouse(mainId, -paise),
      },
    ];
    const commits = new WalletGroupCommit(ctx.database);
    // Queued in one turn: one group, run in this order.
    const seen = await Promise.all([
      commits.run(async (_trx, ledger) => ledger.post(c.userId, take(100)), c.userId),
      commits.run((trx) => balance(trx), c.userId),
      commits.run(async (_trx, ledger) => ledger.post(c.userId, take(50)), c.userId),
      commits.run((trx) => balance(trx)),
      commits.run(async (_trx, ledger) => ledger.post(c.userId, take(25)), c.userId),
    ]);
    expect([seen[1], seen[3]]).toEqual([900, 850]);
    // The last move, read by no call, is written before the commit all the same.
    expect(
      Number((await db.selectFrom('accounts').select('balance').where('account_id', '=', mainId).executeTakeFirstOrThrow()).balance),
    ).toBe(825);
    const rows = await db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('account_id', '=', mainId)
      .where('kind', '=', SLOT_LEDGER_KIND.bet)
      .execute();
    expect(rows.map((r) => Number(r.amount))).toEqual([-100, -50, -25]);
  });

  it.runIf(dialect === 'sqlite')('rejects every call of a group whose commit fails, and keeps none of their writes', async () => {
    const commits = new WalletGroupCommit(ctx.database);
    const results = await Promise.allSettled([
      commits.run((trx) => trx.insertInto('provider_actions').values(action('lost-1')).execute()),
      // A foreign key checked only at the commit: the commit is refused, after every call ran.
      commits.run(async (trx) => {
        await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
        await trx.insertInto('provider_actions').values(action('lost-2', 'no-such-provider')).execute();
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(await actions()).toEqual(['kept-1', 'kept-2']);
    // The wallet goes on: the next call commits.
    await commits.run((trx) => trx.insertInto('provider_actions').values(action('after')).execute());
    expect(await actions()).toEqual(['kept-1', 'kept-2', 'after']);
  });

  it.runIf(dialect === 'sqlite')('answers a group only after a WAL flush that began after its commit', async () => {
    // Each flush is held until the test lets it go.
    const { held, datasync } = heldFlushes();
    const commits = new WalletGroupCommit(ctx.database, { fdatasync: datasync, exit: () => undefined });
    let answered = false;
    let level: number | undefined;
    const call = commits.run(async (trx) => {
      // The group's COMMIT leaves the flush to the WalSync: the connection is at NORMAL meanwhile.
      level = (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(trx)).rows[0]!.synchronous;
      return trx.insertInto('provider_actions').values(action('flushed')).execute();
    });
    void call.then(() => (answered = true));
    await vi.waitFor(() => expect(held).toHaveLength(1));
    // Committed (the connection reads it), not yet answered: the flush has not ended.
    expect(await actions()).toContain('flushed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    expect(level).toBe(1);
    held.shift()!();
    await call;
    expect(answered).toBe(true);
    // The connection is back at synchronous=FULL for every other writer.
    expect((await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(ctx.database.db)).rows[0]!.synchronous).toBe(2);
  });

  it.runIf(dialect === 'sqlite')(
    'holds a lone call at most the join window while its flush is in flight, and answers nobody before their own flush',
    async () => {
      // Flushes wait in `held` until released; the window's clock moves only when a sleep is released.
      const { held, datasync, releaseAll } = heldFlushes();
      const { timer, sleeps, now } = steppedTimer();
      const commits = new WalletGroupCommit(ctx.database, { fdatasync: datasync, exit: () => undefined, timer, joinWindowMs: 2 });
      const answered = new Set<string>();
      const call = (name: string) =>
        commits.run((trx) => trx.insertInto('provider_actions').values(action(name)).execute()).then(() => void answered.add(name));

      // Nothing in flight: the first call's group commits at once (no sleep), then its flush is held.
      const first = call('window-first');
      await vi.waitFor(() => expect(held).toHaveLength(1));
      expect(sleeps).toEqual([]);
      expect(await actions()).toContain('window-first');
      expect(answered.has('window-first')).toBe(false);

      // A lone call during that flush waits, but never longer than the window from its arrival.
      const arrived = now();
      const lone = call('window-lone');
      await vi.waitFor(() => expect(sleeps).toHaveLength(1));
      expect(sleeps[0]!.ms).toBe(2);
      expect(await actions()).not.toContain('window-lone');
      sleeps[0]!.end();
      await vi.waitFor(async () => expect(await actions()).toContain('window-lone'));
      expect(now() - arrived).toBe(2);
      expect(sleeps).toHaveLength(1);
      // Committed, but the flush after its commit has not run: not answered yet.
      expect(answered.has('window-lone')).toBe(false);

      // The flushes ending close the window early: the next call commits without its sleep ending.
      const early = call('window-early');
      await vi.waitFor(() => expect(sleeps).toHaveLength(2));
      releaseAll();
      await Promise.all([first, lone, early]);
      expect(now() - arrived).toBe(2);
      expect([...answered]).toEqual(['window-first', 'window-lone', 'window-early']);
    },
  );

  it.runIf(dialect === 'sqlite')('ends the join window when a full group is queued, and commits no more than a group', async () => {
    const { held, datasync, releaseAll } = heldFlushes();
    const { timer, sleeps } = steppedTimer();
    const commits = new WalletGroupCommit(ctx.database, { fdatasync: datasync, exit: () => undefined, timer, maxCallsPerCommit: 4 });
    const call = (name: string) => commits.run((trx) => trx.insertInto('provider_actions').values(action(name)).execute());
    const calls = [call('full-0')];
    await vi.waitFor(() => expect(held).toHaveLength(1));

    // A full group (4) queued during the flush: committed at once, its window's sleep never ended.
    calls.push(call('full-1'));
    await vi.waitFor(() => expect(sleeps).toHaveLength(1));
    calls.push(call('full-2'), call('full-3'), call('full-4'));
    await vi.waitFor(async () => expect(await actions()).toContain('full-4'));
    expect(sleeps).toHaveLength(1);

    // One short of a group waits in the next window; one more than a group leaves one behind.
    calls.push(call('full-5'), call('full-6'), call('full-7'));
    await vi.waitFor(() => expect(sleeps).toHaveLength(2));
    expect(await actions()).not.toContain('full-5');
    calls.push(call('full-8'), call('full-9'));
    await vi.waitFor(async () => expect(await actions()).toContain('full-8'));
    expect(await actions()).not.toContain('full-9');
    expect(sleeps.map((s) => s.ms)).toEqual([2, 2, 2]);

    releaseAll();
    await Promise.all(calls);
    expect((await actions()).filter((a) => a.startsWith('full-'))).toEqual(Array.from({ length: 10 }, (_, i) => `full-${i}`));
  });

  it.runIf(dialect === 'sqlite')('refuses the group of a failed flush and every later call, and exits with 1', async () => {
    const failure = Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
    const exits: number[] = [];
    const commits = new WalletGroupCommit(ctx.database, { fdatasync: (_fd, done) => done(failure), exit: (code) => void exits.push(code) });
    const first = await Promise.allSettled([
      commits.run((trx) => trx.insertInto('provider_actions').values(action('unconfirmed-1')).execute()),
      commits.run((trx) => trx.insertInto('provider_actions').values(action('unconfirmed-2')).execute()),
    ]);
    expect(first).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
    expect(exits).toEqual([1]);
    // A later call is not run at all.
    await expect(commits.run((trx) => trx.insertInto('provider_actions').values(action('not-run')).execute())).rejects.toBe(failure);
    expect(await actions()).not.toContain('not-run');
    expect(exits).toEqual([1]);
  });

  it.runIf(dialect === 'sqlite')('refuses a call queued while the flush that fails is in flight, without running it', async () => {
    const failure = Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
    const exits: number[] = [];
    const held: (() => void)[] = [];
    const commits = new WalletGroupCommit(ctx.database, {
      fdatasync: (_fd, done) => void held.push(() => done(failure)),
      exit: (code) => void exits.push(code),
    });
    const first = commits.run((trx) => trx.insertInto('provider_actions').values(action('unconfirmed-3')).execute());
    await vi.waitFor(() => expect(held).toHaveLength(1));
    // Queued behind the flush in flight (its group waits in the join window).
    const queued = commits.run((trx) => trx.insertInto('provider_actions').values(action('queued-not-run')).execute());
    held.shift()!();
    expect(await Promise.allSettled([first, queued])).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
    expect(await actions()).not.toContain('queued-not-run');
    expect(exits).toEqual([1]);
  });
});
