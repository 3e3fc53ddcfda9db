import { wsCloseCode } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { LiveClient, listen, tokenFor } from './live-client.ts';

describe.each(testDialects())('realtime socket access on %s', (dialect) => {
  let ctx: TestContext;
  let url: string;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    url = await listen(ctx);
    ({ token } = await tokenFor(ctx, 'demo'));
  });
  afterAll(async () => ctx?.close());

  it.each([
    ['no token', ''],
    ['an unknown token', '?token=not-a-token'],
  ])('closes the socket with 4401 for %s', async (_, query) => {
    const client = await LiveClient.open(url + query);
    expect(await client.closed).toMatchObject({ code: wsCloseCode.unauthorized });
  });

  it('closes the socket with 4401 for a revoked token', async () => {
    const { token: revoked } = await tokenFor(ctx, 'demo');
    await ctx.app.tokens.revoke(revoked);
    const client = await LiveClient.open(`${url}?token=${revoked}`);
    expect(await client.closed).toMatchObject({ code: wsCloseCode.unauthorized });
  });

  it("closes with 4403 a socket a page of another site opens with the customer's token; its own page connects", async () => {
    const foreign = await LiveClient.open(`${url}?token=${token}`, { origin: 'https://evil.example' });
    expect(await foreign.closed).toMatchObject({ code: wsCloseCode.foreignOrigin });
    const own = await LiveClient.open(`${url}?token=${token}`, { origin: new URL(url.replace('ws:', 'http:')).origin });
    own.send({ type: 'subscribe', market_ids: ['99999999'] });
    expect(await own.next((m) => m.type === 'error')).toMatchObject({ market_id: '99999999' });
    own.close();
  });

  it('answers "unknown market" for a market that does not exist', async () => {
    const client = await LiveClient.open(`${url}?token=${token}`);
    client.send({ type: 'subscribe', market_ids: ['99999999'] });
    expect(await client.next((m) => m.type === 'error')).toEqual({ type: 'error', message: 'unknown market', market_id: '99999999' });
    client.close();
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['an unknown type', { type: 'shout', market_ids: ['1'] }],
    ['no market ids', { type: 'subscribe', market_ids: [] }],
    ['a market id of the wrong kind', { type: 'unsubscribe', market_ids: [{ id: 1 }] }],
  ])('answers %s with an error and keeps the connection', async (_, message) => {
    const client = await LiveClient.open(`${url}?token=${token}`);
    client.send(message);
    const error = await client.next((m) => m.type === 'error');
    expect(error.message.length).toBeGreaterThan(0);
    // Still connected: a later request is answered.
    client.send({ type: 'subscribe', market_ids: [99999999] });
    expect(await client.next((m) => m.type === 'error', 1)).toMatchObject({ market_id: '99999999' });
    client.close();
  });
});
