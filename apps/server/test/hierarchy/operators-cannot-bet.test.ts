import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../auth/login-as.ts';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { postCall } from '../helpers/post-call.ts';

/**
 * Masters and agents hold chips in a MAIN account like a customer's, but operators cannot bet
 * (decisions.md, "Wallets"). The placing calls were open to any logged-in user: an agent could
 * bet (and trade against its own downline, whose positions its risk book shows) with bets that
 * no operator report lists. Each placing call now refuses an operator with 403 and places nothing.
 */
describe.each(testDialects())('operators cannot place bets (%s)', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx?.close());

  const post = (token: string | null, path: string, payload: object) => postCall(ctx.app, token, path, payload);

  async function openMarketAndFancy(token: string) {
    const matches = (await post(token, 'match/getMatches', { sport_id: 4 })).body.data as { match_id: number }[];
    for (const { match_id } of matches) {
      const detail = (await post(token, 'match/getMatchDetail', { match_id })).body.data;
      const market = detail.markets.find(
        (m: { status: string; market_type: string }) => m.status === 'OPEN' && m.market_type === 'MATCH_ODDS',
      );
      const fancy = detail.fancies.find(
        (f: { status: string; session_value_yes: number | null }) => f.status === 'OPEN' && f.session_value_yes,
      );
      if (market && fancy) return { match_id, market, fancy };
    }
    throw new Error('no open match odds market with a fancy in the demo world');
  }

  it.each(['demo_agent', 'demo_master'])('refuses every placing call of %s and leaves its money alone', async (userName) => {
    const operator = await loginAs(ctx.app, userName);
    const { match_id, market, fancy } = await openMarketAndFancy(operator.token);
    const selection_id = market.runner_json[0].selection_id as number;
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/user/getUserBalance', headers: operator.headers })).json().data;
    const draws = (await ctx.app.inject({ method: 'GET', url: '/api/matka/getMarkets', headers: operator.headers })).json().data as {
      market_id: number;
      status: string;
    }[];
    const draw = draws.find((d) => d.status === 'OPEN');

    const attempts: [string, object][] = [
      [
        'bet/placeMarketBet',
        { match_id, market_id: market.market_id, selection_id, is_back: false, odds: 1.5, stack: 100, client_ref: `${userName}-m` },
      ],
      [
        'bet/placeFancyBet',
        {
          match_id,
          fancy_id: fancy.fancy_id,
          is_back: true,
          run: fancy.session_value_yes,
          size: 100,
          stack: 100,
          client_ref: `${userName}-f`,
        },
      ],
      ['bet/replaceBet', { bet_id: 1, odds: 1.6 }],
    ];
    if (draw)
      attempts.push([
        'matka/placeBet',
        { market_id: draw.market_id, bet_type: 'single', side: 'open', digits: '5', stack: 10, client_ref: `${userName}-k` },
      ]);
    for (const [path, payload] of attempts) {
      const res = await post(operator.token, path, payload);
      expect(res.statusCode, path).toBe(403);
      expect(res.body.code, path).toBe('FORBIDDEN');
    }

    const after = (await ctx.app.inject({ method: 'GET', url: '/api/user/getUserBalance', headers: operator.headers })).json().data;
    expect(after).toEqual(before);
    const bets = await ctx.database.db.selectFrom('bets').select('bet_id').where('user_id', '=', operator.userId).execute();
    expect(bets).toEqual([]);
  });

  it('still lets a customer place the same bet', async () => {
    const customer = await loginAs(ctx.app, 'demo_client1');
    const { match_id, market } = await openMarketAndFancy(customer.token);
    const res = await post(customer.token, 'bet/placeMarketBet', {
      match_id,
      market_id: market.market_id,
      selection_id: market.runner_json[0].selection_id,
      is_back: false,
      odds: 1.5,
      stack: 100,
      client_ref: 'customer-m',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
  });
});
