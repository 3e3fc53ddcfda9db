import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { addCustomer, call } from './payments-fixtures.ts';

describe.each(testDialects())('casino reports on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx?.close());

  it('lists rounds of one table within the IST days asked for; a round detail is only for table rounds', async () => {
    const c = await addCustomer(ctx);
    // 2026-03-10 00:30 IST is 2026-03-09 19:00 UTC: it belongs to the IST day 2026-03-10.
    const at = Date.parse('2026-03-09T19:00:00Z');
    await ctx.database.db
      .insertInto('casino_rounds')
      .values([
        {
          round_id: 'teen20-1',
          sport_id: 'teen20',
          winner: 'Player A',
          cards: '["KH","KS","2D","9C","8C","7C"]',
          server_seed_hash: 'ab',
          created_at: at,
        },
        { round_id: 'dt20-1', sport_id: 'dt20', winner: 'Dragon', cards: '["QS","4H"]', server_seed_hash: null, created_at: at },
      ])
      .execute();
    const page = await call(ctx, c.token, 'casino/getCasinoResult', {
      page: 1,
      sport_id: 'teen20',
      from_date: '2026-03-10',
      to_date: '2026-03-10',
    });
    expect(page.body.data).toMatchObject({
      total: { total_count: 1 },
      data: [{ round_id: 'teen20-1', winner: 'Player A', cards: ['KH', 'KS', '2D', '9C', '8C', '7C'] }],
    });
    const dayBefore = await call(ctx, c.token, 'casino/getCasinoResult', {
      page: 1,
      sport_id: 'teen20',
      from_date: '2026-03-09',
      to_date: '2026-03-09',
    });
    expect(dayBefore.body.data.total.total_count).toBe(0);
    // A table by its match id, every table by Our Casino's sport id -1; anything else is refused.
    const rounds = async (sport_id: string) =>
      (await call(ctx, c.token, 'casino/getCasinoResult', { page: 1, sport_id, from_date: '2026-03-10', to_date: '2026-03-10' })).body;
    expect((await rounds('-1011')).data.data.map((x: { round_id: string }) => x.round_id)).toEqual(['dt20-1']);
    expect((await rounds('-1')).data.data.map((x: { round_id: string }) => x.round_id).sort()).toEqual(['dt20-1', 'teen20-1']);
    for (const unknown of ['nonsense', '-999', '4'])
      expect(await rounds(unknown), unknown).toMatchObject({ status: false, code: 'GAME_NOT_FOUND' });
    // Details of table rounds are in test/casino; a result row alone (no table round) has none.
    const detail = await call(ctx, c.token, 'betResult/marketResultDetailsByMarketId', { market_id: 'dt20-1' });
    expect(detail.body).toMatchObject({ status: false, code: 'NOT_FOUND' });
    expect((await call(ctx, c.token, 'betResult/marketResultDetailsByMarketId', { market_id: 'nope' })).body).toMatchObject({
      status: false,
      code: 'NOT_FOUND',
    });
  });

  it('shows a customer only their own live casino bets', async () => {
    const a = await addCustomer(ctx);
    const b = await addCustomer(ctx);
    await ctx.database.db
      .insertInto('casino_bets')
      .values({
        user_id: a.userId,
        round_id: 'r1',
        sport_id: 'lucky7',
        selection: '7 Up',
        stake: 10000,
        odds: '1.98',
        profit_loss: 9800,
        status: 'WON',
        created_at: Date.now(),
      })
      .execute();
    expect((await call(ctx, a.token, 'casino/getLiveCasinoBets', { page: 1 })).body.data).toMatchObject({
      total: { total_count: 1 },
      data: [{ stake: 100, profit_loss: 98, selection: '7 Up' }],
    });
    expect((await call(ctx, b.token, 'casino/getLiveCasinoBets', { page: 1 })).body.data.total.total_count).toBe(0);
  });
});
