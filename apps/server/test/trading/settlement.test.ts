import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNT_IDS } from '../../src/modules/ledger/house-accounts.ts';
import { approvedBySecondAdmin } from '../helpers/approved-by-second-admin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from './money-fixture.ts';

describe.each(testDialects())('settlement on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  // Whatever a scenario did, every balance still equals the sum of its ledger rows.
  afterEach(async () => w.expectAuditClean());

  const commission = async () =>
    (
      await w.ctx.database.db
        .selectFrom('accounts')
        .select('balance')
        .where('account_id', '=', HOUSE_ACCOUNT_IDS.COMMISSION)
        .executeTakeFirstOrThrow()
    ).balance;

  /** Backer backs A 100 @ 3.0 and B 50 @ 3.0 against one layer in a three-runner market. */
  async function twoBacks(): Promise<{ matchId: number; marketId: number; sel: number[]; backer: Customer; layer: Customer }> {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B', 'Draw']);
    const backer = await w.customer(1000);
    const layer = await w.customer(1000);
    await w.bet(layer, matchId, marketId, sel[0]!, false, 3.0, 100);
    await w.bet(layer, matchId, marketId, sel[1]!, false, 3.0, 50);
    await w.bet(backer, matchId, marketId, sel[0]!, true, 3.0, 100);
    await w.bet(backer, matchId, marketId, sel[1]!, true, 3.0, 50);
    return { matchId, marketId, sel, backer, layer };
  }

  it('pays net winnings less 5% commission and charges nothing on a net loss', async () => {
    const { marketId, sel, backer, layer } = await twoBacks();
    expect(await w.balance(backer)).toEqual(expect.objectContaining({ total_balance: 1000, liability: -150 }));
    const before = await commission();
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
    // Net on the market: +200 on A, -50 on B = +150; commission 7.50.
    expect(await w.balance(backer)).toEqual({
      user_name: expect.any(String),
      total_balance: 1142.5,
      available_balance: 1142.5,
      liability: 0,
    });
    expect(await w.balance(layer)).toEqual(expect.objectContaining({ total_balance: 850, available_balance: 850, liability: 0 }));
    expect((await commission()) - before).toBe(750);
    const rows = await w.ledger(backer);
    expect(rows.filter((r) => r.kind === 'SETTLEMENT' || r.kind === 'COMMISSION').map((r) => [r.kind, r.amount])).toEqual([
      ['SETTLEMENT', 15000],
      ['COMMISSION', -750],
    ]);
    const pl = await w.call(backer.token, 'report/getProfitLoss', { from_date: today(), to_date: today() });
    expect(pl.data.data[0]).toMatchObject({ market_id: marketId, profit_loss: 150, commission: 7.5, net: 142.5 });
    await w.expectAuditClean();
  });

  it('voids a market: every stake back, no commission', async () => {
    const { marketId, backer, layer } = await twoBacks();
    await w.admin('admin/market/void', { market_id: marketId, reason: 'abandoned' });
    expect(await w.balance(backer)).toEqual(expect.objectContaining({ total_balance: 1000, liability: 0 }));
    expect(await w.balance(layer)).toEqual(expect.objectContaining({ total_balance: 1000, liability: 0 }));
    const bets = await w.call(backer.token, 'bet/getCurrentBets', { page: 1 });
    expect(bets.data.total.total_count).toBe(0);
    await w.expectAuditClean();
  });

  it('rolls a result back with new ledger rows, holds the exposure again, and declares again', async () => {
    const { marketId, sel, backer, layer } = await twoBacks();
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
    const rowsBefore = (await w.ledger(backer)).length;
    await approvedBySecondAdmin(w, 'admin/market/rollback', { market_id: marketId });
    expect(await w.balance(backer)).toEqual(expect.objectContaining({ total_balance: 1000, available_balance: 850, liability: -150 }));
    expect(await w.balance(layer)).toEqual(expect.objectContaining({ total_balance: 1000, liability: -150 }));
    expect((await w.ledger(backer)).length).toBeGreaterThan(rowsBefore);
    await w.expectAuditClean();
    // Back to open (api.md): the market takes bets again until it is declared again.
    const detail = await w.call(backer.token, 'match/getMatchDetail', {
      match_id: (await w.call(backer.token, 'bet/getCurrentBets', { page: 1 })).data.data[0].match_id,
    });
    expect(detail.data.markets.find((m: { market_id: number }) => m.market_id === marketId).status).toBe('OPEN');
    const late = await w.customer(100);
    const lateBet = await w.call(late.token, 'bet/placeMarketBet', {
      match_id: detail.data.match_id,
      market_id: marketId,
      selection_id: sel[0],
      is_back: true,
      odds: 50,
      stack: 10,
    });
    expect(lateBet).toMatchObject({ status: true, data: { remaining_stack: 10 } });
    expect((await w.call(late.token, 'bet/cancelBet', { bet_id: lateBet.data.bet_id })).status).toBe(true);
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[1]] });
    // B wins: +100 on B, -100 on A = 0 for both sides.
    expect(await w.balance(backer)).toEqual(expect.objectContaining({ total_balance: 1000, liability: 0 }));
    expect(await w.balance(layer)).toEqual(expect.objectContaining({ total_balance: 1000, liability: 0 }));
    expect(await w.call(w.adminToken, 'admin/market/rollback', { market_id: marketId + 1000 })).toMatchObject({ status: false });
    await w.expectAuditClean();
  });

  it('keeps PERSIST and lapses LAPSE unmatched bets when the market turns in-play', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    const lapse = await w.bet(c, matchId, marketId, sel[0]!, true, 3.0, 100);
    const persist = await w.bet(c, matchId, marketId, sel[1]!, true, 3.0, 50, { persistence: 'PERSIST' });
    // Two runners: at most one of the two backs can lose, so the worst case is 100, not 150.
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -100 }));
    await w.admin('admin/market/status', { market_id: marketId, in_play: true });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 950, liability: -50 }));
    const bets = await w.call(c.token, 'bet/getMarketAndFancyBet', { match_id: matchId });
    expect(bets.data.unmatched.map((b: { bet_id: number }) => b.bet_id)).toEqual([persist.data.bet_id]);
    const lapsed = await w.ctx.database.db
      .selectFrom('bets')
      .select(['lapsed', 'remaining'])
      .where('bet_id', '=', lapse.data.bet_id)
      .executeTakeFirstOrThrow();
    expect(lapsed).toEqual({ lapsed: 10000, remaining: 0 });
    await w.expectAuditClean();
  });

  it('holds an in-play bet for the bet delay, then places it; a suspension meanwhile refuses it', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B'], { bet_delay: 1 });
    const c = await w.customer(1000);
    await w.admin('admin/market/status', { market_id: marketId, in_play: true });
    const started = Date.now();
    const placed = await w.bet(c, matchId, marketId, sel[0]!, true, 3.0, 10);
    expect(placed.status).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    const waiting = w.bet(c, matchId, marketId, sel[0]!, true, 3.0, 10);
    await new Promise((r) => setTimeout(r, 200));
    await w.admin('admin/market/status', { market_id: marketId, status: 'SUSPENDED' });
    expect(await waiting).toMatchObject({ status: false, code: 'MARKET_SUSPENDED' });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -10 }));
  });

  it('enforces stake limits and the per-customer exposure limit', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B'], { min_stack: 10, max_stack: 500, max_exposure: 100 });
    const c = await w.customer(1000);
    expect(await w.bet(c, matchId, marketId, sel[0]!, true, 3.0, 5)).toMatchObject({ status: false, code: 'STAKE_TOO_LOW' });
    expect(await w.bet(c, matchId, marketId, sel[0]!, true, 3.0, 501)).toMatchObject({ status: false, code: 'STAKE_TOO_HIGH' });
    expect(await w.bet(c, matchId, marketId, sel[0]!, true, 3.0, 150)).toMatchObject({ status: false, code: 'EXPOSURE_LIMIT' });
    // Off the ladder, below its first price, past its last, or finer than hundredths: refused as
    // a business answer (HTTP 200), never rounded.
    for (const odds of [3.01, 1, 1.005, 0, 1000.01, 1010])
      expect(await w.bet(c, matchId, marketId, sel[0]!, true, odds, 10), String(odds)).toMatchObject({
        status: false,
        code: 'INVALID_ODDS',
      });
    await w.admin('admin/market/status', { market_id: marketId, status: 'SUSPENDED' });
    expect(await w.bet(c, matchId, marketId, sel[0]!, true, 3.0, 10)).toMatchObject({ status: false, code: 'MARKET_SUSPENDED' });
  });
});

function today(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}
