import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import type { Member } from '../hierarchy/hierarchy-world.ts';
import { RiskWorld } from './risk-world.ts';

describe.each(testDialects())('the house book (admin/risk/book) on %s', (dialect) => {
  let r: RiskWorld;
  beforeAll(async () => {
    r = await RiskWorld.create(dialect);
    await r.placeAll();
  });
  afterAll(async () => r?.close());

  const book = (who: Member, extra: object = {}) => r.h.as(who, 'admin/risk/book', { match_id: r.matchId, ...extra });
  const positions = (data: { markets: { runners: { position: number; share: number }[] }[] }) =>
    data.markets[0]!.runners.map((x) => [x.position, x.share]);

  it("gives an agent the negative of its customers' matched positions per runner, and its share by partnership", async () => {
    const out = await book(r.agent1);
    expect(out).toMatchObject({ statusCode: 200, status: true });
    // cust1 backed A at 2.0 for ₹100: +100 if A wins, -100 if B wins; cust2's back of B is unmatched.
    expect(positions(out.data)).toEqual([
      [-100, -40],
      [100, 40],
    ]);
    expect(out.data.markets[0]).toMatchObject({ market_id: r.marketId, exposure: 100 });
    expect(out.data.partnership).toBe(40);
  });

  it('equals the sum of the customers’ own win/loss per runner, negated', async () => {
    const own = await Promise.all(
      [r.cust1, r.cust2].map(async (c) => (await r.h.as(c, 'match/getMatchDetail', { match_id: r.matchId })).data.markets[0].runner_json),
    );
    const summed = r.sel.map((_, i) => 0 - own.reduce((a, runners) => a + runners[i].win_loss, 0));
    const out = await book(r.agent1);
    expect(out.data.markets[0].runners.map((x: { position: number }) => x.position)).toEqual(summed);
  });

  it('gives the fancy run ladder: YES ₹20 and NO ₹30 at 50 summed and negated', async () => {
    const out = await book(r.agent1);
    // Customers: below 50 runs -20 + 30 = +10; from 50 on +20 - 30 = -10. The house the other way.
    expect(out.data.fancies).toEqual([
      expect.objectContaining({
        fancy_id: r.fancyId,
        bets: 2,
        exposure: 10,
        ranges: [
          { from: 0, to: 49, parity: null, pnl_from: -10, pnl_to: -10 },
          { from: 50, to: 999, parity: null, pnl_from: 10, pnl_to: 10 },
        ],
      }),
    ]);
  });

  it("counts only the caller's downline: the other agent, the master and the admin each see their own", async () => {
    expect(positions((await book(r.agent2)).data)).toEqual([
      [100, 40],
      [-100, -40],
    ]);
    // The master's customers are on both sides of the matched bet: the house holds nothing either way.
    expect(positions((await book(r.master)).data)).toEqual([
      [0, 0],
      [0, 0],
    ]);
    const agent2Fancy = (await book(r.agent2)).data.fancies[0];
    expect(agent2Fancy).toMatchObject({ bets: 0, exposure: 0, ranges: [{ from: 0, to: 999, pnl_from: 0, pnl_to: 0 }] });
    // The admin looking at agent1's part: the same figures, its share at 100%.
    expect(positions((await book(r.h.admin, { user_id: r.agent1.userId })).data)).toEqual([
      [-100, -100],
      [100, 100],
    ]);
    expect(positions((await book(r.master, { user_id: r.cust1.userId })).data)).toEqual([
      [-100, -80],
      [100, 80],
    ]);
  });

  it('answers 403 for a user outside the downline, 403 to a customer, and MATCH_NOT_FOUND for an unknown match', async () => {
    for (const [who, target] of [
      [r.agent1, r.cust3],
      [r.agent1, r.agent2],
      [r.agent2, r.master],
    ] as const) {
      const out = await book(who, { user_id: target.userId });
      expect(out).toMatchObject({ statusCode: 403, status: false, code: 'FORBIDDEN' });
    }
    expect((await book(r.cust1)).statusCode).toBe(403);
    expect(await r.h.as(r.agent1, 'admin/risk/book', { match_id: 987_654 })).toMatchObject({ status: false, code: 'MATCH_NOT_FOUND' });
    expect((await r.h.as(r.agent1, 'admin/risk/book', { match_id: 'x' })).statusCode).toBe(400);
  });
});
