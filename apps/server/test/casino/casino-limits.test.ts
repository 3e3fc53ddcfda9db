import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { CasinoWorld, TABLE_IDS } from './casino-world.ts';

// A live-table bet goes through bet/placeMarketBet like a sports bet, so the customer's own limits
// (self-exclusion, the upline's bet lock and exposure limit, the daily loss limit) and the table's
// quote (lay only where a lay rate is shown, only on an ACTIVE selection) refuse it the same way,
// and a refused bet changes nothing.
describe.each(testDialects())('limits on live-table bets on %s', (dialect) => {
  let w: CasinoWorld;
  let names = 0;
  beforeAll(async () => {
    w = await CasinoWorld.create(dialect);
  });
  afterAll(async () => w?.money.ctx.close());

  /** A customer the operator creates with `extra` account settings, funded, logged in, password replaced. */
  async function account(balance: number, extra: Record<string, unknown> = {}) {
    const userName = `lim${++names}_${Date.now() % 100000}`;
    const { user_id: userId } = await w.money.admin('admin/user/create', {
      user_name: userName,
      password: 'secret123',
      name: userName,
      role: 'customer',
      ...extra,
    });
    await w.money.admin('admin/wallet/credit', { user_id: userId, amount: balance, remark: 'opening' });
    const first = await w.money.login(userName, 'secret123');
    const changed = await w.money.call(first, 'user/changePassword', {
      master_password: 'secret123',
      new_password: 'secret456',
      confirm_password: 'secret456',
    });
    expect(changed, changed.message).toMatchObject({ status: true });
    return { userId: Number(userId), userName, token: first };
  }

  /** The customer's bets and money: what a refused bet must leave as it was. */
  async function state(c: { userId: number; token: string }) {
    const bets = await w.db.selectFrom('bets').select('bet_id').where('user_id', '=', c.userId).execute();
    const accounts = await w.db
      .selectFrom('accounts')
      .select(['kind', 'balance'])
      .where('user_id', '=', c.userId)
      .orderBy('kind')
      .execute();
    return { bets: bets.length, ledger: await w.money.ledger(c), accounts: accounts.map((a) => [a.kind, Number(a.balance)]) };
  }

  it('refuses a self-excluded customer: the exclusion ends the session, and login is refused until it ends', async () => {
    const c = await account(1000);
    const round = await w.openRound('lucky7');
    expect(await w.money.call(c.token, 'responsibleGaming/selfExclude', { days: 7 })).toMatchObject({ status: true });
    const before = await state(c);
    const res = await w.money.ctx.app.inject({
      method: 'POST',
      url: '/api/bet/placeMarketBet',
      headers: { authorization: `Bearer ${c.token}` },
      payload: { match_id: TABLE_IDS.lucky7, market_id: round, selection_id: 1, is_back: true, odds: 2, stack: 100 },
    });
    expect(res.statusCode).toBe(401);
    const again = await w.money.ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { user_name: c.userName, password: 'secret456' },
    });
    expect(again.json()).toMatchObject({ status: false, code: 'SELF_EXCLUDED' });
    expect(await state(c)).toEqual(before);
    expect(before.bets).toBe(0);
  });

  it('refuses a bet-locked customer with BET_LOCKED and changes nothing', async () => {
    const c = await account(1000);
    expect(await w.money.admin('admin/user/status', { user_id: c.userId, bet_lock: '1' })).toMatchObject({ bet_lock: '1' });
    // A fresh session: the lock is read with the token's user (cached up to a second for a burst of bets).
    const token = await w.money.login(c.userName, 'secret456');
    const round = await w.openRound('teen20');
    const before = await state(c);
    expect(await w.bet(token, 'teen20', round, 1, 1.98, 100)).toMatchObject({ status: false, code: 'BET_LOCKED' });
    expect(await state(c)).toEqual(before);
    expect(await w.balance(token)).toEqual({ total: 1000, available: 1000, liability: 0 });
  });

  it("refuses a bet that takes the customer past the account's exposure limit with ACCOUNT_EXPOSURE_LIMIT", async () => {
    const c = await account(1000, { exposure_limit: 250 });
    const round = await w.openRound('aaa');
    // A table's odds are decimal odds, as a bookmaker's are: 150 at 2.12 wins 168 (not 318, a fancy rate's reading).
    expect(await w.bet(c.token, 'aaa', round, 4, 2.12, 150)).toMatchObject({ status: true, data: { avg_odds: 2.12 } });
    const before = await state(c);
    // A lay of 100 on Amar at 2.22 risks 122: 150 + 122 > 250. Each bet's maximum loss counts, no netting.
    expect(await w.bet(c.token, 'aaa', round, 1, 2.22, 100, false)).toMatchObject({ status: false, code: 'ACCOUNT_EXPOSURE_LIMIT' });
    expect(await w.bet(c.token, 'aaa', round, 5, 1.83, 101)).toMatchObject({ status: false, code: 'ACCOUNT_EXPOSURE_LIMIT' });
    expect(await state(c)).toEqual(before);
    expect(await w.balance(c.token)).toEqual({ total: 1000, available: 850, liability: -150 });
    // Exactly up to the limit is taken.
    expect(await w.bet(c.token, 'aaa', round, 5, 1.83, 100)).toMatchObject({ status: true });
    expect(await w.balance(c.token)).toEqual({ total: 1000, available: 750, liability: -250 });
  });

  it('refuses a bet that could take the day past the daily loss limit with LOSS_LIMIT', async () => {
    const c = await account(1000);
    expect(await w.money.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 100 })).toMatchObject({ status: true });
    const round = await w.openRound('dt20');
    const before = await state(c);
    expect(await w.bet(c.token, 'dt20', round, 1, 2, 101)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    expect(await state(c)).toEqual(before);
    expect(await w.bet(c.token, 'dt20', round, 1, 2, 60)).toMatchObject({ status: true });
    // 60 at risk: 40 of the day's limit is left.
    expect(await w.bet(c.token, 'dt20', round, 2, 2, 41)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    expect(await w.balance(c.token)).toEqual({ total: 1000, available: 940, liability: -60 });
  });

  it('refuses a lay where the table shows no lay rate, and a lay on a suspended selection, changing nothing', async () => {
    const c = await account(1000);
    const round = await w.openRound('dt20');
    const before = await state(c);
    // dt20 is back only; aaa lays its three main selections only, not Even.
    expect(await w.bet(c.token, 'dt20', round, 1, 2, 100, false)).toMatchObject({ status: false, code: 'INVALID_ORDER' });
    const aaa = await w.openRound('aaa');
    expect(await w.bet(c.token, 'aaa', aaa, 4, 2.12, 100, false)).toMatchObject({ status: false, code: 'INVALID_ORDER' });
    expect(await state(c)).toEqual(before);
    // The window closes: the table shows every selection SUSPENDED, and a lay at the shown lay rate is refused.
    await w.advance(10_000);
    const shown = (await w.money.call(c.token, 'match/getMatchDetail', { match_id: TABLE_IDS.aaa })).data.markets[0];
    expect(shown.runner_json.find((r: { selection_id: number }) => r.selection_id === 1)).toMatchObject({
      status: 'SUSPENDED',
      lay: [{ price: 2.22 }],
    });
    expect(await w.bet(c.token, 'aaa', aaa, 1, 2.22, 100, false)).toMatchObject({ status: false, code: 'MARKET_SUSPENDED' });
    expect(await state(c)).toEqual(before);
    expect(await w.balance(c.token)).toEqual({ total: 1000, available: 1000, liability: 0 });
  });
});
