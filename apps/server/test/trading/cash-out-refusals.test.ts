import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { cashOutCalls, threeRunnerPosition } from './cash-out-calls.ts';
import { MoneyWorld } from './money-fixture.ts';

/** Cash out's checks before it places anything: the book it plans on, the market's stake limits, funds, the account, the bet delay. */
describe.each(testDialects())('cash out, what it sees and what stops it, on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());
  const { quote, cashOut, betCount } = cashOutCalls(() => w);

  /** A back of ₹100 at 2.0 on A (A +₹100, B -₹100); `extra` is the market's limits. */
  async function backedAtTwo(extra: Record<string, unknown> = {}, balance = 1000) {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B'], extra);
    const maker = await w.customer(10000);
    const c = await w.customer(balance);
    expect((await w.bet(maker, matchId, marketId, sel[0]!, false, 2.0, 100)).status).toBe(true);
    expect((await w.bet(c, matchId, marketId, sel[0]!, true, 2.0, 100)).data).toMatchObject({ matched_stack: 100 });
    return { matchId, marketId, sel, maker, c };
  }

  it("plans on others' bets only: the caller's own unmatched backs at a price do not count as size to lay into", async () => {
    const { matchId, marketId, sel, maker, c } = await backedAtTwo();
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.6, 500);
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.5, 120);
    // The caller's own, all unmatched: two backs at 1.5 on A (₹20 together), one at 1.4 on A (the
    // only bet there), and one at 1.5 on B (₹30).
    await w.bet(c, matchId, marketId, sel[0]!, true, 1.5, 10);
    await w.bet(c, matchId, marketId, sel[0]!, true, 1.5, 10);
    await w.bet(c, matchId, marketId, sel[0]!, true, 1.4, 10);
    await w.bet(c, matchId, marketId, sel[1]!, true, 1.5, 30);
    // Others offer ₹120 at 1.5 on A, short of the ₹133.33 lay there: the lay goes to 1.6, 200 / 1.6 = ₹125.
    expect((await quote(c, marketId)).data).toMatchObject({
      value: 25,
      legs: [{ selection_id: sel[0], is_back: false, odds: 1.6, stack: 125 }],
      unmatched_to_cancel: 4,
    });
    // ₹20 more of others' at 1.5 makes ₹140 there, enough for 1.5 (the caller's ₹30 on B is another
    // runner's; a lay planned at 1.4, ₹142.85, would have needed 1.6).
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.5, 20);
    const q = await quote(c, marketId);
    expect(q.data).toMatchObject({ value: 33.33, legs: [{ selection_id: sel[0], is_back: false, odds: 1.5, stack: 133.33 }] });
    // A client_ref that reads "null" is the customer's like any other: a quote (whose ref is null) is still a quote.
    expect(await cashOut(c, marketId, 33.33, 'null')).toMatchObject({ status: true, data: { value: 33.33 } });
    expect(await quote(c, marketId)).toMatchObject({ status: true, data: { value: 33.33, legs: [] } });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1000, liability: 0 }));
  });

  it("keeps the hedge's legs inside the market's stake limits, their bounds included", async () => {
    // The lay of ₹133.33 at 1.5; the others' backs there in two bets that fit the limit.
    const layAtOneFifty = async (maxStack: number) => {
      const world = await backedAtTwo({ max_stack: maxStack });
      for (let i = 0; i < 2; i++) await w.bet(world.maker, world.matchId, world.marketId, world.sel[0]!, true, 1.5, 100);
      return world;
    };
    const atMax = await layAtOneFifty(133.33);
    expect(await cashOut(atMax.c, atMax.marketId, 33.33, 'max')).toMatchObject({ status: true, data: { value: 33.33 } });
    const overMax = await layAtOneFifty(133.32);
    const bets = await betCount(overMax.c);
    expect(await cashOut(overMax.c, overMax.marketId, 33.33, 'over')).toMatchObject({
      status: false,
      code: 'CASH_OUT_UNAVAILABLE',
      message: expect.stringContaining('stake limits'),
    });
    expect(await betCount(overMax.c)).toBe(bets);
    // A lay of ₹100 at 2.0 on A cashed out by backing ₹80 at 2.5.
    const backAtTwoFifty = async (minStack: number) => {
      const matchId = await w.match();
      const { marketId, sel } = await w.market(matchId, ['A', 'B'], { min_stack: minStack });
      const maker = await w.customer(10000);
      const c = await w.customer(1000);
      await w.bet(maker, matchId, marketId, sel[0]!, true, 2.0, 100);
      expect((await w.bet(c, matchId, marketId, sel[0]!, false, 2.0, 100)).data).toMatchObject({ matched_stack: 100 });
      await w.bet(maker, matchId, marketId, sel[0]!, false, 2.5, 500);
      return { marketId, c };
    };
    const atMin = await backAtTwoFifty(80);
    expect(await cashOut(atMin.c, atMin.marketId, 20, 'min')).toMatchObject({ status: true, data: { value: 20 } });
    const underMin = await backAtTwoFifty(80.01);
    expect(await cashOut(underMin.c, underMin.marketId, 20, 'under')).toMatchObject({
      status: false,
      code: 'CASH_OUT_UNAVAILABLE',
      message: expect.stringContaining('stake limits'),
    });
    expect(await w.balance(underMin.c)).toEqual(expect.objectContaining({ liability: -100 }));
  });

  it('needs the funds for a hedge that leaves a larger loss than the position held, on the worst runner', async () => {
    // Three runners; the caller backs ₹100 at 2.0 on A (A +₹100, B and C -₹100). Nobody backs A, so
    // it cannot be laid: the hedge backs B and C at 1.5, ₹133.33 each, and leaves -₹166.67 on every runner.
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B', 'C']);
    const maker = await w.customer(10000);
    await w.bet(maker, matchId, marketId, sel[0]!, false, 2.0, 300);
    const poor = await w.customer(100);
    const rich = await w.customer(1000);
    const exact = await w.customer(166.67);
    for (const c of [poor, rich, exact])
      expect((await w.bet(c, matchId, marketId, sel[0]!, true, 2.0, 100)).data).toMatchObject({ matched_stack: 100 });
    for (const s of [sel[1]!, sel[2]!]) await w.bet(maker, matchId, marketId, s, false, 1.5, 500);
    expect((await quote(poor, marketId)).data).toMatchObject({
      value: -166.67,
      legs: [
        { selection_id: sel[1], is_back: true, odds: 1.5, stack: 133.33 },
        { selection_id: sel[2], is_back: true, odds: 1.5, stack: 133.33 },
      ],
    });
    // ₹100 held, nothing else: ₹166.67 cannot be held.
    expect(await cashOut(poor, marketId, -166.67, 'poor')).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    // Half leaves A -₹33.32 but B and C -₹133.33: the worst runner decides.
    expect((await quote(poor, marketId, 0.5)).data).toMatchObject({ legs: [{ stack: 66.66 }, { stack: 66.66 }] });
    expect(await cashOut(poor, marketId, -100, 'poor-half', 0.5)).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await w.balance(poor)).toEqual(expect.objectContaining({ total_balance: 100, liability: -100 }));
    // With the funds it goes through, though the loss grows past the ₹100 held.
    expect(await cashOut(rich, marketId, -166.67, 'rich')).toMatchObject({ status: true, data: { value: -166.67 } });
    expect(await w.balance(rich)).toEqual(expect.objectContaining({ total_balance: 1000, liability: -166.67 }));
    // Funds of exactly the loss it leaves (₹66.67 available and ₹100 held) are enough.
    expect(await cashOut(exact, marketId, -166.67, 'exact')).toMatchObject({ status: true, data: { value: -166.67 } });
    expect(await w.balance(exact)).toEqual(expect.objectContaining({ total_balance: 166.67, available_balance: 0, liability: -166.67 }));
  });

  it('lets through a cash out that leaves no more loss than the position holds, though a limit lowered since leaves less room', async () => {
    // Three runners; the caller backs ₹100 at 2.0 on A (A +₹100, B and C -₹100, ₹100 held). Nobody
    // backs A: the hedge backs B and C at 2.0, ₹100 each, and leaves -₹100 on every runner, what is held.
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B', 'C']);
    const maker = await w.customer(10000);
    const c = await w.customer(1000);
    await w.bet(maker, matchId, marketId, sel[0]!, false, 2.0, 100);
    expect((await w.bet(c, matchId, marketId, sel[0]!, true, 2.0, 100)).data).toMatchObject({ matched_stack: 100 });
    for (const s of [sel[1]!, sel[2]!]) await w.bet(maker, matchId, marketId, s, false, 2.0, 500);
    expect((await quote(c, marketId)).data).toMatchObject({
      value: -100,
      legs: [
        { selection_id: sel[1], is_back: true, odds: 2, stack: 100 },
        { selection_id: sel[2], is_back: true, odds: 2, stack: 100 },
      ],
    });
    // The upline caps the account's exposure at ₹50, below the ₹100 already held: a bet adding risk is refused,
    await w.admin('admin/user/limits', { user_id: c.userId, exposure_limit: 50 });
    expect(await w.bet(c, matchId, marketId, sel[1]!, true, 2.0, 10)).toMatchObject({ status: false, code: 'ACCOUNT_EXPOSURE_LIMIT' });
    // but the hedge, whose loss is no more than what is held, goes through.
    expect(await cashOut(c, marketId, -100, 'within-held')).toMatchObject({ status: true, data: { value: -100 } });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1000, liability: -100 }));
  });

  it('cashes out half of a three-runner position: the value from the position before the legs and the legs as they filled', async () => {
    // A +₹250, B -₹250, C -₹50; half backs B ₹50 at 5.0 and C ₹37.50 at 4.0.
    const { matchId, marketId, c } = await threeRunnerPosition(w);
    const done = await cashOut(c, marketId, 37.5, 'three-half', 0.5);
    // A 250 - 50 - 37.50 = 162.50; B -250 + 200 - 37.50 = -87.50; C -50 - 50 + 112.50 = 12.50: each less half the position is 37.50.
    expect(done).toMatchObject({ status: true, data: { value: 37.5 } });
    expect(done.data.bet_ids).toHaveLength(2);
    const detail = await w.call(c.token, 'match/getMatchDetail', { match_id: matchId });
    expect(detail.data.markets[0].runner_json.map((r: { win_loss: number }) => r.win_loss)).toEqual([162.5, -87.5, 12.5]);
    // A re-sent client_ref answers the same two bets, in the same order.
    expect(await cashOut(c, marketId, 37.5, 'three-half', 0.5)).toEqual(done);
  });

  it('is refused, placing nothing, when the account is bet-locked', async () => {
    const { marketId, maker, matchId, sel, c } = await backedAtTwo();
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.5, 500);
    await w.admin('admin/user/status', { user_id: c.userId, bet_lock: '1' });
    const bets = await betCount(c);
    expect(await cashOut(c, marketId, 33.33, 'locked')).toMatchObject({ status: false, code: 'BET_LOCKED' });
    expect(await betCount(c)).toBe(bets);
  });

  it('waits the bet delay in play and places nothing when the book changed meanwhile', async () => {
    const { marketId, maker, matchId, sel, c } = await backedAtTwo({ bet_delay: 1 });
    // Kept in play (an unmatched bet lapses there by default).
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.5, 500, { persistence: 'PERSIST' });
    await w.admin('admin/market/status', { market_id: marketId, in_play: true });
    const waiting = cashOut(c, marketId, 33.33, 'delayed');
    await new Promise((r) => setTimeout(r, 200));
    // The hedge's price is still there, but the market is not the one the cash out saw.
    await w.admin('admin/market/status', { market_id: marketId, bet_delay: 2 });
    expect(await waiting).toMatchObject({ status: false, code: 'VERSION_CHANGED' });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -100 }));
    expect(await cashOut(c, marketId, 33.33, 'delayed-again')).toMatchObject({ status: true, data: { value: 33.33 } });
  });

  it('does not wait the bet delay before the market goes in play', async () => {
    const { marketId, maker, matchId, sel, c } = await backedAtTwo({ bet_delay: 1 });
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.5, 500);
    const cashedOut = cashOut(c, marketId, 33.33, 'pre-play');
    // A change of the market 200 ms later, queued behind the cash out: a cash out that waited the
    // second would be planned again after it and refused with VERSION_CHANGED.
    await new Promise((r) => setTimeout(r, 200));
    await w.admin('admin/market/status', { market_id: marketId, bet_delay: 2 });
    expect(await cashedOut).toMatchObject({ status: true, data: { value: 33.33 } });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: 0 }));
  });

  it('says why there is nothing to cash out: no position, no prices, several winners, a settled market', async () => {
    const { marketId, c } = await backedAtTwo();
    const other = await w.customer(100);
    expect(await quote(other, marketId)).toMatchObject({
      status: false,
      code: 'CASH_OUT_UNAVAILABLE',
      message: 'You have no matched bets on this market to cash out.',
    });
    expect(await quote(c, marketId)).toMatchObject({
      status: false,
      message: 'There are not enough prices in the market to cash out now.',
    });
    const matchId = await w.match();
    const place = await w.market(matchId, ['A', 'B', 'C', 'D'], { name: 'Top 2', market_type: 'PLACE', number_of_winners: 2 });
    expect(await quote(c, place.marketId)).toMatchObject({ status: false, message: expect.stringContaining('several winners') });
    const bookmaker = await w.bookmaker(matchId);
    await w.bet(c, matchId, bookmaker.marketId, bookmaker.a, true, 1.5, 100);
    await w.admin('admin/market/result', { market_id: bookmaker.marketId, winner_selection_ids: [bookmaker.a] });
    expect(await quote(c, bookmaker.marketId)).toMatchObject({ status: false, message: 'The market is not open.' });
  });

  it("prices a bookmaker cash out at the house's open rates only", async () => {
    const matchId = await w.match();
    const { marketId, a, b } = await w.bookmaker(matchId);
    const c = await w.customer(1000);
    await w.bet(c, matchId, marketId, a, true, 1.5, 100);
    // B's quote closed: A +₹50, B -₹100 is evened by laying A at 1.44, 150 / 1.44 = ₹104.16.
    await w.admin('admin/bookmaker/quote', {
      market_id: marketId,
      runners: [
        { selection_id: a, back_rate: 40, lay_rate: 44 },
        { selection_id: b, back_rate: 250, lay_rate: 270, open: false },
      ],
    });
    expect((await quote(c, marketId)).data).toMatchObject({
      value: 4.16,
      legs: [{ selection_id: a, is_back: false, odds: 1.44, stack: 104.16 }],
    });
    // A runner quoted on one side only: A can be backed but not laid, B laid but not backed; no hedge evens them.
    const oneSided = await w.admin('admin/market/create', {
      match_id: matchId,
      name: 'Bookmaker one-sided',
      market_type: 'BOOKMAKER',
      runners: [
        { name: 'A', back_rate: 50 },
        { name: 'B', lay_rate: 110 },
      ],
    });
    await w.bet(c, matchId, oneSided.market_id, oneSided.runners[0].selection_id, true, 1.5, 100);
    expect(await quote(c, oneSided.market_id)).toMatchObject({
      status: false,
      message: 'There are not enough prices in the market to cash out now.',
    });
  });

  it('cashes out a bookmaker position that is already even with no bets', async () => {
    const matchId = await w.match();
    const { marketId, a, b } = await w.bookmaker(matchId);
    const c = await w.customer(1000);
    // Back ₹200 at 1.5 on A and ₹150 at 2.0 on B: -₹50 whoever wins.
    await w.bet(c, matchId, marketId, a, true, 1.5, 200);
    await w.bet(c, matchId, marketId, b, true, 2.0, 150);
    expect((await quote(c, marketId)).data).toMatchObject({ value: -50, legs: [] });
    expect(await cashOut(c, marketId, -50, 'even')).toMatchObject({ status: true, data: { value: -50, bet_ids: [] } });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -50 }));
  });
});
