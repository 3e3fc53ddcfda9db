import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletGroupCommit } from '../../src/modules/providers/wallet-group-commit.ts';
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
    const commits = new WalletGroupCommit(db);
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

  it.runIf(dialect === 'sqlite')('rejects every call of a group whose commit fails, and keeps none of their writes', async () => {
    const commits = new WalletGroupCommit(ctx.database.db);
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
});
