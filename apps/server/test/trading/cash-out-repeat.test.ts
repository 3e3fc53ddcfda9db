import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from './money-fixture.ts';

/**
 * api.md: a client_ref sent again returns the first answer and places nothing new. A cash out that
 * cancelled the customer's unmatched bets answers those ids again, and a repeat after the market
 * was suspended is still the first answer, not a refusal.
 */
describe.each(testDialects())('a repeated cash out on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());

  /**
   * Back ₹90 at 2.0 on A matched; unmatched backs of ₹5 at 12 and ₹5 at 10 on B (a cash out cancels
   * both), and before them one of ₹5 at 14 the customer cancelled itself; others back A at 1.8.
   */
  async function position() {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const maker = await w.customer(10000);
    const c = await w.customer(100);
    await w.bet(maker, matchId, marketId, sel[0]!, false, 2.0, 90);
    expect((await w.bet(c, matchId, marketId, sel[0]!, true, 2.0, 90)).data).toMatchObject({ matched_stack: 90 });
    const selfCancelled = await w.bet(c, matchId, marketId, sel[1]!, true, 14, 5);
    expect(await w.call(c.token, 'bet/cancelBet', { bet_id: selfCancelled.data.bet_id })).toMatchObject({ status: true });
    const unmatched = [await w.bet(c, matchId, marketId, sel[1]!, true, 12, 5), await w.bet(c, matchId, marketId, sel[1]!, true, 10, 5)];
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.8, 1000);
    return { matchId, marketId, sel, c, unmatchedIds: unmatched.map((u) => u.data.bet_id as number) };
  }

  it('answers the first answer again, cancelled bets included, and places nothing', async () => {
    const { marketId, sel, c, unmatchedIds } = await position();
    // A +90, B -90: lay A for 180 / 1.8 = ₹100 at 1.8: A 90 - 80 = +10, B -90 + 100 = +10.
    const quote = await w.call(c.token, 'bet/cashOutQuote', { market_id: marketId });
    expect(quote.data).toMatchObject({
      value: 10,
      legs: [{ selection_id: sel[0], is_back: false, odds: 1.8, stack: 100 }],
      unmatched_to_cancel: 2,
    });
    const first = await w.call(c.token, 'bet/cashOut', { market_id: marketId, min_value: 10, client_ref: 'repeat-1' });
    expect(first).toMatchObject({ status: true, data: { value: 10, cancelled_bet_ids: unmatchedIds } });
    const bets = await w.call(c.token, 'bet/getCurrentBets', { page: 1 });
    const again = await w.call(c.token, 'bet/cashOut', { market_id: marketId, min_value: 10, client_ref: 'repeat-1' });
    expect(again).toEqual(first);
    expect(await w.call(c.token, 'bet/getCurrentBets', { page: 1 })).toEqual(bets);
    expect(await w.balance(c)).toMatchObject({ total_balance: 100, available_balance: 100, liability: 0 });
  });

  it('answers the first answer after the market was suspended', async () => {
    const { marketId, c, unmatchedIds } = await position();
    const first = await w.call(c.token, 'bet/cashOut', { market_id: marketId, min_value: 10, client_ref: 'repeat-2' });
    expect(first).toMatchObject({ status: true, data: { value: 10, cancelled_bet_ids: unmatchedIds } });
    await w.admin('admin/market/status', { market_id: marketId, status: 'SUSPENDED' });
    expect(await w.call(c.token, 'bet/cashOut', { market_id: marketId, min_value: 10, client_ref: 'repeat-2' })).toEqual(first);
    // A new cash out on the suspended market is still refused.
    expect(await w.call(c.token, 'bet/cashOut', { market_id: marketId, min_value: 0, client_ref: 'repeat-3' })).toMatchObject({
      status: false,
      code: 'CASH_OUT_UNAVAILABLE',
    });
  });

  it('refuses a repeat once the market is settled: the position it would answer with is gone', async () => {
    const { marketId, sel, c } = await position();
    const first = await w.call(c.token, 'bet/cashOut', { market_id: marketId, min_value: 10, client_ref: 'repeat-4' });
    expect(first).toMatchObject({ status: true, data: { value: 10 } });
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[1]] });
    expect(await w.call(c.token, 'bet/cashOut', { market_id: marketId, min_value: 10, client_ref: 'repeat-4' })).toMatchObject({
      status: false,
      code: 'CASH_OUT_UNAVAILABLE',
    });
  });

  it('answers a bookmaker cash out again after the market was suspended', async () => {
    const matchId = await w.match();
    const { marketId, a, b } = await w.bookmaker(matchId);
    const c = await w.customer(100);
    await w.bet(c, matchId, marketId, a, true, 1.5, 100);
    // A +50, B -100; back B at 2.00 for 150 / 2 = ₹75: A -25, B -25.
    const first = await w.call(c.token, 'bet/cashOut', { market_id: marketId, min_value: -25, client_ref: 'bm-repeat' });
    expect(first).toMatchObject({ status: true, data: { value: -25, cancelled_bet_ids: [] } });
    expect(first.data.bet_ids).toHaveLength(1);
    await w.admin('admin/market/status', { market_id: marketId, status: 'SUSPENDED' });
    expect(await w.call(c.token, 'bet/cashOut', { market_id: marketId, min_value: -25, client_ref: 'bm-repeat' })).toEqual(first);
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [b] });
    expect(await w.balance(c)).toMatchObject({ total_balance: 75, liability: 0 });
    // Settled: no repeat, the position it would answer with is gone.
    expect(await w.call(c.token, 'bet/cashOut', { market_id: marketId, min_value: -25, client_ref: 'bm-repeat' })).toMatchObject({
      status: false,
      code: 'CASH_OUT_UNAVAILABLE',
    });
  });
});
