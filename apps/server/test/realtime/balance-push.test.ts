import type { BalanceMessage, RealtimeServerMessage } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { addCustomer, adminToken, call, get, setPaymentGateway, type Customer } from '../payments/payments-fixtures.ts';
import { launchPlayer, registerProvider, wallet } from '../providers/provider-fixtures.ts';
import { LiveClient, listen } from './live-client.ts';

const isBalance = (m: RealtimeServerMessage): m is BalanceMessage => m.type === 'balance';

/**
 * Money that moves outside a bet batch reaches the customer's open sockets as a `balance`
 * message with the committed figures (api.md, Real time), as a bet's does: an operator's
 * credit, debit and chips, an approved payment, a spin, a virtual bet, a provider's debit.
 */
describe.each(testDialects())('balance pushed after money moved outside a bet batch on %s', (dialect) => {
  let ctx: TestContext;
  let url: string;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    url = await listen(ctx);
    admin = await adminToken(ctx);
    await setPaymentGateway(ctx, true);
  });
  afterAll(async () => ctx?.close());

  /** Runs `move` with the customer's socket open; answers the balance message it brought. */
  async function pushedAfter(customer: Customer, move: () => Promise<unknown>): Promise<BalanceMessage> {
    const client = await LiveClient.open(`${url}?token=${customer.token}`);
    try {
      await move();
      return await client.next(isBalance);
    } finally {
      client.close();
    }
  }

  const balanceOf = async (customer: Customer) => (await get(ctx, customer.token, 'user/getUserBalance')).body.data;

  it("an operator's credit and debit", async () => {
    const c = await addCustomer(ctx);
    expect(await pushedAfter(c, () => call(ctx, admin, 'admin/wallet/credit', { user_id: c.userId, amount: 250.5, remark: 't' }))).toEqual({
      type: 'balance',
      total_balance: 250.5,
      liability: 0,
    });
    expect(await pushedAfter(c, () => call(ctx, admin, 'admin/wallet/debit', { user_id: c.userId, amount: 50, remark: 't' }))).toEqual({
      type: 'balance',
      total_balance: 200.5,
      liability: 0,
    });
  });

  it("chips from the customer's operator", async () => {
    const c = await addCustomer(ctx);
    const pushed = await pushedAfter(c, () =>
      call(ctx, admin, 'admin/user/chips', { user_id: c.userId, type: 'D', amount: 75, remark: 'chips', password: 'admin1234' }),
    );
    expect(pushed).toEqual({ type: 'balance', total_balance: 75, liability: 0 });
  });

  it('an approved deposit request', async () => {
    const c = await addCustomer(ctx);
    const request = (await call(ctx, c.token, 'payment/createRequest', { type: 'DEPOSIT', amount: 500, reference: 'UTR998877' })).body.data;
    const pushed = await pushedAfter(c, () =>
      call(ctx, admin, 'admin/payment/decide', { request_id: request.request_id, approve: true, remark: 'seen' }),
    );
    expect(pushed).toEqual({ type: 'balance', total_balance: 500, liability: 0 });
  });

  it('a slot spin and a virtual bet, with the balance each answered', async () => {
    const c = await addCustomer(ctx);
    await call(ctx, admin, 'admin/wallet/credit', { user_id: c.userId, amount: 1000, remark: 't' });
    const [game] = (await get(ctx, c.token, 'slot/getGames')).body.data;
    let spun: { balance: number } | undefined;
    const afterSpin = await pushedAfter(c, async () => {
      spun = (await call(ctx, c.token, 'slot/spin', { game_id: game.game_id, bet: game.min_bet, client_ref: 'push-spin' })).body.data;
    });
    expect(afterSpin).toEqual({ type: 'balance', total_balance: spun!.balance, liability: 0 });
    const afterVirtual = await pushedAfter(c, () =>
      call(ctx, c.token, 'vcasino/placeBet', { type: 'lucky7', selection_id: 1, stack: 100, client_ref: 'push-virtual' }),
    );
    expect(afterVirtual).toEqual({ type: 'balance', total_balance: (await balanceOf(c)).total_balance, liability: 0 });
  });

  it("a provider's debit", async () => {
    const providerId = await registerProvider(ctx, admin);
    const player = await launchPlayer(ctx, providerId, 100);
    const pushed = await pushedAfter(player, () =>
      wallet(ctx, providerId, {
        action: 'debit',
        token: player.launch,
        transactionId: 'push-1',
        amount: 12.5,
        roundId: 'r-1',
        gameId: 'roulette',
      }),
    );
    expect(pushed).toEqual({ type: 'balance', total_balance: 87.5, liability: 0 });
  });

  it("no one else's socket hears of it", async () => {
    const c = await addCustomer(ctx);
    const stranger = await addCustomer(ctx);
    const theirs = await LiveClient.open(`${url}?token=${stranger.token}`);
    await pushedAfter(c, () => call(ctx, admin, 'admin/wallet/credit', { user_id: c.userId, amount: 10, remark: 't' }));
    expect(theirs.messages.filter(isBalance)).toEqual([]);
    theirs.close();
  });
});
