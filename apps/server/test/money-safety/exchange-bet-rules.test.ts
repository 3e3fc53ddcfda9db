import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

describe.each(testDialects())('exchange bets: delay, funds within a batch, cancels on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());

  const timed = async <T>(work: Promise<T>): Promise<[T, number]> => {
    const started = Date.now();
    const out = await work;
    return [out, Date.now() - started];
  };

  it('places at once before the market is in play, and refuses at once while it is suspended in play: the delay is for open in-play markets only', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B'], { bet_delay: 1 });
    const c = await w.customer(1000);
    const [placed, waited] = await timed(w.bet(c, matchId, marketId, sel[0]!, true, 2, 10, { persistence: 'PERSIST' }));
    expect(placed.status).toBe(true);
    expect(waited).toBeLessThan(900);
    await w.admin('admin/market/status', { market_id: marketId, in_play: true, status: 'SUSPENDED' });
    const [refused, waitedSuspended] = await timed(w.bet(c, matchId, marketId, sel[0]!, true, 2, 10));
    expect(refused).toMatchObject({ status: false, code: 'MARKET_SUSPENDED' });
    expect(waitedSuspended).toBeLessThan(900);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 990, liability: -10 }));
  });

  it("checks each bet of a batch against what the same customer's earlier bets in it left", async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(100);
    const bets = w.ctx.services.trading;
    // Five backs of 30 submitted in one tick join one batch: 30, 60, 90 fit in 100; 120 does not.
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        bets.placeMarketBet({
          userId: c.userId,
          marketId,
          matchId,
          selectionId: sel[0]!,
          side: 'BACK',
          price: 200,
          stake: 3000,
          timeInForce: 'LIMIT',
          persistence: 'LAPSE',
          clientRef: null,
        }),
      ),
    );
    expect(outcomes.map((o) => (o.ok === false ? o.code : o.ok))).toEqual([true, true, true, 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_FUNDS']);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 10, liability: -90 }));
  });

  it('counts what the market already holds as funds for a further bet on it, exactly', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(100);
    expect((await w.bet(c, matchId, marketId, sel[0]!, true, 2, 50)).status).toBe(true);
    // 50 available plus 50 held: a second back of 50 takes the worst case to exactly 100.
    expect(await w.bet(c, matchId, marketId, sel[0]!, true, 2, 50.01)).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect((await w.bet(c, matchId, marketId, sel[0]!, true, 2, 50)).status).toBe(true);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 0, liability: -100 }));
  });

  it('refuses to cancel a bet with nothing unmatched: fully matched, on a bookmaker, or on a settled market', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const bm = await w.admin('admin/market/create', {
      match_id: matchId,
      name: 'BM',
      market_type: 'BOOKMAKER',
      runners: [
        { name: 'A', back_rate: 50, lay_rate: 55 },
        { name: 'B', back_rate: 100, lay_rate: 110 },
      ],
    });
    const c = await w.customer(1000);
    const layer = await w.customer(1000);
    expect((await w.bet(layer, matchId, marketId, sel[0]!, false, 2, 100)).status).toBe(true);
    const matched = await w.bet(c, matchId, marketId, sel[0]!, true, 2, 100);
    const resting = await w.bet(c, matchId, marketId, sel[1]!, true, 3, 10, { persistence: 'PERSIST' });
    const house = await w.bet(c, matchId, bm.market_id, bm.runners[0].selection_id, true, 1.5, 10);
    const nothing = { status: false, code: 'ORDER_NOT_CANCELLABLE', message: 'This bet has nothing left to cancel.' };
    expect(await w.call(c.token, 'bet/cancelBet', { bet_id: matched.data.bet_id })).toMatchObject(nothing);
    expect(await w.call(c.token, 'bet/cancelBet', { bet_id: house.data.bet_id })).toMatchObject(nothing);
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
    expect(await w.call(c.token, 'bet/cancelBet', { bet_id: resting.data.bet_id })).toMatchObject(nothing);
    // A won: +100 less 5 commission; the resting back lapsed; the bookmaker back still holds 10.
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1095, liability: -10 }));
  });
});
