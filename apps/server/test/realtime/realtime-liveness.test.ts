import { wsCloseCode } from '@bx/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultRealtimeOptions } from '../../src/realtime/realtime-options.ts';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { FakeMarketSource, LiveClient, listen, marketMessage, pause, tokenFor, twoRunnerMarket } from './live-client.ts';

describe.each(testDialects())('realtime liveness and back-pressure on %s', (dialect) => {
  let ctx: TestContext;
  let url: string;
  let token: string;
  const source = new FakeMarketSource();
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    url = await listen(ctx);
    ({ token } = await tokenFor(ctx, 'demo'));
    ctx.app.realtime.setMarketSource(source);
  });
  afterEach(() => ctx.app.realtime.configure(defaultRealtimeOptions));
  afterAll(async () => ctx?.close());

  it('terminates a client that stops answering pings and keeps one that answers', async () => {
    ctx.app.realtime.configure({ heartbeatMs: 50 });
    const mute = await LiveClient.open(`${url}?token=${token}`, { autoPong: false });
    const healthy = await LiveClient.open(`${url}?token=${token}`);
    const { code } = await mute.closed;
    expect(code).toBe(1006);
    await pause(200);
    expect(healthy.socket.readyState).toBe(healthy.socket.OPEN);
    healthy.close();
  });

  it('closes the sockets of a token once it is revoked', async () => {
    const { token: session } = await tokenFor(ctx, 'demo');
    const client = await LiveClient.open(`${url}?token=${session}`);
    await ctx.app.tokens.revoke(session);
    ctx.app.realtime.configure({ heartbeatMs: 50 });
    expect(await client.closed).toMatchObject({ code: wsCloseCode.unauthorized });
  });

  it('cuts off a consumer that does not read before its backlog passes the limit', async () => {
    ctx.app.realtime.configure({ maxBufferedBytes: 64 * 1024, coalesceMs: 1 });
    source.images.set('201', twoRunnerMarket('201'));
    const slow = await LiveClient.open(`${url}?token=${token}`);
    const fast = await LiveClient.open(`${url}?token=${token}`);
    for (const c of [slow, fast]) c.send({ type: 'subscribe', market_ids: ['201'] });
    await slow.next(marketMessage('201', true));
    await fast.next(marketMessage('201', true));
    slow.socket.pause();
    // Big messages fill the kernel's socket buffers first; then the server-side backlog grows.
    const name = 'x'.repeat(100_000);
    for (let i = 0; i < 300 && fast.socket.readyState === fast.socket.OPEN; i++) {
      ctx.app.realtime.publishMarket('201', { runners: [{ selection_id: 1, name: `${name}${i}` }] });
      await pause(3);
    }
    slow.socket.resume();
    expect(await slow.closed).toMatchObject({ code: wsCloseCode.slowConsumer, reason: 'slow consumer' });
    expect(fast.socket.readyState).toBe(fast.socket.OPEN);
    fast.close();
  });
});
