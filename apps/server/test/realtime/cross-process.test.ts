import { wsCloseCode } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/test-app.ts';
import { transports, twoProcesses, type TwoProcesses } from './two-processes.ts';
import type { MoneyWorld } from '../trading/money-fixture.ts';
import { type Customer } from '../trading/money-fixture.ts';
import { LiveClient, marketMessage } from './live-client.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url)).each(transports)(
  'live messages across two server processes on one PostgreSQL database (%s)',
  (_, transport) => {
    let a: MoneyWorld;
    let b: TestContext;
    let wsB: string;
    let both: TwoProcesses | undefined;
    let bettor: Customer;
    let market: { matchId: number; marketId: number; sel: number[] };
    const clients: LiveClient[] = [];

    beforeAll(async () => {
      both = await twoProcesses(url!, transport);
      ({ a, b, wsB } = both);
      const matchId = await a.match();
      market = { matchId, ...(await a.market(matchId, ['A', 'B'])) };
      bettor = await a.customer(1000);
    });
    afterAll(async () => {
      for (const c of clients) c.close();
      await both?.close();
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
      expect(await own.next((m): m is Extract<typeof m, { type: 'order' }> => m.type === 'order', 0, 5000)).toMatchObject({
        type: 'order',
      });
      expect(await own.next((m): m is Extract<typeof m, { type: 'balance' }> => m.type === 'balance', 0, 5000)).toMatchObject({
        type: 'balance',
      });
    });

    it("closes a customer's socket on B at once when the customer self-excludes through A", async () => {
      const leaving = await a.customer(0);
      const socket = await LiveClient.open(`${wsB}?token=${leaving.token}`);
      clients.push(socket);
      const started = Date.now();
      expect(await a.call(leaving.token, 'responsibleGaming/selfExclude', { days: 1 })).toMatchObject({ status: true });
      expect(await socket.closed).toMatchObject({ code: wsCloseCode.unauthorized });
      expect(Date.now() - started).toBeLessThan(b.app.realtime.options.heartbeatMs / 10);
    });
  },
);
