import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from './money-fixture.ts';

describe.each(testDialects())('editing and cancelling unmatched bets on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  // Whatever a scenario did, every balance still equals the sum of its ledger rows.
  afterEach(async () => w.expectAuditClean());

  const unmatched = async (c: Customer, matchId: number) =>
    (await w.call(c.token, 'bet/getMarketAndFancyBet', { match_id: matchId })).data.unmatched as {
      bet_id: number;
      odds: number;
      remaining_stack: number;
    }[];

  it('keeps the queue place of a lowered stake: an opposing bet matches the edited bet before a later one at its price', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const first = await w.customer(1000);
    const later = await w.customer(1000);
    const backer = await w.customer(1000);
    const edited = await w.bet(first, matchId, marketId, sel[0]!, false, 2.0, 100);
    await w.bet(later, matchId, marketId, sel[0]!, false, 2.0, 100);
    const lowered = await w.call(first.token, 'bet/replaceBet', { bet_id: edited.data.bet_id, stack: 40 });
    expect(lowered).toMatchObject({ status: true, data: { bet_id: edited.data.bet_id, remaining_stack: 40, cancelled_stack: 60 } });
    expect(await w.balance(first)).toEqual(expect.objectContaining({ available_balance: 960, liability: -40 }));
    const back = await w.bet(backer, matchId, marketId, sel[0]!, true, 2.0, 50);
    expect(back.data).toMatchObject({ matched_stack: 50, remaining_stack: 0 });
    // The edited bet filled whole (40) first; the later one gave only the last 10.
    expect(await unmatched(first, matchId)).toEqual([]);
    expect((await unmatched(later, matchId)).map((b) => b.remaining_stack)).toEqual([90]);
  });

  it('moves a price as one step: the old bet cancelled, exactly one unmatched bet at the new price, exposure of the new bet held', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    const old = await w.bet(c, matchId, marketId, sel[0]!, false, 2.0, 100);
    const moved = await w.call(c.token, 'bet/replaceBet', { bet_id: old.data.bet_id, odds: 3.0 });
    expect(moved).toMatchObject({ status: true, data: { status: 'EXECUTABLE', remaining_stack: 100 } });
    expect(moved.data.bet_id).not.toBe(old.data.bet_id);
    const open = await unmatched(c, matchId);
    expect(open.map((b) => [b.bet_id, b.odds, b.remaining_stack])).toEqual([[moved.data.bet_id, 3, 100]]);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 800, liability: -200 }));
    // Re-sending the same edit finds nothing unmatched on the old bet: no second bet.
    expect(await w.call(c.token, 'bet/replaceBet', { bet_id: old.data.bet_id, odds: 3.0 })).toMatchObject({
      status: false,
      code: 'ORDER_NOT_CANCELLABLE',
    });
    expect(await unmatched(c, matchId)).toHaveLength(1);
  });

  it('checks funds against the new bet with the old one released, and when refused leaves the old bet as it was', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(300);
    // Lay 100 at 3.0 holds 200 of 300; at 4.0 it holds 300 (fits), at 5.0 400 (does not).
    const old = await w.bet(c, matchId, marketId, sel[0]!, false, 3.0, 100);
    const before = await w.ledger(c);
    expect(await w.call(c.token, 'bet/replaceBet', { bet_id: old.data.bet_id, odds: 5.0 })).toMatchObject({
      status: false,
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await w.ledger(c)).toEqual(before);
    expect((await unmatched(c, matchId)).map((b) => [b.bet_id, b.odds, b.remaining_stack])).toEqual([[old.data.bet_id, 3, 100]]);
    const moved = await w.call(c.token, 'bet/replaceBet', { bet_id: old.data.bet_id, odds: 4.0 });
    expect(moved).toMatchObject({ status: true, data: { remaining_stack: 100 } });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 0, liability: -300 }));
  });

  it("refuses another customer's bet with ORDER_NOT_FOUND and bad input with 400", async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const owner = await w.customer(1000);
    const other = await w.customer(1000);
    const bet = await w.bet(owner, matchId, marketId, sel[0]!, true, 2.0, 100);
    for (const edit of [{ stack: 10 }, { odds: 2.5 }]) {
      expect(await w.call(other.token, 'bet/replaceBet', { bet_id: bet.data.bet_id, ...edit })).toMatchObject({
        status: false,
        code: 'ORDER_NOT_FOUND',
      });
    }
    expect(await w.call(other.token, 'bet/cancelAll', { market_id: marketId })).toMatchObject({ status: true, data: { cancelled: 0 } });
    expect(await w.call(owner.token, 'bet/replaceBet', { bet_id: bet.data.bet_id, stack: 101 })).toMatchObject({
      status: false,
      code: 'INVALID_STAKE',
    });
    for (const edit of [{ stack: 100 }, { odds: 2.0 }, { odds: 2.0, stack: 100 }])
      expect(await w.call(owner.token, 'bet/replaceBet', { bet_id: bet.data.bet_id, ...edit })).toMatchObject({
        status: false,
        code: 'NOTHING_TO_CHANGE',
        message: 'This edit changes nothing: give the bet a new price or a lower stake.',
      });
    for (const odds of [2.03, 1, 2.005, 1001])
      expect(await w.call(owner.token, 'bet/replaceBet', { bet_id: bet.data.bet_id, odds })).toMatchObject({
        status: false,
        code: 'INVALID_ODDS',
      });
    for (const [path, payload] of [
      ['bet/replaceBet', { bet_id: bet.data.bet_id }],
      ['bet/replaceBet', { bet_id: bet.data.bet_id, stack: -5 }],
      ['bet/replaceBet', { bet_id: 'x', odds: 2 }],
      ['bet/cancelAll', {}],
      ['bet/cancelAll', { market_id: marketId, match_id: matchId }],
    ] as const) {
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: { authorization: `Bearer ${owner.token}` },
        payload,
      });
      expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: 'VALIDATION_ERROR' });
    }
    expect((await unmatched(owner, matchId)).map((b) => b.remaining_stack)).toEqual([100]);
  });

  it('cancels every unmatched bet of the caller on a market, or on every market of a match, and releases their exposure', async () => {
    const matchId = await w.match();
    const one = await w.market(matchId, ['A', 'B']);
    const two = await w.market(matchId, ['X', 'Y']);
    const c = await w.customer(1000);
    const other = await w.customer(1000);
    const a = await w.bet(c, matchId, one.marketId, one.sel[0]!, true, 2.0, 100);
    const b = await w.bet(c, matchId, one.marketId, one.sel[1]!, false, 3.0, 50);
    const x = await w.bet(c, matchId, two.marketId, two.sel[0]!, true, 4.0, 70);
    await w.bet(other, matchId, one.marketId, one.sel[0]!, true, 2.0, 10);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -270 }));
    const market = await w.call(c.token, 'bet/cancelAll', { market_id: one.marketId });
    expect(market.data).toEqual({ cancelled: 2, bet_ids: [a.data.bet_id, b.data.bet_id] });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 930, liability: -70 }));
    const match = await w.call(c.token, 'bet/cancelAll', { match_id: matchId });
    expect(match.data).toEqual({ cancelled: 1, bet_ids: [x.data.bet_id] });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 1000, liability: 0 }));
    expect(await unmatched(other, matchId)).toHaveLength(1);
  });
});
