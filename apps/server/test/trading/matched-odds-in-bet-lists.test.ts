import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from './money-fixture.ts';

// A bet list row says the odds asked and the average price its matched part got (`avg_odds`): an
// exchange bet matches at the resting bets' better prices, so the two differ, and a customer must
// see the price they got. Nothing matched: null. A house bet fills at its quote: the two agree.
describe.each(testDialects())('matched odds in the bet lists on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
  });
  afterAll(async () => w?.close());

  const rowsOf = async (token: string) => {
    const lists = (await w.call(token, 'bet/getMarketAndFancyBet', { match_id: matchId })).data;
    const current = (await w.call(token, 'bet/getCurrentBets', { page: 1, limit: 100 })).data.data;
    return { lists, current };
  };

  it('shows a lay asked at 3 that matched at 2.4 and 2.5 at their average, and a bet still waiting at null', async () => {
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const maker = await w.customer(10_000);
    expect((await w.bet(maker, matchId, marketId, sel[0]!, true, 2.4, 100)).status).toBe(true);
    expect((await w.bet(maker, matchId, marketId, sel[0]!, true, 2.5, 100)).status).toBe(true);
    const c = await w.customer(10_000);
    // Lays 300 at 3: 100 matches at 2.4, 100 at 2.5, 100 waits. Liability 140 + 150 = 290 on 200: 1 + 1.45.
    const lay = await w.bet(c, matchId, marketId, sel[0]!, false, 3, 300);
    expect(lay.data).toMatchObject({ matched_stack: 200, remaining_stack: 100, avg_odds: 2.45 });
    const waiting = await w.bet(c, matchId, marketId, sel[1]!, true, 50, 10);
    const { lists, current } = await rowsOf(c.token);
    const layRow = { bet_id: lay.data.bet_id, odds: 3, avg_odds: 2.45, matched_stack: 200 };
    expect(lists.matched).toEqual([expect.objectContaining(layRow)]);
    expect(lists.unmatched).toEqual(
      expect.arrayContaining([expect.objectContaining({ bet_id: waiting.data.bet_id, odds: 50, avg_odds: null, bet_status: 'UNMATCHED' })]),
    );
    // The lay is in both lists, its status saying it is both.
    expect(lists.unmatched).toEqual(expect.arrayContaining([expect.objectContaining({ ...layRow, bet_status: 'PARTLY_MATCHED' })]));
    expect(current).toEqual(expect.arrayContaining([expect.objectContaining(layRow)]));
  });

  it('shows a bookmaker bet and a fancy bet at the quote they filled at', async () => {
    const { marketId, a } = await w.bookmaker(matchId);
    const fancyId = await w.session(matchId);
    const c = await w.customer(1000);
    expect((await w.bet(c, matchId, marketId, a, true, 1.5, 100)).status).toBe(true);
    const yes = { match_id: matchId, fancy_id: fancyId, is_back: true, run: 50, size: 100, stack: 10 };
    expect((await w.call(c.token, 'bet/placeFancyBet', yes)).status).toBe(true);
    const { lists } = await rowsOf(c.token);
    expect(lists.matched).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ market_id: marketId, odds: 1.5, avg_odds: 1.5 }),
        expect.objectContaining({ fancy_id: fancyId, run: 50, odds: 100, avg_odds: 100 }),
      ]),
    );
  });
});
