import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from './money-fixture.ts';

describe.each(testDialects())('exchange bets on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  // Whatever a scenario did, every balance still equals the sum of its ledger rows.
  afterEach(async () => w.expectAuditClean());

  it('matches a back fully against a resting lay at the lay price and holds both liabilities', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const layer = await w.customer(1000);
    const backer = await w.customer(1000);
    const lay = await w.bet(layer, matchId, marketId, sel[0]!, false, 2.5, 100);
    expect(lay.data).toMatchObject({ status: 'EXECUTABLE', matched_stack: 0, remaining_stack: 100 });
    expect(await w.balance(layer)).toEqual(expect.objectContaining({ total_balance: 1000, available_balance: 850, liability: -150 }));
    const back = await w.bet(backer, matchId, marketId, sel[0]!, true, 2.5, 100);
    expect(back.data).toMatchObject({ status: 'EXECUTION_COMPLETE', matched_stack: 100, remaining_stack: 0, avg_odds: 2.5 });
    expect(await w.balance(backer)).toEqual(expect.objectContaining({ total_balance: 1000, available_balance: 900, liability: -100 }));
    expect(await w.balance(layer)).toEqual(expect.objectContaining({ available_balance: 850, liability: -150 }));
    const rows = await w.ledger(backer);
    expect(rows.filter((r) => r.kind === 'BET_EXPOSURE').map((r) => [r.account, r.amount])).toEqual([
      ['CUSTOMER_MAIN', -10000],
      ['CUSTOMER_EXPOSURE', 10000],
    ]);
    await w.expectAuditClean();
  });

  it('fills a back across three lay levels at the resting prices, then cancelling the rest releases its exposure', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const maker = await w.customer(10000);
    const taker = await w.customer(1000);
    for (const odds of [2.0, 2.02, 2.04]) expect((await w.bet(maker, matchId, marketId, sel[0]!, false, odds, 100)).status).toBe(true);
    const back = await w.bet(taker, matchId, marketId, sel[0]!, true, 2.0, 400);
    // Lays rest at 2.04, 2.02, 2.00: the back takes the best (highest) first.
    expect(back.data).toMatchObject({ status: 'EXECUTABLE', matched_stack: 300, remaining_stack: 100 });
    expect(back.data.avg_odds).toBeCloseTo(2.02, 2);
    // Win on A: 104 + 102 + 100 = 306 profit; lose: -300 matched - 100 unmatched = exposure 400.
    expect(await w.balance(taker)).toEqual(expect.objectContaining({ available_balance: 600, liability: -400 }));
    const detail = await w.call(taker.token, 'match/getMatchDetail', { match_id: matchId });
    const runner = detail.data.markets[0].runner_json[0];
    expect(runner.win_loss).toBe(306);
    expect(runner.lay).toEqual([{ price: 2, size: 100 }]);
    const cancel = await w.call(taker.token, 'bet/cancelBet', { bet_id: back.data.bet_id });
    expect(cancel.data).toMatchObject({ remaining_stack: 0, cancelled_stack: 100, matched_stack: 300 });
    expect(await w.balance(taker)).toEqual(expect.objectContaining({ available_balance: 700, liability: -300 }));
    await w.expectAuditClean();
  });

  it('holds 11.50 for lay 10 @ 3.15 on A and lay 10 @ 2.52 on B in a three-runner market', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B', 'Draw']);
    const backer = await w.customer(1000);
    const layer = await w.customer(100);
    await w.bet(backer, matchId, marketId, sel[0]!, true, 3.15, 10);
    await w.bet(backer, matchId, marketId, sel[1]!, true, 2.52, 10);
    await w.bet(layer, matchId, marketId, sel[0]!, false, 3.15, 10);
    await w.bet(layer, matchId, marketId, sel[1]!, false, 2.52, 10);
    expect(await w.balance(layer)).toEqual(expect.objectContaining({ total_balance: 100, available_balance: 88.5, liability: -11.5 }));
    await w.expectAuditClean();
  });

  it('changes nothing when a fill-or-kill order cannot fill whole', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const maker = await w.customer(1000);
    const taker = await w.customer(1000);
    await w.bet(maker, matchId, marketId, sel[0]!, false, 2.0, 50);
    const before = await w.ledger(taker);
    const fok = await w.bet(taker, matchId, marketId, sel[0]!, true, 2.0, 100, { time_in_force: 'FILL_OR_KILL' });
    expect(fok).toMatchObject({ status: false, code: 'RATE_CHANGED', message: expect.stringMatching(/^Rate has been changed/) });
    expect(fok).not.toHaveProperty('quote');
    expect(await w.ledger(taker)).toEqual(before);
    expect(await w.balance(taker)).toEqual(expect.objectContaining({ available_balance: 1000, liability: 0 }));
    const detail = await w.call(maker.token, 'match/getMatchDetail', { match_id: matchId });
    expect(detail.data.markets[0].runner_json[0].back).toEqual([{ price: 2, size: 50 }]);
  });

  it("refuses a bet naming another match's market, and changes nothing", async () => {
    const matchId = await w.match();
    const other = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    const before = await w.ledger(c);
    expect(await w.bet(c, other, marketId, sel[0]!, true, 2.0, 100)).toMatchObject({ status: false, code: 'MARKET_NOT_FOUND' });
    expect(await w.ledger(c)).toEqual(before);
    expect(await w.bet(c, matchId, marketId, sel[0]!, true, 2.0, 100)).toMatchObject({ status: true });
  });

  it('rejects a bet over the balance with INSUFFICIENT_FUNDS and writes nothing', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(100);
    const before = await w.ledger(c);
    const res = await w.bet(c, matchId, marketId, sel[0]!, false, 3.0, 60);
    expect(res).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS', data: null });
    expect(await w.ledger(c)).toEqual(before);
    const bets = await w.ctx.database.db.selectFrom('bets').select('bet_id').where('user_id', '=', c.userId).execute();
    expect(bets).toEqual([]);
    // Nothing available (not below zero): the plain refusal, with no debt to settle first.
    const empty = await w.customer(0);
    expect(await w.bet(empty, matchId, marketId, sel[0]!, true, 3.0, 10)).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient balance for this bet.',
    });
  });

  it('answers malformed input with 400 and writes nothing', async () => {
    const c = await w.customer(100);
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/bet/placeMarketBet',
      headers: { authorization: `Bearer ${c.token}` },
      payload: { market_id: 'x', stack: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(await w.ctx.database.db.selectFrom('bets').select('bet_id').where('user_id', '=', c.userId).execute()).toEqual([]);
  });

  it('places once per client_ref and answers the repeat with the first bet', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    const [a, b] = await Promise.all([
      w.bet(c, matchId, marketId, sel[0]!, true, 2.0, 10, { client_ref: 'abc' }),
      w.bet(c, matchId, marketId, sel[0]!, true, 2.0, 10, { client_ref: 'abc' }),
    ]);
    const again = await w.bet(c, matchId, marketId, sel[0]!, true, 2.0, 10, { client_ref: 'abc' });
    expect(a.data.bet_id).toBe(b.data.bet_id);
    expect(again.data.bet_id).toBe(a.data.bet_id);
    expect(await w.ctx.database.db.selectFrom('bets').select('bet_id').where('user_id', '=', c.userId).execute()).toHaveLength(1);
  });

  it("does not let a customer cancel or see another customer's bet", async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const owner = await w.customer(1000);
    const other = await w.customer(1000);
    const bet = await w.bet(owner, matchId, marketId, sel[0]!, true, 3.0, 10);
    expect(await w.call(other.token, 'bet/cancelBet', { bet_id: bet.data.bet_id })).toMatchObject({
      status: false,
      code: 'ORDER_NOT_FOUND',
    });
    const seen = await w.call(other.token, 'bet/getMarketAndFancyBet', { match_id: matchId });
    expect([...seen.data.matched, ...seen.data.unmatched]).toEqual([]);
    const own = await w.call(owner.token, 'bet/getMarketAndFancyBet', { match_id: matchId });
    expect(own.data.unmatched).toHaveLength(1);
    const current = await w.call(other.token, 'bet/getCurrentBets', { page: 1 });
    expect(current.data.total.total_count).toBe(0);
  });
});
