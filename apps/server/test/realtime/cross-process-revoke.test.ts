import { wsCloseCode, type RealtimeServerMessage } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/test-app.ts';
import { transports, twoProcesses, type TwoProcesses } from './two-processes.ts';
import type { MoneyWorld } from '../trading/money-fixture.ts';
import { type Customer } from '../trading/money-fixture.ts';
import { LiveClient, pause } from './live-client.ts';

const url = process.env.TEST_DATABASE_URL;

const isPrivate = (m: RealtimeServerMessage) => m.type === 'order' || m.type === 'balance' || m.type === 'risk' || m.type === 'cashout';
const isLapsed = (m: RealtimeServerMessage): m is Extract<RealtimeServerMessage, { type: 'order' }> =>
  m.type === 'order' && m.event === 'lapsed';

// A token revoked through process A (a logout, a password change) ends its sockets on process B at
// once, as a lock does (cross-process.test.ts): the revoke's bus message, not B's next heartbeat.
describe.runIf(Boolean(url)).each(transports)('sockets of a token revoked on another server process (%s)', (_, transport) => {
  let a: MoneyWorld;
  let b: TestContext;
  let wsB: string;
  let both: TwoProcesses | undefined;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    both = await twoProcesses(url!, transport);
    ({ a, b, wsB } = both);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await both?.close();
  });

  /** A customer (its token from A), its user name for more logins, and an unmatched back resting on a fresh market. */
  async function customerWithRestingBet(): Promise<{ customer: Customer; userName: string; marketId: number }> {
    const customer = await a.customer(1000);
    const { user_name: userName } = await a.ctx.database.db
      .selectFrom('users')
      .select('user_name')
      .where('user_id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    const matchId = await a.match();
    const { marketId, sel } = await a.market(matchId, ['A', 'B']);
    expect(await a.bet(customer, matchId, marketId, sel[0]!, true, 5, 100)).toMatchObject({ status: true });
    return { customer, userName, marketId };
  }

  /** A socket on B, live once it answers a subscribe (an unknown market). */
  async function socketOnB(token: string): Promise<LiveClient> {
    const client = await LiveClient.open(`${wsB}?token=${token}`);
    clients.push(client);
    client.send({ type: 'subscribe', market_ids: ['99999999'] });
    await client.next((m): m is Extract<RealtimeServerMessage, { type: 'error' }> => m.type === 'error' && m.market_id === '99999999');
    return client;
  }

  /** The close of a socket, or 'open' when it is still open after a tenth of B's heartbeat. */
  const closedSoon = (client: LiveClient) =>
    Promise.race([client.closed, pause(b.app.realtime.options.heartbeatMs / 10).then(() => 'open' as const)]);

  it("closes a logged-out token's socket on B at once and keeps the customer's other session there", async () => {
    const { customer, userName, marketId } = await customerWithRestingBet();
    const other = await a.login(userName, 'secret456');
    const [revoked, kept] = [await socketOnB(customer.token), await socketOnB(other)];

    expect(await a.call(customer.token, 'user/logout', { user_id: customer.userId, token: customer.token })).toMatchObject({
      status: true,
    });
    expect(await closedSoon(revoked)).toEqual({ code: wsCloseCode.unauthorized, reason: 'session ended' });

    // A void through A reaches B's kept socket over the bus, and nothing reached the revoked one.
    await a.admin('admin/market/void', { market_id: marketId, reason: 'abandoned' });
    expect(await kept.next(isLapsed, 0, 5000)).toMatchObject({ market_id: String(marketId) });
    expect(kept.socket.readyState).toBe(kept.socket.OPEN);
    expect(revoked.messages.filter(isPrivate)).toEqual([]);
  });

  it("closes the sockets on B of the other tokens on a password change through A, and keeps the caller's", async () => {
    const { customer, userName, marketId } = await customerWithRestingBet();
    const other = await a.login(userName, 'secret456');
    const [current, revoked] = [await socketOnB(customer.token), await socketOnB(other)];

    const changed = await a.call(customer.token, 'user/changePassword', {
      master_password: 'secret456',
      new_password: 'secret789',
      confirm_password: 'secret789',
    });
    expect(changed).toMatchObject({ status: true });
    expect(await closedSoon(revoked)).toEqual({ code: wsCloseCode.unauthorized, reason: 'session ended' });

    await a.admin('admin/market/void', { market_id: marketId, reason: 'abandoned' });
    expect(await current.next(isLapsed, 0, 5000)).toMatchObject({ market_id: String(marketId) });
    expect(current.socket.readyState).toBe(current.socket.OPEN);
    expect(revoked.messages.filter(isPrivate)).toEqual([]);
  });
});
