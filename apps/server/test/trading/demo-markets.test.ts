import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { seedDatabase } from '../../src/db/seed/seed-database.ts';

describe.each(testDialects())('demo money on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { user_name: 'demo', password: 'demo1234' } });
    token = login.json().data.token;
  });
  afterAll(async () => ctx?.close());

  const post = async (url: string, payload?: object) =>
    (
      await ctx.app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/api/${url}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      })
    ).json();

  it('opens the demo customer with ₹1,00,000 and seeded matches with three resting levels a side', async () => {
    expect((await post('user/getUserBalance')).data).toMatchObject({ total_balance: 100000, available_balance: 100000, liability: 0 });
    const cricket = await ctx.database.db
      .selectFrom('markets')
      .innerJoin('matches', 'matches.match_id', 'markets.match_id')
      .select('matches.match_id')
      .where('matches.sport_id', '=', 4)
      .where('markets.market_type', '=', 'MATCH_ODDS')
      .executeTakeFirstOrThrow();
    const detail = (await post('match/getMatchDetail', { match_id: cricket.match_id })).data;
    const odds = detail.markets.find((m: { market_type: string }) => m.market_type === 'MATCH_ODDS');
    for (const r of odds.runner_json) {
      expect(r.back).toHaveLength(3);
      expect(r.lay).toHaveLength(3);
      expect(r.back[0].price).toBeLessThan(r.lay[0].price);
    }
    expect(detail.markets.some((m: { market_type: string }) => m.market_type === 'BOOKMAKER')).toBe(true);
    expect(detail.fancies.map((f: { fancy_type: string }) => f.fancy_type).sort()).toEqual(['KHADO', 'METER', 'ODD_EVEN', 'SESSION']);
    const back = odds.runner_json[0].back[0];
    const placed = await post('bet/placeMarketBet', {
      match_id: cricket.match_id,
      market_id: odds.market_id,
      selection_id: odds.runner_json[0].selection_id,
      is_back: true,
      odds: back.price,
      stack: 100,
    });
    expect(placed.data).toMatchObject({ status: 'EXECUTION_COMPLETE', matched_stack: 100 });
  });

  it('seeds again without adding anything, and the ledger balances', async () => {
    const count = async () =>
      Number(
        (
          await ctx.database.db
            .selectFrom('bets')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDatabase(ctx.services);
    expect(await count()).toBe(before);
    const admin = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { user_name: 'admin', password: 'admin1234' } });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit/ledger',
      headers: { authorization: `Bearer ${admin.json().data.token}` },
    });
    expect(audit.json().data.differences).toEqual([]);
  });
});
