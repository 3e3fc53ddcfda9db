import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { HierarchyWorld, type Answer, type Member } from '../hierarchy/hierarchy-world.ts';

// An operator's change of a customer's states is in force for the customer's very next request,
// although the customer's token was checked (and remembered) a moment before: the bet's batch
// reads the states with the accounts, and ending sessions forgets the remembered tokens.
describe.each(testDialects())("an operator's change of account states, on the next request, on %s", (dialect) => {
  let h: HierarchyWorld;
  let matchId: number;
  let market: { marketId: number; sel: number[] };
  beforeAll(async () => {
    h = await HierarchyWorld.create(dialect);
    matchId = await h.w.match();
    market = await h.w.market(matchId, ['A', 'B']);
  });
  afterAll(async () => h?.close());

  const customer = async (): Promise<Member> => {
    const c = await h.w.customer(1_000);
    return { userId: c.userId, userName: '', token: c.token, password: 'secret456' };
  };
  /** A back of `stack` at 2.0 on runner A: it rests unmatched, holding its stake. */
  const bet = (c: Member, stack: number, clientRef?: string): Promise<Answer> =>
    h.as(c, 'bet/placeMarketBet', {
      match_id: matchId,
      market_id: market.marketId,
      selection_id: market.sel[0],
      is_back: true,
      odds: 2,
      stack,
      ...(clientRef ? { client_ref: clientRef } : {}),
    });
  /** What a bet would move: the customer's accounts (paise) and bets, read from the database. */
  const money = async (c: Member) => ({
    accounts: await h.db.selectFrom('accounts').select(['kind', 'balance']).where('user_id', '=', c.userId).orderBy('kind').execute(),
    bets: (await h.db.selectFrom('bets').select('bet_id').where('user_id', '=', c.userId).execute()).length,
  });
  const operator = (path: string, body: object) => h.as(h.admin, path, body);

  it('refuses the next bet with BET_LOCKED once the bet lock is saved, moves nothing, and takes the next one once it is lifted', async () => {
    const c = await customer();
    expect(await bet(c, 10, 'first')).toMatchObject({ status: true });
    const before = await money(c);
    expect(await operator('admin/user/status', { user_id: c.userId, bet_lock: '1' })).toMatchObject({ status: true });
    expect(await bet(c, 10)).toMatchObject({ statusCode: 200, status: false, code: 'BET_LOCKED' });
    expect(await money(c)).toEqual(before);
    // The bet placed before the lock is still answered as placed when its client_ref is sent again.
    expect(await bet(c, 10, 'first')).toMatchObject({ status: true });
    expect(await money(c)).toEqual(before);
    expect(await operator('admin/user/status', { user_id: c.userId, bet_lock: '0' })).toMatchObject({ status: true });
    expect(await bet(c, 10)).toMatchObject({ status: true });
  });

  it('stops a price move of an unmatched bet under the bet lock (it places a new bet) but lets the stake be lowered', async () => {
    const c = await customer();
    const placed = (await bet(c, 20)) as Answer & { data: { bet_id: number } };
    expect(await operator('admin/user/status', { user_id: c.userId, bet_lock: '1' })).toMatchObject({ status: true });
    const before = await money(c);
    expect(await h.as(c, 'bet/replaceBet', { bet_id: placed.data.bet_id, odds: 2.02 })).toMatchObject({
      status: false,
      code: 'BET_LOCKED',
    });
    expect(await money(c)).toEqual(before);
    expect(await h.as(c, 'bet/replaceBet', { bet_id: placed.data.bet_id, stack: 10 })).toMatchObject({
      status: true,
      data: { bet_id: placed.data.bet_id, remaining_stack: 10 },
    });
  });

  it('answers the next bet and the next read 401 once the user lock is saved, and moves nothing', async () => {
    const c = await customer();
    expect(await bet(c, 10)).toMatchObject({ status: true });
    const before = await money(c);
    expect(await operator('admin/user/status', { user_id: c.userId, user_lock: '1' })).toMatchObject({ status: true });
    expect(await bet(c, 10)).toMatchObject({ statusCode: 401, status: false, code: 'UNAUTHORIZED' });
    expect(await h.as(c, 'user/getUserBalance')).toMatchObject({ statusCode: 401 });
    expect(await money(c)).toEqual(before);
  });

  it('holds the next bet to an exposure limit, and to stake limits, saved a moment before', async () => {
    const c = await customer();
    expect(await bet(c, 100)).toMatchObject({ status: true });
    const before = await money(c);
    // ₹100 at risk: a limit of ₹100 leaves no room for more.
    expect(await operator('admin/user/limits', { user_id: c.userId, exposure_limit: 100 })).toMatchObject({
      status: true,
      data: { exposure_limit: 100, min_stack: null, max_stack: null },
    });
    expect(await bet(c, 10)).toMatchObject({ status: false, code: 'ACCOUNT_EXPOSURE_LIMIT' });
    expect(await money(c)).toEqual(before);
    expect(await operator('admin/user/limits', { user_id: c.userId, exposure_limit: null, max_stack: 50 })).toMatchObject({ status: true });
    expect(await bet(c, 60)).toMatchObject({ status: false, code: 'STAKE_TOO_HIGH' });
    expect(await operator('admin/user/limits', { user_id: c.userId, min_stack: 20 })).toMatchObject({
      data: { exposure_limit: null, min_stack: 20, max_stack: 50 },
    });
    expect(await bet(c, 10)).toMatchObject({ status: false, code: 'STAKE_TOO_LOW' });
    expect(await money(c)).toEqual(before);
    expect(await bet(c, 30)).toMatchObject({ status: true });
  });

  it('ends the sessions before answering a password reset or a self-exclusion: the next bet is 401 and moves nothing', async () => {
    const reset = await customer();
    expect(await bet(reset, 10)).toMatchObject({ status: true });
    const before = await money(reset);
    const body = { user_id: reset.userId, new_password: 'newpass123', confirm_password: 'newpass123', password: 'admin1234' };
    expect(await operator('admin/user/changePassword', body)).toMatchObject({ status: true });
    expect(await bet(reset, 10)).toMatchObject({ statusCode: 401 });
    const excluded = await customer();
    expect(await bet(excluded, 10)).toMatchObject({ status: true });
    expect(await h.as(excluded, 'responsibleGaming/selfExclude', { days: 7 })).toMatchObject({ status: true });
    expect(await bet(excluded, 10)).toMatchObject({ statusCode: 401 });
    expect(await money(reset)).toEqual(before);
    expect((await money(excluded)).bets).toBe(1);
  });

  it('keeps limits inside the parent’s and the call inside the downline', async () => {
    const master = await h.create(h.admin, 'master', { exposure_limit: 1_000, max_stack: 500 });
    const agent = await h.create(master, 'agent');
    expect(await h.as(master, 'admin/user/limits', { user_id: agent.userId, exposure_limit: 2_000 })).toMatchObject({
      code: 'EXPOSURE_LIMIT_ABOVE_PARENT',
    });
    expect(await h.as(master, 'admin/user/limits', { user_id: agent.userId, exposure_limit: null })).toMatchObject({
      code: 'EXPOSURE_LIMIT_ABOVE_PARENT',
    });
    expect(await h.as(master, 'admin/user/limits', { user_id: agent.userId, max_stack: 600 })).toMatchObject({
      code: 'STAKE_LIMIT_ABOVE_PARENT',
    });
    expect(await h.as(master, 'admin/user/limits', { user_id: agent.userId, min_stack: 300, max_stack: 200 })).toMatchObject({
      code: 'STAKE_LIMITS_INVALID',
    });
    expect(await h.as(agent, 'admin/user/limits', { user_id: master.userId, max_stack: 10 })).toMatchObject({ statusCode: 403 });
    expect(await h.as(master, 'admin/user/limits', { user_id: agent.userId })).toMatchObject({ statusCode: 400 });
    const stored = await h.db
      .selectFrom('users')
      .select(['exposure_limit', 'max_stake'])
      .where('user_id', '=', agent.userId)
      .executeTakeFirst();
    expect(stored).toEqual({ exposure_limit: 100_000, max_stake: 50_000 });
  });
});
