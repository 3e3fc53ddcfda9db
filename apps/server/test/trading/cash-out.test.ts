import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { cashOutCalls, matchedOnA, threeRunnerPosition } from './cash-out-calls.ts';
import { MoneyWorld, type Customer } from './money-fixture.ts';

describe.each(testDialects())('cash out on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());
  const { quote, cashOut, betCount } = cashOutCalls(() => w);

  /** The hand example: a back of ₹100 at 2.0 on A; then only a back of others at 1.5 rests on A (A can be laid at 1.5). */
  async function backAtTwo() {
    const { matchId, marketId, sel, maker, c } = await matchedOnA(w, true, 2.0);
    expect((await w.bet(maker, matchId, marketId, sel[0]!, true, 1.5, 500)).status).toBe(true);
    return { matchId, marketId, sel, maker, c };
  }

  for (const winner of [0, 1]) {
    it(`lays ₹133.33 at 1.5 for +₹33.33 on both outcomes, exposure 0, and pays ₹33.33 less 5% when runner ${winner ? 'B' : 'A'} wins`, async () => {
      const { matchId, marketId, sel, c } = await backAtTwo();
      // An unmatched bet of the customer's on the market is cancelled first.
      const unmatched = await w.bet(c, matchId, marketId, sel[1]!, true, 10, 10);
      const q = await quote(c, marketId);
      expect(q).toMatchObject({
        status: true,
        data: {
          market_id: marketId,
          fraction: 1,
          value: 33.33,
          legs: [{ selection_id: sel[0], is_back: false, odds: 1.5, stack: 133.33 }],
          unmatched_to_cancel: 1,
        },
      });
      const done = await cashOut(c, marketId, q.data.value, `co-${winner}`);
      expect(done).toMatchObject({ status: true, data: { value: 33.33, cancelled_bet_ids: [unmatched.data.bet_id] } });
      expect(done.data.bet_ids).toHaveLength(1);
      expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1000, available_balance: 1000, liability: 0 }));
      const detail = await w.call(c.token, 'match/getMatchDetail', { match_id: matchId });
      expect(detail.data.markets[0].runner_json.map((r: { win_loss: number }) => r.win_loss)).toEqual([33.33, 33.33]);
      await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[winner]] });
      // Net win 33.33 on the market; commission ceil(5% of 3333 paise) = 1.67.
      expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1031.66, liability: 0 }));
    });
  }

  it("keeps a runner's level whole when the customer's own resting bet at that price is on another runner", async () => {
    const { matchId, marketId, sel, c } = await backAtTwo();
    // The customer's own ₹400 back at 1.5 rests on B; others' ₹500 back at 1.5 rests on A. Only the
    // customer's own bets on A would be taken off A's level before the hedge.
    expect((await w.bet(c, matchId, marketId, sel[1]!, true, 1.5, 400)).data).toMatchObject({ matched_stack: 0 });
    expect(await quote(c, marketId)).toMatchObject({
      status: true,
      data: { value: 33.33, legs: [{ selection_id: sel[0], is_back: false, odds: 1.5, stack: 133.33 }], unmatched_to_cancel: 1 },
    });
  });

  it("lays at a price whose others' size is exactly the hedge's, past a better price that holds only the customer's own bet", async () => {
    const { matchId, marketId, sel, maker, c } = await matchedOnA(w, true, 2.0);
    // To lay A: the customer's own ₹10 back at 1.4 (cancelled first, so no size), others' ₹133.33
    // at 1.5 (exactly the lay the hedge needs there) and ₹500 at 1.6.
    await w.bet(c, matchId, marketId, sel[0]!, true, 1.4, 10);
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.5, 133.33);
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.6, 500);
    // A +100, B -100: 200 / 1.5 = ₹133.33 laid at 1.5 leaves +₹33.33 on both. Planned first at 1.4
    // (₹142.85), a walk to 1.5 would ask ₹133.34 there and go on to 1.6 (+₹25).
    expect(await quote(c, marketId)).toMatchObject({
      status: true,
      data: { value: 33.33, legs: [{ selection_id: sel[0], is_back: false, odds: 1.5, stack: 133.33 }], unmatched_to_cancel: 1 },
    });
  });

  it('refuses with CASH_OUT_CHANGED and the new quote when the book moved, places nothing, and takes the new value when confirmed', async () => {
    const { matchId, marketId, sel, maker, c } = await backAtTwo();
    const q = await quote(c, marketId);
    const resting = await w.call(maker.token, 'bet/getMarketAndFancyBet', { match_id: matchId });
    const back = resting.data.unmatched.find((b: { odds: number }) => b.odds === 1.5);
    await w.call(maker.token, 'bet/cancelBet', { bet_id: back.bet_id });
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.6, 500);
    const bets = await betCount(c);
    const changed = await cashOut(c, marketId, q.data.value, 'moved');
    // 200 / 1.6 = ₹125 laid: ₹25 either way.
    expect(changed).toMatchObject({ status: false, code: 'CASH_OUT_CHANGED', data: { value: 25, legs: [{ odds: 1.6, stack: 125 }] } });
    expect(await betCount(c)).toBe(bets);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -100 }));
    const again = await cashOut(c, marketId, changed.data.value, 'moved');
    expect(again).toMatchObject({ status: true, data: { value: 25 } });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: 0 }));
  });

  it('places nothing twice for a re-sent client_ref', async () => {
    const { matchId, marketId, c } = await backAtTwo();
    const first = await cashOut(c, marketId, 33.33, 'once');
    const bets = await betCount(c);
    const second = await cashOut(c, marketId, 33.33, 'once');
    expect(second).toEqual(first);
    expect(await betCount(c)).toBe(bets);
    // The bet list tells the hedge (client_ref once#0) from the customer's own back.
    const listed = (await w.call(c.token, 'bet/getMarketAndFancyBet', { match_id: matchId })).data.matched as { placed_by: string }[];
    expect(listed.map((b) => b.placed_by)).toEqual(['cash_out', 'customer']);
  });

  it('backs ₹80 at 2.5 to cash out a lay of ₹100 at 2.0 for +₹20', async () => {
    const { matchId, marketId, sel, maker, c } = await matchedOnA(w, false, 2.0);
    await w.bet(maker, matchId, marketId, sel[0]!, false, 2.5, 500);
    const q = await quote(c, marketId);
    expect(q.data).toMatchObject({ value: 20, legs: [{ selection_id: sel[0], is_back: true, odds: 2.5, stack: 80 }] });
    expect(await cashOut(c, marketId, 20, 'lay')).toMatchObject({ status: true, data: { value: 20 } });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: 0 }));
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
    // +₹20 less 5% (₹1).
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1019, liability: 0 }));
  });

  it('cashes out half: lays ₹66.66, locks ₹16.66 and keeps half the position at risk', async () => {
    const { matchId, marketId, c } = await backAtTwo();
    const q = await quote(c, marketId, 0.5);
    expect(q.data).toMatchObject({ fraction: 0.5, value: 16.66, legs: [{ is_back: false, odds: 1.5, stack: 66.66 }] });
    expect(await cashOut(c, marketId, 16.66, 'half', 0.5)).toMatchObject({ status: true, data: { value: 16.66 } });
    // A: +100 - 33.33 = +66.67; B: -100 + 66.66 = -33.34.
    const detail = await w.call(c.token, 'match/getMatchDetail', { match_id: matchId });
    expect(detail.data.markets[0].runner_json.map((r: { win_loss: number }) => r.win_loss)).toEqual([66.67, -33.34]);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -33.34 }));
  });

  it('equalises a three-runner market with positions on two runners by backing the other two', async () => {
    const { matchId, marketId, sel, maker, c } = await threeRunnerPosition(w);
    // Others back A at 2.0 too.
    await w.bet(maker, matchId, marketId, sel[0]!, true, 2.0, 500);
    const q = await quote(c, marketId);
    expect(q.data).toMatchObject({
      value: 75,
      legs: [
        { selection_id: sel[1], is_back: true, odds: 5, stack: 100 },
        { selection_id: sel[2], is_back: true, odds: 4, stack: 75 },
      ],
    });
    expect(await cashOut(c, marketId, 75, 'three')).toMatchObject({ status: true, data: { value: 75 } });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: 0 }));
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[2]] });
    // +₹75 less 5% (₹3.75).
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1071.25 }));
  });

  it('cashes out a bookmaker back at the house rates', async () => {
    const matchId = await w.match();
    const { marketId, a, b } = await w.bookmaker(matchId);
    const c = await w.customer(1000);
    expect((await w.bet(c, matchId, marketId, a, true, 1.5, 100)).status).toBe(true);
    await w.admin('admin/bookmaker/quote', {
      market_id: marketId,
      runners: [
        { selection_id: a, back_rate: 40, lay_rate: 44 },
        { selection_id: b, back_rate: 250, lay_rate: 270 },
      ],
    });
    // A +50, B -100: backing B at 3.50 for 150 / 3.5 = ₹42.85 leaves A +7.15, B -100 + 107.12 = +7.12.
    const q = await quote(c, marketId);
    expect(q.data).toMatchObject({ value: 7.12, legs: [{ selection_id: b, is_back: true, odds: 3.5, stack: 42.85 }] });
    expect(await cashOut(c, marketId, 7.12, 'bm')).toMatchObject({ status: true, data: { value: 7.12 } });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1000, liability: 0 }));
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [b] });
    // +₹7.12 less 5% (ceil(35.6 paise) = ₹0.36), as on any market.
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1006.76 }));
  });

  it("quotes two customers' bookmaker cash outs in one batch, each from their own bets only", async () => {
    const matchId = await w.match();
    const { marketId, a, b } = await w.bookmaker(matchId);
    const [c1, c2] = [await w.customer(1000), await w.customer(1000)];
    expect((await w.bet(c1, matchId, marketId, a, true, 1.5, 100)).status).toBe(true);
    expect((await w.bet(c2, matchId, marketId, b, true, 2.0, 100)).status).toBe(true);
    await w.admin('admin/bookmaker/quote', {
      market_id: marketId,
      runners: [
        { selection_id: a, back_rate: 40, lay_rate: 44, open: true },
        { selection_id: b, back_rate: 250, lay_rate: 270, open: true },
      ],
    });
    const quoteOf = (c: Customer) => w.ctx.app.trading.cashOut({ userId: c.userId, marketId, fraction: 10_000, minValue: null, ref: null });
    // Both submitted before the batch runs: one batch reads both customers' bets on the market.
    const [together1, together2] = await Promise.all([quoteOf(c1), quoteOf(c2)]);
    // c1: A +50, B -100, hedged by backing B at 3.50 (as alone, in the test above).
    expect(together1).toMatchObject({
      ok: true,
      data: { value: 7.12, legs: [{ selection_id: b, is_back: true, odds: 3.5, stack: 42.85 }] },
    });
    expect(together1).toEqual(await quoteOf(c1));
    expect(together2).toEqual(await quoteOf(c2));
  });

  it('answers CASH_OUT_UNAVAILABLE with the reason on a fancy, a suspended market and without a position', async () => {
    const { matchId, marketId, c } = await backAtTwo();
    const fancy = await w.session(matchId);
    expect(await quote(c, fancy)).toMatchObject({ status: false, code: 'CASH_OUT_UNAVAILABLE', message: expect.stringContaining('fancy') });
    const other = await w.customer(100);
    expect(await quote(other, marketId)).toMatchObject({
      status: false,
      code: 'CASH_OUT_UNAVAILABLE',
      message: expect.stringContaining('no matched'),
    });
    await w.admin('admin/market/status', { market_id: marketId, status: 'SUSPENDED' });
    const bets = await betCount(c);
    expect(await cashOut(c, marketId, 33.33, 'suspended')).toMatchObject({
      status: false,
      code: 'CASH_OUT_UNAVAILABLE',
      message: expect.stringContaining('suspended'),
    });
    expect(await betCount(c)).toBe(bets);
  });

  it('refuses a fraction outside (0, 1] and a missing client_ref with 400', async () => {
    const c = await w.customer(0);
    const post = (payload: object) =>
      w.ctx.app.inject({ method: 'POST', url: '/api/bet/cashOut', headers: { authorization: `Bearer ${c.token}` }, payload });
    const badFraction = await post({ market_id: 1, fraction: 1.5, min_value: 1, client_ref: 'x' });
    expect([badFraction.statusCode, badFraction.json().message]).toEqual([400, expect.stringContaining('fraction')]);
    const noRef = await post({ market_id: 1, min_value: 1 });
    expect([noRef.statusCode, noRef.json().message]).toEqual([400, expect.stringContaining('client_ref')]);
    // The forms the server gives its own cash-out bets are not the customer's to send.
    const autoRef = await post({ market_id: 1, min_value: 1, client_ref: 'auto-1' });
    expect([autoRef.statusCode, autoRef.json().message]).toEqual([400, expect.stringContaining('client_ref')]);
    const legRef = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/bet/placeMarketBet',
      headers: { authorization: `Bearer ${c.token}` },
      payload: { match_id: 1, market_id: 1, selection_id: 1, is_back: true, odds: 2, stack: 100, client_ref: 'auto-1#0' },
    });
    expect([legRef.statusCode, legRef.json().message]).toEqual([400, expect.stringContaining('client_ref')]);
  });
});
