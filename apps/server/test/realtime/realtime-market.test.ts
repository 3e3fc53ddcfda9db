import { applyMarketChange, fancyStreamKey, type MarketImage, type RealtimeServerMessage } from '@bx/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { FakeMarketSource, LiveClient, listen, marketMessage, pause, tokenFor, twoRunnerMarket } from './live-client.ts';

type MarketMessage = Extract<RealtimeServerMessage, { type: 'market' }>;

/** What a client does with its stream: start from the image, apply each delta in seq order. */
function replay(messages: MarketMessage[]): MarketImage {
  const [image, ...deltas] = messages;
  if (!image?.image) throw new Error('the stream must start with an image');
  let state: MarketImage = {
    market_id: image.market_id,
    status: image.status,
    in_play: image.in_play,
    runners: image.runners,
    fancies: image.fancies,
  };
  deltas.forEach((delta, i) => {
    expect(delta).toMatchObject({ image: false, seq: image.seq + i + 1 });
    state = applyMarketChange(state, delta);
  });
  return state;
}

describe.each(testDialects())('realtime market streams on %s', (dialect) => {
  let ctx: TestContext;
  let url: string;
  const source = new FakeMarketSource();
  const clients: LiveClient[] = [];
  const connect = async () => {
    const { token } = await tokenFor(ctx, 'demo');
    const client = await LiveClient.open(`${url}?token=${token}`);
    clients.push(client);
    return client;
  };
  /** Changes the source's state and publishes the change, as the money core does after a commit. */
  const move = (marketId: string, selectionId: number, size: number) => {
    const image = source.images.get(marketId)!;
    const runners = [{ selection_id: selectionId, back: [{ price: 1.9, size }] }];
    source.images.set(marketId, applyMarketChange(image, { runners }));
    ctx.app.realtime.publishMarket(marketId, { runners });
  };

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    url = await listen(ctx);
    ctx.app.realtime.setMarketSource(source);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => ctx?.close());

  it('sends an image, then deltas with consecutive seq that rebuild the current state', async () => {
    source.images.set('101', twoRunnerMarket('101'));
    const client = await connect();
    client.send({ type: 'subscribe', market_ids: [101] });
    const image = await client.next(marketMessage('101', true));
    expect(image).toMatchObject({ type: 'market', market_id: '101', image: true, status: 'OPEN', in_play: false });
    for (let size = 1; size <= 3; size++) {
      move('101', 1, size);
      await pause(150);
    }
    ctx.app.realtime.publishMarket('101', { status: 'SUSPENDED' });
    source.images.get('101')!.status = 'SUSPENDED';
    await client.next((m): m is MarketMessage => m.type === 'market' && m.seq === image.seq + 4);
    expect(replay(client.messages.filter(marketMessage('101')))).toEqual(source.images.get('101'));
  });

  it('coalesces a burst into at most one message per 100 ms, the last state winning', async () => {
    source.images.set('102', twoRunnerMarket('102'));
    const client = await connect();
    client.send({ type: 'subscribe', market_ids: ['102'] });
    await client.next(marketMessage('102', true));
    const started = performance.now();
    for (let i = 1; i <= 20; i++) {
      move('102', 1 + (i % 2), i);
      await pause(2.5);
    }
    const elapsed = performance.now() - started;
    await pause(300);
    const stream = client.messages.filter(marketMessage('102'));
    expect(stream.length - 1).toBeLessThanOrEqual(1 + Math.ceil(elapsed / 100));
    expect(replay(stream)).toEqual(source.images.get('102'));
  });

  it('answers a resubscribe (the gap rule) with a fresh image at the current seq', async () => {
    source.images.set('103', twoRunnerMarket('103'));
    const watcher = await connect();
    const client = await connect();
    for (const c of [watcher, client]) c.send({ type: 'subscribe', market_ids: ['103'] });
    await client.next(marketMessage('103', true));
    await watcher.next(marketMessage('103', true));
    // The client stops reading its deltas (as if it lost some); the watcher sees the seq go on.
    move('103', 1, 7);
    await pause(150);
    move('103', 2, 8);
    const last = await watcher.next((m): m is MarketMessage => marketMessage('103', false)(m) && m.runners?.[0]?.selection_id === 2);
    const from = client.messages.length;
    client.send({ type: 'subscribe', market_ids: ['103'] });
    const fresh = await client.next(marketMessage('103', true), from);
    expect(fresh).toMatchObject({ image: true, seq: last.seq, runners: source.images.get('103')!.runners });
    move('103', 1, 9);
    expect(await client.next(marketMessage('103', false), client.messages.indexOf(fresh))).toMatchObject({ seq: last.seq + 1 });
  });

  it('stops the messages of a market after unsubscribe and keeps the others', async () => {
    source.images.set('104', twoRunnerMarket('104'));
    source.images.set('105', twoRunnerMarket('105'));
    const client = await connect();
    client.send({ type: 'subscribe', market_ids: ['104', '105'] });
    await client.next(marketMessage('104', true));
    await client.next(marketMessage('105', true));
    client.send({ type: 'unsubscribe', market_ids: ['104'] });
    await pause(50);
    move('104', 1, 11);
    move('105', 1, 12);
    await client.next(marketMessage('105', false));
    await pause(150);
    expect(client.messages.filter(marketMessage('104', false))).toEqual([]);
  });

  it("streams a match's fancies under match:<id>:fancy", async () => {
    const key = fancyStreamKey(42);
    const fancy = {
      fancy_id: 5,
      name: '6 over runs',
      status: 'OPEN' as const,
      session_value_yes: 52,
      session_size_yes: 100,
      session_value_no: 50,
      session_size_no: 100,
    };
    source.images.set(key, { market_id: key, status: 'OPEN', in_play: true, runners: [], fancies: [fancy] });
    const client = await connect();
    client.send({ type: 'subscribe', market_ids: [key] });
    expect(await client.next(marketMessage(key, true))).toMatchObject({ fancies: [fancy] });
    ctx.app.realtime.publishMarket(key, { fancies: [{ fancy_id: 5, status: 'SUSPENDED' }] });
    expect(await client.next(marketMessage(key, false))).toMatchObject({ fancies: [{ fancy_id: 5, status: 'SUSPENDED' }] });
  });

  it('answers a market the source does not know with an error', async () => {
    const client = await connect();
    client.send({ type: 'subscribe', market_ids: ['999'] });
    expect(await client.next((m) => m.type === 'error')).toEqual({ type: 'error', message: 'unknown market', market_id: '999' });
  });
});
