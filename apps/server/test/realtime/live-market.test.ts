import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { LiveClient, listen, marketMessage } from './live-client.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

describe.each(testDialects())('live market feed from the money core on %s', (dialect) => {
  let w: MoneyWorld;
  let url: string;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    url = await listen(w.ctx);
  });
  afterAll(async () => w?.close());

  it('sends the book as an image on subscribe and the new best levels after a bet commits', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    await w.bet(c, matchId, marketId, sel[0]!, false, 2.5, 100);
    const live = await LiveClient.open(`${url}?token=${c.token}`);
    try {
      live.send({ type: 'subscribe', market_ids: [String(marketId)] });
      const image = await live.next(marketMessage(String(marketId), true));
      expect(JSON.stringify(image)).toContain('"back":[{"price":2.5,"size":100}]');
      const seen = live.messages.length;
      await w.bet(c, matchId, marketId, sel[0]!, false, 2.52, 50);
      const change = await live.next(marketMessage(String(marketId), false), seen);
      expect(JSON.stringify(change)).toContain('{"price":2.52,"size":50}');
    } finally {
      live.close();
    }
  });
});
