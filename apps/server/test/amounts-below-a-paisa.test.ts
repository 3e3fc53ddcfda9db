import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './auth/login-as.ts';
import { createTestApp, testDialects, type TestContext } from './helpers/test-app.ts';
import { postCall } from './helpers/post-call.ts';

/**
 * "At most 2 decimals" was checked with a float tolerance that reads 1e-9 rupees as 0 paise, so an
 * amount below one paisa passed validation: chips and credits of nothing answered "done" (and were
 * audited as operator actions), and a limit or credit reference was saved as 0 from a value that
 * is no amount. Bad input must be a 400 that changes nothing.
 */
describe.each(testDialects())('an amount below one paisa (%s)', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx?.close());

  const post = (token: string | null, path: string, payload: object) => postCall(ctx.app, token, path, payload);

  it('is refused with 400 naming the field, and nothing is written', async () => {
    const admin = await loginAs(ctx.app, 'admin', 'admin1234');
    const agent = await loginAs(ctx.app, 'demo_agent');
    const customer = await loginAs(ctx.app, 'demo_client1');
    const actionsBefore = await ctx.database.db
      .selectFrom('operator_actions')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const userBefore = await ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('user_id', '=', customer.userId)
      .executeTakeFirstOrThrow();

    const attempts: [string, string, object, string][] = [
      [agent.token, 'admin/user/chips', { user_id: customer.userId, type: 'D', amount: 1e-9, remark: 'x', password: 'demo1234' }, 'amount'],
      [admin.token, 'admin/wallet/credit', { user_id: customer.userId, amount: 1e-9, remark: 'x' }, 'amount'],
      [
        agent.token,
        'admin/user/creditReference',
        { user_id: customer.userId, credit_reference: 1e-9, password: 'demo1234' },
        'credit_reference',
      ],
      [agent.token, 'admin/user/limits', { user_id: customer.userId, exposure_limit: 1e-9 }, 'exposure_limit'],
      [customer.token, 'responsibleGaming/setLimits', { deposit_limit_day: 1e-9 }, 'deposit_limit_day'],
      [customer.token, 'bet/setAutoCashOut', { market_id: 1, profit_target: 1e-9 }, 'profit_target'],
    ];
    for (const [token, path, payload, field] of attempts) {
      const res = await post(token, path, payload);
      expect(res.statusCode, path).toBe(400);
      expect(res.body.message, path).toContain(`${field}: must be an amount in rupees with at most 2 decimals`);
    }

    const actionsAfter = await ctx.database.db
      .selectFrom('operator_actions')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(actionsAfter.n)).toBe(Number(actionsBefore.n));
    const userAfter = await ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('user_id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    expect(userAfter).toEqual(userBefore);
  });

  it('still takes a paisa, and zero where zero is allowed', async () => {
    const admin = await loginAs(ctx.app, 'admin', 'admin1234');
    const agent = await loginAs(ctx.app, 'demo_agent');
    const customer = await loginAs(ctx.app, 'demo_client2');
    expect((await post(admin.token, 'admin/wallet/credit', { user_id: customer.userId, amount: 0.01, remark: 'x' })).body.status).toBe(
      true,
    );
    expect((await post(customer.token, 'responsibleGaming/setLimits', { deposit_limit_day: 0.01 })).body.status).toBe(true);
    const zero = await post(agent.token, 'admin/user/creditReference', {
      user_id: customer.userId,
      credit_reference: 0,
      password: 'demo1234',
    });
    expect(zero.body.status).toBe(true);
  });
});
