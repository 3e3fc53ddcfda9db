import { wsCloseCode } from '@bx/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { FakeMarketSource, LiveClient, listen, marketMessage, tokenFor, twoRunnerMarket } from './live-client.ts';

describe('a socket that cannot be turned into a firehose', () => {
  let ctx: TestContext;
  let url: string;
  let token: string;
  const source = new FakeMarketSource();
  const clients: LiveClient[] = [];
  const open = async (query = `?token=${token}`) => {
    const client = await LiveClient.open(url + query);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
    url = await listen(ctx);
    ctx.app.realtime.setMarketSource(source);
    source.images.set('501', twoRunnerMarket('501'));
    ({ token } = await tokenFor(ctx, 'demo'));
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => ctx?.close());

  it('takes the token in a first {type:"auth"} message and handles what was sent right behind it', async () => {
    const client = await open('');
    client.send({ type: 'auth', token });
    client.send({ type: 'subscribe', market_ids: ['501'] });
    expect(await client.next(marketMessage('501', true))).toMatchObject({ image: true });
  });

  it('closes with 4401 a socket whose first message is not auth, or whose auth token is wrong', async () => {
    const first = await open('');
    first.send({ type: 'subscribe', market_ids: ['501'] });
    expect(await first.closed).toMatchObject({ code: wsCloseCode.unauthorized });
    const wrong = await open('');
    wrong.send({ type: 'auth', token: 'not-a-token' });
    expect(await wrong.closed).toMatchObject({ code: wsCloseCode.unauthorized });
  });

  it('closes with 4401 a socket that sends nothing within the auth time', async () => {
    ctx.app.realtime.configure({ authTimeoutMs: 50 });
    try {
      const silent = await open('');
      expect(await silent.closed).toMatchObject({ code: wsCloseCode.unauthorized });
    } finally {
      ctx.app.realtime.configure({ authTimeoutMs: 5_000 });
    }
  });

  it("limits and closes a socket sending 10,000 subscribes in a second while another customer's socket keeps its deltas", async () => {
    const { token: other } = await tokenFor(ctx, 'demo_signup');
    const calm = await open(`?token=${other}`);
    calm.send({ type: 'subscribe', market_ids: ['501'] });
    await calm.next(marketMessage('501', true));

    const flood = await open();
    for (let i = 0; i < 10_000; i++) flood.send({ type: 'subscribe', market_ids: ['501'] });
    expect(await flood.closed).toMatchObject({ code: wsCloseCode.overLimit });
    expect(flood.messages).toContainEqual({ type: 'error', message: 'too many messages: slow down' });

    const seen = calm.messages.length;
    ctx.app.realtime.publishMarket('501', { runners: [{ selection_id: 1, back: [{ price: 1.9, size: 7 }] }] });
    expect(await calm.next(marketMessage('501', false), seen)).toMatchObject({ image: false });
  });

  it('closes with 1009 a socket whose frame is too large, before auth or after, and logs it as no server error', async () => {
    const errors: unknown[] = [];
    const logged = ctx.app.log.error.bind(ctx.app.log);
    ctx.app.log.error = ((...args: unknown[]) => void errors.push(args)) as typeof ctx.app.log.error;
    try {
      const before = await open('');
      before.send('x'.repeat(5 * 1024 * 1024));
      expect(await before.closed).toMatchObject({ code: 1009 });
      const after = await open();
      after.send({ type: 'subscribe', market_ids: Array.from({ length: 3000 }, (_, i) => String(i)) });
      expect(await after.closed).toMatchObject({ code: 1009 });
    } finally {
      ctx.app.log.error = logged;
    }
    expect(errors).toEqual([]);
  });

  it("closes a customer's oldest socket when a sixth opens", async () => {
    const sockets = [];
    for (let i = 0; i < 5; i++) sockets.push(await open());
    const sixth = await open();
    expect(await sockets[0]!.closed).toMatchObject({ code: wsCloseCode.overLimit });
    sixth.send({ type: 'subscribe', market_ids: ['501'] });
    expect(await sixth.next(marketMessage('501', true))).toMatchObject({ image: true });
    sockets[1]!.send({ type: 'subscribe', market_ids: ['501'] });
    expect(await sockets[1]!.next(marketMessage('501', true))).toMatchObject({ image: true });
  });
});
