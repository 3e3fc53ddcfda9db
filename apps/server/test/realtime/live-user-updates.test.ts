import type { RealtimeServerMessage } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { LiveClient, listen, marketMessage, tokenFor } from './live-client.ts';

type Of<T extends RealtimeServerMessage['type']> = Extract<RealtimeServerMessage, { type: T }>;
const is =
  <T extends RealtimeServerMessage['type']>(type: T, test: (m: Of<T>) => boolean = () => true) =>
  (m: RealtimeServerMessage): m is Of<T> =>
    m.type === type && test(m as Of<T>);

describe.each(testDialects())('live order and balance updates on %s', (dialect) => {
  let ctx: TestContext;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    url = await listen(ctx);
  });
  afterAll(async () => ctx?.close());

  it("sends the bettor its order and balance, and every subscriber the market's new book", async () => {
    const demo = await tokenFor(ctx, 'demo');
    const other = await tokenFor(ctx, 'demo_signup');
    const market = await ctx.database.db
      .selectFrom('markets')
      .innerJoin('market_runners', 'market_runners.market_id', 'markets.market_id')
      .select(['markets.market_id', 'markets.match_id', 'market_runners.selection_id'])
      .where('markets.market_type', '=', 'MATCH_ODDS')
      .orderBy('markets.market_id')
      .executeTakeFirstOrThrow();
    const key = String(market.market_id);
    const [mine, watcher] = await Promise.all([
      LiveClient.open(`${url}?token=${demo.token}`),
      LiveClient.open(`${url}?token=${other.token}`),
    ]);
    try {
      watcher!.send({ type: 'subscribe', market_ids: [key] });
      const image = await watcher!.next(marketMessage(key, true));
      const best = image.runners!.find((r) => r.selection_id === market.selection_id)!.back![0]!;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/bet/placeMarketBet',
        headers: { authorization: `Bearer ${demo.token}` },
        payload: {
          match_id: market.match_id,
          market_id: market.market_id,
          selection_id: market.selection_id,
          is_back: true,
          odds: best.price,
          stack: 100,
        },
      });
      const betId = res.json().data.bet_id as number;
      expect(await mine!.next(is('order', (m) => m.bet_id === betId))).toMatchObject({
        event: 'placed',
        market_id: key,
        selection_id: market.selection_id,
        matched_stack: 100,
        remaining_stack: 0,
        status: 'EXECUTION_COMPLETE',
      });
      const balance = await mine!.next(is('balance'));
      const rest = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/getUserBalance',
        headers: { authorization: `Bearer ${demo.token}` },
      });
      expect(balance).toEqual({ type: 'balance', total_balance: rest.json().data.total_balance, liability: rest.json().data.liability });
      expect(balance.liability).toBe(-100);
      const delta = await watcher!.next(marketMessage(key, false));
      const after = delta.runners!.find((r) => r.selection_id === market.selection_id)!;
      expect(after.back![0]).toEqual({ price: best.price, size: best.size - 100 });
      expect(watcher!.messages.some((m) => m.type === 'order' || m.type === 'balance')).toBe(false);
    } finally {
      mine!.close();
      watcher!.close();
    }
  });
});
