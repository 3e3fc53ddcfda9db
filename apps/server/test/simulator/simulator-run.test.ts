import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedApplier } from '../../src/market-maker/feed-applier.ts';
import { MakerFunds } from '../../src/market-maker/maker-funds.ts';
import { auditLedger } from '../../src/modules/ledger/audit-ledger.ts';
import { SimulatorFeed } from '../../src/simulator/simulator-feed.ts';
import { loginAs } from '../auth/login-as.ts';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';

describe.each(testDialects())('the demo world on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx?.close());

  it('runs a cricket match to settlement with a customer matched against the market maker, and the ledger balances', async () => {
    const db = ctx.database.db;
    const match = await db
      .selectFrom('matches')
      .select(['match_id', 'open_date'])
      .where('sport_id', '=', 4)
      .where('status', '=', 'UPCOMING')
      .orderBy('open_date')
      .executeTakeFirstOrThrow();
    let now = Number(match.open_date) - 60_000;
    const feed = new SimulatorFeed({
      database: ctx.database,
      trading: ctx.services.trading,
      seed: 11,
      log: ctx.app.log,
      clock: () => now,
      tickMs: 0,
      matchIds: [match.match_id],
      options: { durations: { cricket: 60_000, match: 60_000, race: 60_000 }, betDelays: { cricket: 0, match: 0, race: 0 }, soonEvents: 0 },
    });
    feed.start(new FeedApplier(ctx.app, (await MakerFunds.find(ctx.database))!));
    await feed.tick();
    await feed.idle();

    const demo = await loginAs(ctx.app, 'demo');
    const post = async (url: string, payload: object) =>
      (await ctx.app.inject({ method: 'POST', url: `/api/${url}`, headers: demo.headers, payload })).json();
    const detail = (await post('match/getMatchDetail', { match_id: match.match_id })).data;
    const odds = detail.markets.find((m: { market_type: string }) => m.market_type === 'MATCH_ODDS');
    const runner = odds.runner_json[0];
    expect(runner.back).toHaveLength(3);
    const placed = await post('bet/placeMarketBet', {
      match_id: match.match_id,
      market_id: odds.market_id,
      selection_id: runner.selection_id,
      is_back: true,
      odds: runner.back[0].price,
      stack: 200,
    });
    expect(placed.data).toMatchObject({ status: 'EXECUTION_COMPLETE', matched_stack: 200 });

    for (let i = 0; i < 40 && feed.state.events.length > 0; i++) {
      now += 5_000;
      await feed.tick();
      await feed.idle();
    }
    await feed.stop();
    expect(feed.state.events).toEqual([]);
    const bet = await db.selectFrom('bets').select(['outcome', 'pnl']).where('bet_id', '=', placed.data.bet_id).executeTakeFirstOrThrow();
    expect(['WON', 'LOST']).toContain(bet.outcome);
    expect((await db.selectFrom('matches').select('status').where('match_id', '=', match.match_id).executeTakeFirstOrThrow()).status).toBe(
      'CLOSED',
    );
    const open = await db
      .selectFrom('markets')
      .select('market_id')
      .where('match_id', '=', match.match_id)
      .where('status', '<>', 'CLOSED')
      .execute();
    expect(open).toEqual([]);
    expect(await auditLedger(db)).toEqual([]);
  });
});
