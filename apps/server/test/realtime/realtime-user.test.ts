import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { LiveClient, listen, pause, tokenFor } from './live-client.ts';

describe.each(testDialects())('realtime messages to one user on %s', (dialect) => {
  let ctx: TestContext;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    url = await listen(ctx);
  });
  afterAll(async () => ctx?.close());

  it("reaches every socket of that user and no one else's", async () => {
    const demo = await tokenFor(ctx, 'demo');
    const other = await tokenFor(ctx, 'demo_signup');
    const [phone, laptop, stranger] = await Promise.all([
      LiveClient.open(`${url}?token=${demo.token}`),
      LiveClient.open(`${url}?token=${demo.token}`),
      LiveClient.open(`${url}?token=${other.token}`),
    ]);
    ctx.app.realtime.publishToUser(demo.userId, { type: 'balance', total_balance: 1500.5, liability: 200 });
    ctx.app.realtime.publishToUser(demo.userId, {
      type: 'order',
      event: 'matched',
      bet_id: 77,
      market_id: '101',
      selection_id: 1,
      matched_stack: 100,
      remaining_stack: 0,
      avg_odds: 1.9,
    });
    for (const client of [phone!, laptop!]) {
      expect(await client.next((m) => m.type === 'balance')).toEqual({ type: 'balance', total_balance: 1500.5, liability: 200 });
      expect(await client.next((m) => m.type === 'order')).toMatchObject({ event: 'matched', bet_id: 77 });
    }
    await pause(100);
    expect(stranger!.messages).toEqual([]);
    for (const client of [phone!, laptop!, stranger!]) client.close();
  });
});
