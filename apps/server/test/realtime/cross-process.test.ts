import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';
import { LiveClient, listen, marketMessage } from './live-client.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('live messages across two server processes on one PostgreSQL database (LISTEN/NOTIFY)', () => {
  let a: MoneyWorld;
  let b: TestContext;
  let wsB: string;
  let bettor: Customer;
  let market: { matchId: number; marketId: number; sel: number[] };
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    a = await MoneyWorld.create('postgres', { DATABASE_URL: url! });
    // Process B: its own app, pool and hub on the same schema.
    b = await createTestApp('postgres', {
      seed: false,
      env: { DATABASE_URL: url!, SEED_DEMO: 'off' },
      database: { pgSchema: a.ctx.database.pgSchema },
    });
    wsB = await listen(b);
    const matchId = await a.match();
    market = { matchId, ...(await a.market(matchId, ['A', 'B'])) };
    bettor = await a.customer(1000);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await b?.app.close();
    await b?.database.close();
    await a?.close();
  });

  it("delivers a bet placed through A as a market delta to B's subscriber, and the bettor's own order and balance messages to the bettor's socket on B", async () => {
    const watcher = await LiveClient.open(`${wsB}?token=${await a.login('admin', 'admin1234')}`);
    const own = await LiveClient.open(`${wsB}?token=${bettor.token}`);
    clients.push(watcher, own);
    watcher.send({ type: 'subscribe', market_ids: [String(market.marketId)] });
    await watcher.next(marketMessage(String(market.marketId), true));

    const placed = await a.call(bettor.token, 'bet/placeMarketBet', {
      match_id: market.matchId,
      market_id: market.marketId,
      selection_id: market.sel[0],
      is_back: true,
      odds: 3,
      stack: 100,
    });
    expect(placed).toMatchObject({ status: true });

    const delta = await watcher.next(marketMessage(String(market.marketId), false), 0, 5000);
    expect(delta).toMatchObject({ image: false, seq: expect.any(Number) });
    expect(JSON.stringify(delta)).toContain('"price":3');
    expect(await own.next((m): m is Extract<typeof m, { type: 'order' }> => m.type === 'order', 0, 5000)).toMatchObject({ type: 'order' });
    expect(await own.next((m): m is Extract<typeof m, { type: 'balance' }> => m.type === 'balance', 0, 5000)).toMatchObject({
      type: 'balance',
    });
  });
});
