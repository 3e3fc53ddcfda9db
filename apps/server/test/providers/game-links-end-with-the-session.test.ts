import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/auth/password-hash.ts';
import { loginAs } from '../auth/login-as.ts';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { launchPlayer, mainBalance, registerProvider, wallet, type Player } from './provider-fixtures.ts';

/**
 * A provider's launch token (the `token` of the game URL) is a session of its own, valid 12 hours.
 * Logout, a password change and an operator's password reset ended the customer's API tokens but
 * not the game links: a link opened by someone who stole the session, or left in a shared
 * browser's history, kept debiting the customer's money. Each now ends the links at once; a round
 * already in flight is still paid (credits land on an ended link, as on an expired one).
 */
describe.each(testDialects())('game links end with the session (%s)', (dialect) => {
  let ctx: TestContext;
  let providerId: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    providerId = await registerProvider(ctx, (await loginAs(ctx.app, 'admin', 'admin1234')).token);
  });
  afterAll(async () => ctx?.close());

  let round = 0;
  const debit = (player: Player) => {
    round += 1;
    return wallet(ctx, providerId, {
      action: 'debit',
      token: player.launch,
      transactionId: `d-${round}`,
      roundId: `r-${round}`,
      amount: 10,
    });
  };
  const post = (token: string, path: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/${path}`, headers: { authorization: `Bearer ${token}` }, payload });

  it('ends them at logout, and still pays a round in flight', async () => {
    const player = await launchPlayer(ctx, providerId, 100);
    expect((await debit(player)).status).toBe('OP_SUCCESS');
    const inFlight = round;
    expect((await post(player.token, 'user/logout', {})).statusCode).toBe(200);
    const before = await mainBalance(ctx, player.userId);
    expect((await debit(player)).status).toBe('OP_TOKEN_NOT_FOUND');
    expect(await mainBalance(ctx, player.userId)).toBe(before);
    const win = await wallet(ctx, providerId, {
      action: 'credit',
      token: player.launch,
      transactionId: `w-${inFlight}`,
      roundId: `r-${inFlight}`,
      amount: 20,
    });
    expect(win.status).toBe('OP_SUCCESS');
    expect(await mainBalance(ctx, player.userId)).toBe(before + 2000);
  });

  it("ends them at the customer's password change and at an operator's reset", async () => {
    const admin = await loginAs(ctx.app, 'admin', 'admin1234');
    const player = await launchPlayer(ctx, providerId, 100);
    await ctx.database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Passw0rd1') })
      .where('user_id', '=', player.userId)
      .execute();
    const changed = await post(player.token, 'user/changePassword', {
      master_password: 'Passw0rd1',
      new_password: 'Passw0rd2',
      confirm_password: 'Passw0rd2',
    });
    expect(changed.json().status).toBe(true);
    expect((await debit(player)).status).toBe('OP_TOKEN_NOT_FOUND');

    const again = await launchPlayer(ctx, providerId, 100);
    const reset = await post(admin.token, 'admin/user/changePassword', {
      user_id: again.userId,
      new_password: 'Passw0rd3',
      confirm_password: 'Passw0rd3',
      password: 'admin1234',
    });
    expect(reset.json().status).toBe(true);
    expect((await debit(again)).status).toBe('OP_TOKEN_NOT_FOUND');
  });

  it('leaves the links of other customers alone', async () => {
    const player = await launchPlayer(ctx, providerId, 100);
    const other = await launchPlayer(ctx, providerId, 100);
    await post(other.token, 'user/logout', {});
    expect((await debit(player)).status).toBe('OP_SUCCESS');
  });
});
