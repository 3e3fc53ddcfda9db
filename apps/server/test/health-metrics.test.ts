import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from './helpers/test-app.ts';
import { loginAs } from './auth/login-as.ts';

describe.each(testDialects())('health, readiness and metrics on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { METRICS_TOKEN: 'a-scraper-token-1234' } });
  });
  afterAll(async () => ctx?.close());

  it('answers health and ready without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: true });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: true, data: { database: true, migrations: true } });
  });

  it('counts requests by route and status and bets by result and code, for loopback or the token only', async () => {
    const demo = await loginAs(ctx.app, 'demo');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/bet/placeMarketBet',
      headers: demo.headers,
      payload: { match_id: 1, market_id: 99999999, selection_id: 1, is_back: true, odds: 2, stack: 100 },
    });
    const scrape = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.body).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(scrape.body).toMatch(/bets_total\{call="bet\/placeMarketBet",result="refused",code="MARKET_NOT_FOUND"\} 1/);
    expect(scrape.body).toMatch(/ws_clients 0/);
    expect(scrape.body).toMatch(/nodejs_eventloop_lag_seconds/);
    // Totals since start: a second scrape counts nothing twice, and a request after it is added.
    await ctx.app.inject({ method: 'POST', url: '/api/bet/cancelBet', headers: demo.headers, payload: { bet_id: 99999999 } });
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const again = (await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    expect(again).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} 2/);
    expect(again).toMatch(/http_requests_total\{method="GET",route="\/metrics",status="200"\} 1/);
    expect(again).toMatch(/bets_total\{call="bet\/placeMarketBet",result="refused",code="MARKET_NOT_FOUND"\} 1/);
    expect(again).toMatch(/bets_total\{call="bet\/cancelBet",result="refused",code="[A-Z_]+"\} 1/);
    expect(again).not.toMatch(/bets_total\{call="bet\/placeFancyBet"/);

    expect((await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    // A reverse proxy on this machine relays strangers from a loopback socket: what it relays is not this machine's.
    for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers })).statusCode).toBe(403);
    }
    const withToken = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer a-scraper-token-1234' },
    });
    expect(withToken.statusCode).toBe(200);
  });
});
