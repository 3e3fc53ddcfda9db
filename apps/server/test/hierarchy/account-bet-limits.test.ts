import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { HierarchyWorld, type Member } from './hierarchy-world.ts';

// The limits an upline sets on an account hold on the bet path: its stake limits on each bet,
// its exposure limit on everything it has at risk (exactly, under concurrency), its bet lock on
// every kind of bet (matka included).
describe.each(testDialects())('account limits set by the upline, on bets, on %s', (dialect) => {
  let h: HierarchyWorld;
  let agent: Member;
  let customer: Member;
  let matchId: number;
  beforeAll(async () => {
    h = await HierarchyWorld.create(dialect);
    const master = await h.create(h.admin, 'master', { partnership: 50 });
    agent = await h.create(master, 'agent', { partnership: 20 });
    customer = await h.create(agent, 'customer', { min_stack: 10, max_stack: 500, exposure_limit: 1000 });
    await h.chips(h.admin, master, 'D', 10_000);
    await h.chips(master, agent, 'D', 8_000);
    await h.chips(agent, customer, 'D', 5_000);
    matchId = await h.w.match();
  });
  afterAll(async () => h?.close());

  const fancyBet = (who: Member, fancyId: number, stack: number, isBack = true) =>
    h.as(who, 'bet/placeFancyBet', { match_id: matchId, fancy_id: fancyId, is_back: isBack, run: 50, size: 100, stack });

  it("refuses a stake outside the account's own limits, whatever the market allows, and places nothing", async () => {
    const fancy = await h.w.session(matchId);
    expect(await fancyBet(customer, fancy, 501)).toMatchObject({ status: false, code: 'STAKE_TOO_HIGH' });
    expect(await fancyBet(customer, fancy, 9)).toMatchObject({ status: false, code: 'STAKE_TOO_LOW' });
    expect(await fancyBet(customer, fancy, 500)).toMatchObject({ status: true });
    expect(await h.w.balance(customer)).toMatchObject({ liability: -500 });
  });

  it('takes exactly the concurrent bets that fit under the exposure limit, and still takes a bet that lowers it', async () => {
    // 500 already at risk from the test above: 500 of room left, here 50 concurrent ₹20 bets on two fancies.
    const fancies = [await h.w.session(matchId), await h.w.session(matchId)];
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => fancyBet(customer, fancies[i % 2]!, 20)));
    expect(answers.filter((a) => a.status)).toHaveLength(25);
    expect(answers.filter((a) => !a.status).every((a) => a.code === 'ACCOUNT_EXPOSURE_LIMIT')).toBe(true);
    expect(await h.w.balance(customer)).toMatchObject({ liability: -1000 });
    expect(await fancyBet(customer, fancies[0]!, 10)).toMatchObject({ status: false, code: 'ACCOUNT_EXPOSURE_LIMIT' });
    // NO at the same run and rate offsets the YES bets on that fancy: exposure falls, so it is taken.
    expect(await fancyBet(customer, fancies[0]!, 100, false)).toMatchObject({ status: true });
    expect((await h.w.balance(customer)).liability).toBeGreaterThan(-1000);
    await h.w.expectAuditClean();
  });

  it('lends nothing: an exposure limit above the funds leaves the funds binding, and at a tie the funds name the refusal', async () => {
    const fancy = await h.w.session(matchId);
    // Limit ₹5,000, funds ₹300: a ₹400 YES needs ₹400 and is refused for funds, not taken on the limit.
    const roomy = await h.create(agent, 'customer', { exposure_limit: 5000 });
    await h.chips(agent, roomy, 'D', 300);
    expect(await fancyBet(roomy, fancy, 400)).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    // Limit and funds both ₹300: past them the funds' code is the answer; exactly at them the bet is taken.
    const even = await h.create(agent, 'customer', { exposure_limit: 300 });
    await h.chips(agent, even, 'D', 300);
    expect(await fancyBet(even, fancy, 301)).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await fancyBet(even, fancy, 300)).toMatchObject({ status: true });
    expect(await h.w.balance(roomy)).toMatchObject({ liability: 0, available_balance: 300 });
    expect(await h.w.balance(even)).toMatchObject({ liability: -300, available_balance: 0 });
    // The bet keeps the address it came from (the operator's risk views show it).
    const stored = await h.w.ctx.database.db.selectFrom('bets').select('ip').where('user_id', '=', even.userId).execute();
    expect(stored).toEqual([{ ip: '127.0.0.1' }]);
  });

  it('refuses every kind of bet of a bet-locked account with BET_LOCKED, matka included', async () => {
    const locked = await h.create(agent, 'customer');
    await h.chips(agent, locked, 'D', 100);
    expect(await h.as(agent, 'admin/user/status', { user_id: locked.userId, bet_lock: '1' })).toMatchObject({ status: true });
    const fancy = await h.w.session(matchId);
    expect(await fancyBet(locked, fancy, 10)).toMatchObject({ status: false, code: 'BET_LOCKED' });
    // A draw open for bets (10:00 IST, before Kalyan Morning's open): the batch reads the lock.
    h.w.ctx.services.matka.clock = () => Date.parse('2026-11-23T04:30:00Z');
    await h.w.ctx.services.matka.tick();
    const draws = (await h.as(locked, 'matka/getMarkets')).data as { market_id: number; market_code: string }[];
    const kalyan = draws.find((d) => d.market_code === 'KALYAN_MORNING')!;
    expect(await h.as(locked, 'matka/placeBet', { market_id: kalyan.market_id, bet_type: 'jodi', digits: '12', stack: 10 })).toMatchObject({
      status: false,
      code: 'BET_LOCKED',
    });
    expect(await h.w.balance(locked)).toMatchObject({ liability: 0, available_balance: 100 });
  });
});
