import { DAY_MS, istDay } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import type { Member } from '../hierarchy/hierarchy-world.ts';
import { RiskWorld } from '../risk/risk-world.ts';

interface Row {
  user_name?: string;
  market_id?: number | null;
  profit_loss: number;
  share: number;
}

const today = istDay(Date.now());
const yesterday = istDay(Date.now() - DAY_MS);
/** A day before every result here by either calendar (yesterday in India is today in UTC after 18:30 UTC). */
const twoDaysAgo = istDay(Date.now() - 2 * DAY_MS);

/**
 * RiskWorld's bets, settled: A wins the Match Odds (cust1's ₹100 back at 2.0 wins ₹100 less 5%
 * commission, cust3's matching lay loses ₹100) and the session makes 60 (cust1's ₹20 YES wins ₹20,
 * cust2's ₹30 NO loses ₹30). cust2's unmatched back is cancelled; cust1's bet on a second session
 * is voided with it.
 */
describe.each(testDialects())('the operator reports on %s', (dialect) => {
  let r: RiskWorld;
  let voidedBet: number;
  beforeAll(async () => {
    r = await RiskWorld.create(dialect);
    await r.bet(r.cust1, 0, true, 2, 100);
    await r.bet(r.cust3, 0, false, 2, 100);
    const unmatched = await r.bet(r.cust2, 1, true, 3, 50);
    await r.fancy(r.cust1, true, 20);
    await r.fancy(r.cust2, false, 30);
    expect(await r.h.as(r.cust2, 'bet/cancelBet', { bet_id: unmatched })).toMatchObject({ status: true });
    const other = await r.h.w.session(r.matchId);
    const placed = await r.h.as(r.cust1, 'bet/placeFancyBet', {
      match_id: r.matchId,
      fancy_id: other,
      is_back: true,
      run: 50,
      size: 100,
      stack: 10,
    });
    expect(placed, placed.message).toMatchObject({ status: true });
    voidedBet = placed.data.bet_id;
    await r.h.w.admin('admin/market/result', { market_id: r.marketId, winner_selection_ids: [r.sel[0]] });
    await r.h.w.admin('admin/market/result', { fancy_id: r.fancyId, result_run: 60 });
    await r.h.w.admin('admin/market/void', { fancy_id: other, reason: 'rain' });
  });
  afterAll(async () => r?.close());

  const profitLoss = (who: Member, body: object = {}) =>
    r.h.as(who, 'admin/report/profitLoss', { from_date: today, to_date: today, ...body });
  const bets = (who: Member, body: object = {}) => r.h.as(who, 'admin/report/bets', { from_date: today, to_date: today, ...body });
  const figures = (rows: Row[]) => rows.map((x) => [x.user_name ?? x.market_id, x.profit_loss, x.share]);

  it("sums each child's whole subtree from the house's side, with the caller's share by partnership", async () => {
    const out = await profitLoss(r.master);
    expect(out, out.message).toMatchObject({ status: true, data: { by: 'downline', partnership: 80, total: { total_count: 2 } } });
    // agent1's customers won 95 + 20 - 30 = 85; agent2's lost 100. The master keeps 80%.
    expect(figures(out.data.data)).toEqual([
      [r.agent1.userName, -85, -68],
      [r.agent2.userName, 100, 80],
    ]);
    expect(out.data).toMatchObject({ profit_loss: 15, share: 12, daily: [{ date: today, profit_loss: 15 }] });
  });

  it('drills down to an agent and reports as that agent with its own share', async () => {
    const drilled = await profitLoss(r.master, { parent_id: r.agent1.userId });
    expect(drilled.data.parent).toMatchObject({ user_id: r.agent1.userId, role: 'agent' });
    expect(figures(drilled.data.data)).toEqual([
      [r.cust1.userName, -115, -92],
      [r.cust2.userName, 30, 24],
    ]);
    const own = await profitLoss(r.agent1);
    expect(own.data).toMatchObject({ partnership: 40, profit_loss: -85, share: -34 });
    expect(figures(own.data.data)).toEqual([
      [r.cust1.userName, -115, -46],
      [r.cust2.userName, 30, 12],
    ]);
  });

  it('lists one row per settled market and fancy with the downline result on it', async () => {
    const out = await profitLoss(r.master, { by: 'market' });
    expect(out.data.by).toBe('market');
    const rows = out.data.data as (Row & { match_name: string; market_name: string; settled_at: string })[];
    // The Match Odds: cust1 +95 against cust3 -100; the session: 20 won, 30 lost; the void: nothing.
    expect(rows.find((x) => x.market_id === r.marketId)).toMatchObject({ market_name: 'Match Odds', profit_loss: 5, share: 4 });
    expect(rows.find((x) => x.market_id === r.fancyId)).toMatchObject({ market_name: 'Runs', profit_loss: 10, share: 8 });
    expect(rows.reduce((a, x) => a + x.profit_loss, 0)).toBe(15);
    expect(rows.every((x) => x.match_name.length > 0 && !Number.isNaN(Date.parse(x.settled_at)))).toBe(true);
    const agent = await profitLoss(r.agent1, { by: 'market' });
    expect(agent.data.data.find((x: Row) => x.market_id === r.marketId)).toMatchObject({ profit_loss: -95, share: -38 });
  });

  it('reports nothing for a range that ends before the results', async () => {
    const out = await profitLoss(r.master, { from_date: twoDaysAgo, to_date: twoDaysAgo });
    expect(out.data).toMatchObject({ profit_loss: 0, share: 0, daily: [{ date: twoDaysAgo, profit_loss: 0 }] });
    expect(figures(out.data.data)).toEqual([
      [r.agent1.userName, 0, 0],
      [r.agent2.userName, 0, 0],
    ]);
    expect((await profitLoss(r.master, { from_date: twoDaysAgo, to_date: twoDaysAgo, by: 'market' })).data.data).toEqual([]);
    expect(await profitLoss(r.master, { from_date: today, to_date: yesterday })).toMatchObject({
      status: false,
      code: 'INVALID_DATE_RANGE',
    });
    expect(await profitLoss(r.master, { from_date: '2020-01-01' })).toMatchObject({ status: false, code: 'DATE_RANGE_TOO_OLD' });
    expect((await profitLoss(r.master, { by: 'runner' })).statusCode).toBe(400);
  });

  it('shows the settled, voided and cancelled bets in their tabs', async () => {
    const settled = await bets(r.agent1);
    expect(settled, settled.message).toMatchObject({ status: true, data: { total: { total_count: 3 } } });
    expect(settled.data.data.map((b: { bet_status: string }) => b.bet_status).sort()).toEqual(['LOST', 'WON', 'WON']);
    const voided = await bets(r.agent1, { status: 'voided' });
    expect(voided.data.data.map((b: { bet_id: number }) => b.bet_id)).toEqual([voidedBet]);
    const cancelled = await bets(r.agent1, { status: 'cancelled' });
    expect(cancelled.data.data).toEqual([expect.objectContaining({ user_name: r.cust2.userName, stack: 50, matched_stack: 0 })]);
    expect((await bets(r.agent1, { user_name: r.cust2.userName })).data.total.total_count).toBe(1);
    expect((await bets(r.agent2)).data.data.map((b: { user_name: string }) => b.user_name)).toEqual([r.cust3.userName]);
    expect((await bets(r.master, { user_id: r.agent2.userId })).data.total.total_count).toBe(1);
    expect((await bets(r.agent1, { from_date: twoDaysAgo, to_date: twoDaysAgo })).data.total.total_count).toBe(0);
  });

  it('answers 403 outside the downline and to a customer', async () => {
    expect(await profitLoss(r.agent1, { parent_id: r.agent2.userId })).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(await profitLoss(r.agent1, { parent_id: r.master.userId })).toMatchObject({ statusCode: 403 });
    expect(await bets(r.agent1, { user_id: r.cust3.userId })).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await profitLoss(r.cust1)).statusCode).toBe(403);
    expect((await bets(r.cust1)).statusCode).toBe(403);
  });
});
