import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../auth/login-as.ts';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { postCall } from '../helpers/post-call.ts';

/**
 * Bad input is a 400 that names the field, never a 500. On PostgreSQL two kinds of input reached
 * the database and failed the query: a NUL character in any string (text and jsonb cannot hold
 * it: search texts, client_refs, game ids, user names ...) and a sport id past 32 bits (the
 * sport_id columns are `integer`).
 */
describe.each(testDialects())('input the database cannot hold (%s)', (dialect) => {
  let ctx: TestContext;
  let customer: string;
  let agent: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    customer = (await loginAs(ctx.app, 'demo')).token;
    agent = (await loginAs(ctx.app, 'demo_agent')).token;
  });
  afterAll(async () => ctx?.close());

  const post = (token: string | null, path: string, payload: object) => postCall(ctx.app, token, path, payload);

  it('refuses a NUL character in any string with 400 naming the field, and changes nothing', async () => {
    const before = await post(customer, 'bet/getCurrentBets', { page: 1 });
    const attempts: [string | null, string, object, string][] = [
      [null, 'user/login', { user_name: 'de\u0000mo', password: 'demo1234' }, 'user_name'],
      [customer, 'match/searchByMatchNameHeader', { search: 'Roy\u0000al' }, 'search'],
      [customer, 'slot/getHistory', { game_id: 'classic\u0000', limit: 5 }, 'game_id'],
      [customer, 'slot/spin', { game_id: 'classic-sevens', bet: 10, client_ref: 'a\u0000b' }, 'client_ref'],
      [customer, 'vcasino/placeBet', { type: 'dt20', selection_id: 1, stack: 10, client_ref: 'a\u0000b' }, 'client_ref'],
      [agent, 'admin/user/list', { page: 1, search: 'demo\u0000' }, 'search'],
      [agent, 'admin/user/export', { search: 'demo\u0000' }, 'search'],
    ];
    for (const [token, path, payload, field] of attempts) {
      const res = await post(token, path, payload);
      expect(res.statusCode, path).toBe(400);
      expect(res.body.message, path).toBe(`Invalid request: ${field}: must not contain a NUL character`);
    }
    const query = await ctx.app.inject({
      method: 'GET',
      url: '/api/report/export?report=statement&from_date=2026-11-27%00&to_date=2026-11-28&format=csv',
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('Invalid request: from_date: must not contain a NUL character');
    // The check walks the body without recursion: arrays nested 30,000 deep (60 KB) are no 500.
    const deep = `{"page":1,"a":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
    const nested = await ctx.app.inject({
      method: 'POST',
      url: '/api/bet/getCurrentBets',
      headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(nested.statusCode).toBe(200);
    // Nothing was placed by the refused spins and bets.
    expect((await post(customer, 'bet/getCurrentBets', { page: 1 })).body).toEqual(before.body);
  });

  it('refuses a sport id past 32 bits with 400 on every call that takes one', async () => {
    for (const sport_id of [2_147_483_648, -2_147_483_649, 9_007_199_254_740_991]) {
      for (const [path, payload] of [
        ['sport/getSports', { sport_id }],
        ['series/getSeries', { sport_id }],
        ['match/getMatches', { sport_id }],
        ['match/getMatchVenueListByCountryCodeSportId', { country: 'all', date: '2026-11-28', sport_id }],
      ] as const) {
        const res = await post(customer, path, payload);
        expect(res.statusCode, `${path} ${sport_id}`).toBe(400);
        expect(res.body.message, path).toContain('sport_id: must be a sport id');
      }
    }
    // The largest 32-bit id is still a readable request (no such sport: nothing to list).
    expect((await post(customer, 'match/getMatches', { sport_id: 2_147_483_647 })).statusCode).toBe(200);
  });
});
