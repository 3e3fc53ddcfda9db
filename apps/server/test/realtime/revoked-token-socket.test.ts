import { wsCloseCode, type RealtimeServerMessage } from '@bx/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultRealtimeOptions } from '../../src/realtime/realtime-options.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';
import { LiveClient, listen, pause } from './live-client.ts';

const isPrivate = (m: RealtimeServerMessage) => m.type === 'order' || m.type === 'balance' || m.type === 'risk' || m.type === 'cashout';
const isLapsed = (m: RealtimeServerMessage): m is Extract<RealtimeServerMessage, { type: 'order' }> =>
  m.type === 'order' && m.event === 'lapsed';
const isBalance = (m: RealtimeServerMessage): m is Extract<RealtimeServerMessage, { type: 'balance' }> => m.type === 'balance';

/** The close of a socket, or 'open' when it is still open after `ms` (the heartbeat, 30 s, is far off). */
const closedWithin = (client: LiveClient, ms: number) => Promise.race([client.closed, pause(ms).then(() => 'open' as const)]);

// A revoked token's open sockets close with 4401 the moment it is revoked (logout, a password
// change), not at the next heartbeat: a void of the customer's market a moment later must push
// its lapsed order and balance to the sessions that stay, and to no socket of a revoked token.
describe.each(testDialects())('sockets of a revoked token on %s', (dialect) => {
  let w: MoneyWorld;
  let url: string;
  const clients: LiveClient[] = [];
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    url = await listen(w.ctx);
  });
  afterEach(() => w.ctx.app.realtime.configure(defaultRealtimeOptions));
  afterAll(async () => {
    for (const c of clients) c.close();
    await w?.close();
  });

  /** A customer with a second token (a second login) and an unmatched back resting on a fresh market. */
  async function customerWithRestingBet(): Promise<{ customer: Customer; userName: string; marketId: number }> {
    const customer = await w.customer(1000);
    const { user_name: userName } = await w.ctx.database.db
      .selectFrom('users')
      .select('user_name')
      .where('user_id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    expect(await w.bet(customer, matchId, marketId, sel[0]!, true, 5, 100)).toMatchObject({ status: true });
    return { customer, userName, marketId };
  }

  /** A socket authenticated with `?token=`, or with a first `{type:'auth'}` message; resolved once it is live. */
  async function socket(token: string, how: 'query' | 'auth message'): Promise<LiveClient> {
    const client = await LiveClient.open(how === 'query' ? `${url}?token=${token}` : url);
    clients.push(client);
    if (how === 'auth message') client.send({ type: 'auth', token });
    // Live once it answers a subscribe (an unknown market).
    client.send({ type: 'subscribe', market_ids: ['99999999'] });
    await client.next((m): m is Extract<RealtimeServerMessage, { type: 'error' }> => m.type === 'error' && m.market_id === '99999999');
    return client;
  }

  it("closes the logged-out token's sockets with 4401 at once; a void afterwards reaches only the session that stays", async () => {
    const { customer, userName, marketId } = await customerWithRestingBet();
    const other = await w.login(userName, 'secret456');
    const [byQuery, byMessage, kept] = await Promise.all([
      socket(customer.token, 'query'),
      socket(customer.token, 'auth message'),
      socket(other, 'query'),
    ]);

    const out = await w.call(customer.token, 'user/logout', { user_id: customer.userId, token: customer.token });
    expect(out).toMatchObject({ status: true });
    // The REST side refuses the token; its sockets are closed as a revoked token's.
    expect(
      (await w.ctx.app.inject({ method: 'GET', url: '/api/user/getUserBalance', headers: { authorization: `Bearer ${customer.token}` } }))
        .statusCode,
    ).toBe(401);
    for (const revoked of [byQuery, byMessage]) {
      expect(await closedWithin(revoked, 1000)).toEqual({ code: wsCloseCode.unauthorized, reason: 'session ended' });
    }

    await w.admin('admin/market/void', { market_id: marketId, reason: 'abandoned' });
    expect(await kept.next(isLapsed)).toMatchObject({ market_id: String(marketId) });
    await kept.next(isBalance);
    expect(kept.socket.readyState).toBe(kept.socket.OPEN);
    for (const revoked of [byQuery, byMessage]) expect(revoked.messages.filter(isPrivate)).toEqual([]);
  });

  it("closes the sockets of the user's other tokens on a password change and keeps the caller's", async () => {
    const { customer, userName, marketId } = await customerWithRestingBet();
    const [second, third] = [await w.login(userName, 'secret456'), await w.login(userName, 'secret456')];
    const [current, byQuery, byMessage] = await Promise.all([
      socket(customer.token, 'auth message'),
      socket(second, 'query'),
      socket(third, 'auth message'),
    ]);

    const changed = await w.call(customer.token, 'user/changePassword', {
      master_password: 'secret456',
      new_password: 'secret789',
      confirm_password: 'secret789',
    });
    expect(changed).toMatchObject({ status: true });
    for (const revoked of [byQuery, byMessage]) {
      expect(await closedWithin(revoked, 1000)).toEqual({ code: wsCloseCode.unauthorized, reason: 'session ended' });
    }

    await w.admin('admin/market/void', { market_id: marketId, reason: 'abandoned' });
    expect(await current.next(isLapsed)).toMatchObject({ market_id: String(marketId) });
    await current.next(isBalance);
    expect(current.socket.readyState).toBe(current.socket.OPEN);
    for (const revoked of [byQuery, byMessage]) expect(revoked.messages.filter(isPrivate)).toEqual([]);
  });

  // Expiry needs no message: the heartbeat checks every socket's token again (verify refuses an
  // expired one), so a token that expires while its socket is open ends it within one heartbeat.
  it('closes the socket of a token that expires while it is open at the next heartbeat', async () => {
    const customer = await w.customer(0);
    const client = await socket(customer.token, 'query');
    await w.ctx.database.db
      .updateTable('auth_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', customer.userId)
      .execute();
    w.ctx.app.realtime.configure({ heartbeatMs: 50 });
    // The token cache may answer for up to a second more (TOKEN_CACHE_MS).
    expect(await closedWithin(client, 3000)).toEqual({ code: wsCloseCode.unauthorized, reason: 'session ended' });
  });
});
