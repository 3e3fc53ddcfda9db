import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { RiskWorld } from './risk-world.ts';

interface FeedRow {
  user_name: string;
  bet_status: string;
  ip: string | null;
  bet_id: number;
  is_back: boolean;
  odds: number;
  run: number | null;
  stack: number;
}

describe.each(testDialects())('the live bet feed and top customers on %s', (dialect) => {
  let r: RiskWorld;
  beforeAll(async () => {
    r = await RiskWorld.create(dialect);
    await r.placeAll();
  });
  afterAll(async () => r?.close());

  const feed = async (who = r.agent1, body: object = {}) => r.h.as(who, 'admin/risk/bets', { page: 1, ...body });

  it("lists only the downline's bets, newest first, with who placed them and from which address", async () => {
    const out = await feed();
    expect(out).toMatchObject({ status: true, data: { total: { total_count: 4 } } });
    const rows: FeedRow[] = out.data.data;
    expect(rows.map((b) => b.user_name)).toEqual([r.cust2.userName, r.cust1.userName, r.cust2.userName, r.cust1.userName]);
    expect(rows.map((b) => b.bet_id)).toEqual([...rows.map((b) => b.bet_id)].sort((a, b) => b - a));
    expect(rows.every((b) => b.ip === '127.0.0.1')).toBe(true);
    expect(rows[0]).toMatchObject({ is_back: false, run: 50, odds: 100, stack: 30, bet_status: 'MATCHED' });
    expect(rows[2]).toMatchObject({ is_back: true, odds: 3, stack: 50, bet_status: 'UNMATCHED' });
    const other = (await feed(r.agent2)).data.data as FeedRow[];
    expect(other.map((b) => b.user_name)).toEqual([r.cust3.userName]);
  });

  it('filters by matched/unmatched, user name and match, and pages', async () => {
    expect((await feed(r.agent1, { state: 'unmatched' })).data.data.map((b: FeedRow) => b.stack)).toEqual([50]);
    expect((await feed(r.agent1, { state: 'matched' })).data.total.total_count).toBe(3);
    expect((await feed(r.agent1, { user_name: r.cust1.userName.toUpperCase() })).data.total.total_count).toBe(2);
    expect((await feed(r.agent1, { match_id: r.matchId + 1000 })).data.total.total_count).toBe(0);
    const page2 = await feed(r.agent1, { limit: 3, page: 2 });
    expect(page2.data.data).toHaveLength(1);
    expect(page2.data.limit).toBe(3);
  });

  it('answers 403 for a user outside the downline and to a customer', async () => {
    expect(await feed(r.agent1, { user_id: r.cust3.userId })).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(await r.h.as(r.agent1, 'admin/risk/top', { user_id: r.agent2.userId })).toMatchObject({ statusCode: 403 });
    expect((await feed(r.cust1)).statusCode).toBe(403);
    expect((await r.h.as(r.cust1, 'admin/risk/top', {})).statusCode).toBe(403);
    expect((await feed(r.agent1, { user_id: r.cust1.userId })).data.total.total_count).toBe(2);
  });

  it('ranks the customers by exposure and matched stake, and raises customer and market alerts', async () => {
    const out = await r.h.as(r.agent1, 'admin/risk/top', { market_limit: 100 });
    expect(out.status).toBe(true);
    // cust1 holds 100 on the back and 20 on YES; cust2 50 on its unmatched back and 30 on NO.
    expect(out.data.by_exposure).toEqual([
      { user_id: r.cust1.userId, user_name: r.cust1.userName, exposure: 120, exposure_limit: 130, matched: 120 },
      { user_id: r.cust2.userId, user_name: r.cust2.userName, exposure: 80, exposure_limit: null, matched: 30 },
    ]);
    expect(out.data.by_matched.map((c: { matched: number }) => c.matched)).toEqual([120, 30]);
    expect(out.data.matches).toEqual([{ match_id: r.matchId, name: expect.any(String), open_bets: 4 }]);
    expect(out.data.market_limit).toBe(100);
    // The market's house exposure (100) reached the limit; cust1's 120 is past 80% of its 130.
    expect(out.data.alerts).toEqual([
      expect.objectContaining({ kind: 'market', level: 'critical', market_id: r.marketId, exposure: 100, limit: 100 }),
      expect.objectContaining({ kind: 'customer', level: 'warning', user_id: r.cust1.userId, exposure: 120, limit: 130 }),
    ]);
    const quiet = await r.h.as(r.agent2, 'admin/risk/top', {});
    expect(quiet.data).toMatchObject({ alerts: [], market_limit: 100_000 });
  });
});
