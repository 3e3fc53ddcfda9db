import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../auth/login-as.ts';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';

describe.each(testDialects())('the demo hierarchy on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx?.close());

  const list = async (userName: string, body: object = { page: 1 }) => {
    const { headers } = await loginAs(ctx.app, userName);
    return (await ctx.app.inject({ method: 'POST', url: '/api/admin/user/list', headers, payload: body })).json().data;
  };

  it('seeds a master, its agent and two funded customers, each holding chips from its parent', async () => {
    const master = await list('demo_master');
    expect(master.data).toEqual([
      expect.objectContaining({ user_name: 'demo_agent', role: 'agent', balance: 85_000, partnership: 50, profit_loss: 0 }),
    ]);
    const agent = await list('demo_agent');
    expect(agent.data.map((r: { user_name: string; balance: number }) => [r.user_name, r.balance])).toEqual([
      ['demo_client1', 10_000],
      ['demo_client2', 5_000],
    ]);
    const admin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit/ledger',
      headers: (await loginAs(ctx.app, 'admin', 'admin1234')).headers,
    });
    expect(admin.json().data.differences).toEqual([]);
  });
});
