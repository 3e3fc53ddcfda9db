import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from './money-fixture.ts';

/** What an edit of an unmatched bet is checked for: a new price is a new bet, a lower stake is not. */
describe.each(testDialects())('the checks on editing a bet on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());

  const edit = (c: Customer, betId: number, change: { odds?: number; stack?: number }) =>
    w.call(c.token, 'bet/replaceBet', { bet_id: betId, ...change });
  const unmatched = async (c: Customer, matchId: number) =>
    ((await w.call(c.token, 'bet/getMarketAndFancyBet', { match_id: matchId })).data.unmatched as { bet_id: number; odds: number }[]).map(
      (b) => [b.bet_id, b.odds],
    );

  it('lets a bet-locked account lower a stake, at its own price or none given, but not move a price', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    const bet = await w.bet(c, matchId, marketId, sel[0]!, false, 2.0, 100);
    await w.admin('admin/user/status', { user_id: c.userId, bet_lock: '1' });
    expect(await edit(c, bet.data.bet_id, { stack: 80 })).toMatchObject({
      status: true,
      data: { bet_id: bet.data.bet_id, remaining_stack: 80 },
    });
    expect(await edit(c, bet.data.bet_id, { odds: 2.0, stack: 60 })).toMatchObject({
      status: true,
      data: { bet_id: bet.data.bet_id, remaining_stack: 60 },
    });
    expect(await edit(c, bet.data.bet_id, { odds: 2.5 })).toMatchObject({ status: false, code: 'BET_LOCKED' });
    expect(await unmatched(c, matchId)).toEqual([[bet.data.bet_id, 2]]);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -60 }));
  });

  it('has nothing to edit on a house market or on a bet matched whole', async () => {
    const matchId = await w.match();
    const bookmaker = await w.bookmaker(matchId);
    const c = await w.customer(1000);
    const house = await w.bet(c, matchId, bookmaker.marketId, bookmaker.a, true, 1.5, 100);
    expect(await edit(c, house.data.bet_id, { stack: 50 })).toMatchObject({ status: false, code: 'ORDER_NOT_CANCELLABLE' });
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const maker = await w.customer(1000);
    await w.bet(maker, matchId, marketId, sel[0]!, false, 2.0, 100);
    const matched = await w.bet(c, matchId, marketId, sel[0]!, true, 2.0, 100);
    expect(matched.data).toMatchObject({ matched_stack: 100 });
    expect(await edit(c, matched.data.bet_id, { odds: 3.0 })).toMatchObject({ status: false, code: 'ORDER_NOT_CANCELLABLE' });
    expect(await unmatched(c, matchId)).toEqual([]);
  });

  it('waits the bet delay in play before moving a price, and moves nothing when the market changed meanwhile', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B'], { bet_delay: 1 });
    const c = await w.customer(1000);
    const bet = await w.bet(c, matchId, marketId, sel[0]!, false, 2.0, 100, { persistence: 'PERSIST' });
    await w.admin('admin/market/status', { market_id: marketId, in_play: true });
    const waiting = edit(c, bet.data.bet_id, { odds: 2.5 });
    await new Promise((r) => setTimeout(r, 200));
    await w.admin('admin/market/status', { market_id: marketId, bet_delay: 2 });
    expect(await waiting).toMatchObject({ status: false, code: 'VERSION_CHANGED' });
    expect(await unmatched(c, matchId)).toEqual([[bet.data.bet_id, 2]]);
  });
});
