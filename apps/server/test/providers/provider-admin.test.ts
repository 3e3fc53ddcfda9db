import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { addCustomer, adminToken, call } from '../payments/payments-fixtures.ts';
import { launchPlayer, registerProvider, SECRET, sendRaw, sign, wallet } from './provider-fixtures.ts';

describe.each(testDialects())('provider registry and operator calls on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    admin = await adminToken(ctx);
    adminId = (await ctx.app.tokens.verify(admin))!.userId;
  });
  afterAll(async () => ctx?.close());

  it('refuses every operator provider call to a customer (403) and changes nothing', async () => {
    const customer = await addCustomer(ctx);
    const providerId = await registerProvider(ctx, admin);
    const attempts: [string, object][] = [
      ['admin/provider/create', { provider_id: 'sneaky', name: 'x', secret: SECRET, launch_url: '/x', sport_id: 'fantasy' }],
      ['admin/provider/status', { provider_id: providerId, is_active: '0' }],
      ['admin/provider/rotateSecret', { provider_id: providerId, secret: 'stolen-secret-0123456789' }],
      ['admin/provider/transactions', { provider_id: providerId, page: 1 }],
    ];
    for (const [path, body] of attempts) expect((await call(ctx, customer.token, path, body)).code).toBe(403);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/provider/list',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(list.statusCode).toBe(403);
    const providers = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/provider/list',
      headers: { authorization: `Bearer ${admin}` },
    });
    const mine = providers.json().data.find((p: { provider_id: string }) => p.provider_id === providerId);
    expect(mine).toMatchObject({ is_active: true, actions: [{ action: 'create', admin_user_id: adminId }] });
    expect(providers.json().data.some((p: { provider_id: string }) => p.provider_id === 'sneaky')).toBe(false);
    expect(JSON.stringify(providers.json())).not.toContain(SECRET);
  });

  it('refuses a second provider with the same id', async () => {
    const providerId = await registerProvider(ctx, admin);
    const again = await call(ctx, admin, 'admin/provider/create', {
      provider_id: providerId,
      name: 'x',
      secret: SECRET,
      launch_url: '/x',
      sport_id: 'fantasy',
    });
    expect(again.body).toMatchObject({ status: false, code: 'PROVIDER_EXISTS' });
  });

  it('hides a provider switched off from the lobbies, refuses its launch and its debits, still takes its credits', async () => {
    const providerId = await registerProvider(ctx, admin, 'fantasy');
    const player = await launchPlayer(ctx, providerId, 50);
    const lobbies = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/provider/getLobbies', headers: { authorization: `Bearer ${player.token}` } })
      ).json().data;
    expect(await lobbies()).toContainEqual(expect.objectContaining({ provider_id: providerId, sport_id: 'fantasy' }));
    await wallet(ctx, providerId, {
      action: 'debit',
      token: player.launch,
      transactionId: 'off-d',
      roundId: 'off',
      gameId: 'g',
      amount: 10,
    });

    const off = await call(ctx, admin, 'admin/provider/status', { provider_id: providerId, is_active: '0' });
    expect(off.body.data).toMatchObject({
      is_active: false,
      actions: [{ action: 'switch off', admin_user_id: adminId }, { action: 'create' }],
    });
    expect((await lobbies()).some((p: { provider_id: string }) => p.provider_id === providerId)).toBe(false);
    expect((await call(ctx, player.token, 'provider/launch', { provider_id: providerId })).body).toMatchObject({
      status: false,
      code: 'PROVIDER_DISABLED',
    });
    const debit = await wallet(ctx, providerId, {
      action: 'debit',
      token: player.launch,
      transactionId: 'off-d2',
      roundId: 'off2',
      gameId: 'g',
      amount: 1,
    });
    expect(debit).toEqual({ status: 'OP_PROVIDER_DISABLED', balance: 40 });
    // A round in flight is still paid.
    const credit = await wallet(ctx, providerId, {
      action: 'credit',
      token: player.launch,
      transactionId: 'off-c',
      roundId: 'off',
      gameId: 'g',
      amount: 20,
    });
    expect(credit).toEqual({ status: 'OP_SUCCESS', balance: 60 });

    await call(ctx, admin, 'admin/provider/status', { provider_id: providerId, is_active: '1' });
    expect((await call(ctx, player.token, 'provider/launch', { provider_id: providerId })).body.status).toBe(true);
  });

  it('rotates the secret: calls signed with the old one answer OP_INVALID_SIGNATURE at once', async () => {
    const providerId = await registerProvider(ctx, admin);
    const player = await launchPlayer(ctx, providerId, 5);
    const body = JSON.stringify({ action: 'balance', provider_id: providerId, token: player.launch });
    const rotated = await call(ctx, admin, 'admin/provider/rotateSecret', { provider_id: providerId, secret: 'the-new-secret-0123456789' });
    expect(rotated.body.data.actions[0]).toMatchObject({ action: 'rotate secret', admin_user_id: adminId });
    expect((await sendRaw(ctx, body)).body.status).toBe('OP_INVALID_SIGNATURE');
    expect((await sendRaw(ctx, body, sign(body, 'the-new-secret-0123456789'))).body).toEqual({ status: 'OP_SUCCESS', balance: 5 });
  });

  it("lists a provider's transactions for the operator, newest first, with rollbacks marked", async () => {
    const providerId = await registerProvider(ctx, admin);
    const player = await launchPlayer(ctx, providerId, 100);
    const round = { token: player.launch, roundId: 'l', gameId: 'g' };
    await wallet(ctx, providerId, { action: 'debit', transactionId: 'l-d', amount: 10, ...round });
    await wallet(ctx, providerId, { action: 'rollback', transactionId: 'l-d', ...round });
    await wallet(ctx, providerId, { action: 'debit', transactionId: 'l-d2', amount: 5, ...round });
    const page = await call(ctx, admin, 'admin/provider/transactions', { provider_id: providerId, page: 1 });
    expect(page.body.data.total.total_count).toBe(2);
    expect(page.body.data.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          transaction_id: 'l-d',
          action: 'debit',
          amount: 10,
          status: 'OP_SUCCESS',
          rolled_back: true,
          user_id: player.userId,
        }),
        expect.objectContaining({ transaction_id: 'l-d2', amount: 5, balance: 95, rolled_back: false }),
      ]),
    );
  });

  it('launches only for customers, with a fresh token in the game URL each time', async () => {
    const providerId = await registerProvider(ctx, admin);
    expect((await call(ctx, admin, 'provider/launch', { provider_id: providerId })).code).toBe(403);
    const customer = await addCustomer(ctx);
    const first = (await call(ctx, customer.token, 'provider/launch', { provider_id: providerId, game_id: 'aviator' })).body.data.url;
    const second = (await call(ctx, customer.token, 'provider/launch', { provider_id: providerId })).body.data.url;
    expect(first).toMatch(/^https:\/\/games\.example\.com\/launch\?token=[0-9a-f]{48}&provider_id=.+&game_id=aviator$/);
    expect(new URL(first).searchParams.get('token')).not.toBe(new URL(second).searchParams.get('token'));
    expect((await call(ctx, customer.token, 'provider/launch', { provider_id: 'nobody' })).body.code).toBe('NOT_FOUND');
  });
});
