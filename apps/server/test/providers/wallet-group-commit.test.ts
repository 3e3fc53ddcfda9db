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

  it('commits the calls of one group together and undoes only the writes of a call that throws', async () => {
    const { db } = ctx.database;
    const operator = await addCustomer(ctx);
    await db
      .insertInto('providers')
      .values({ provider_id: 'p', name: 'p', sport_id: 'fantasy', secret: 's', launch_url: '/p', is_active: 1, created_at: 1 })
      .execute();
    const action = (name: string) => ({ provider_id: 'p', action: name, admin_user_id: operator.userId, created_at: 1 });
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
    const rows = await db.selectFrom('provider_actions').select('action').orderBy('action_id').execute();
    expect(rows.map((r) => r.action)).toEqual(['kept-1', 'kept-2']);
  });
});
