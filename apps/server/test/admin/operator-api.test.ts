import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFlags } from '../../src/cli/admin-commands.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

describe.each(testDialects())('operator API on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  it('refuses operator calls to a customer with 403', async () => {
    const c = await w.customer(0);
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/credit',
      headers: { authorization: `Bearer ${c.token}` },
      payload: { user_id: c.userId, amount: 10, remark: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('credits and debits with a remark and never takes available below zero', async () => {
    const c = await w.customer(500);
    expect(await w.call(w.adminToken, 'admin/wallet/debit', { user_id: c.userId, amount: 501, remark: 'too much' })).toMatchObject({
      status: false,
      code: 'INSUFFICIENT_FUNDS',
    });
    // The answer names what is left to spend.
    expect(await w.admin('admin/wallet/debit', { user_id: c.userId, amount: 200, remark: 'withdrawal' })).toEqual({
      available_balance: 300,
    });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 300, available_balance: 300 }));
    const rows = await w.ctx.database.db
      .selectFrom('ledger_entries')
      .select(['amount', 'remark', 'kind'])
      .where('remark', '=', 'withdrawal')
      .execute();
    expect(rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([-20000, 20000]);
    await w.expectAuditClean();
  });

  it("removes a runner: its bets are voided and the others' matched prices reduced", async () => {
    const matchId = await w.match(7);
    const { marketId, sel } = await w.market(matchId, ['H1', 'H2', 'H3'], { market_type: 'WIN', name: 'Win' });
    const backer = await w.customer(1000);
    const layer = await w.customer(5000);
    await w.bet(layer, matchId, marketId, sel[0]!, false, 4.0, 100);
    await w.bet(layer, matchId, marketId, sel[1]!, false, 5.0, 100);
    await w.bet(backer, matchId, marketId, sel[0]!, true, 4.0, 100);
    await w.bet(backer, matchId, marketId, sel[1]!, true, 5.0, 100);
    await w.admin('admin/market/removeRunner', { market_id: marketId, selection_id: sel[1], reduction_factor: 20 });
    // H2's back is void; H1's 4.0 becomes 3.2 (20% reduction): win 220, lose 100.
    const detail = await w.call(backer.token, 'match/getMatchDetail', { match_id: matchId });
    expect(detail.data.markets[0].runner_json.map((r: { win_loss: number; status: string }) => [r.status, r.win_loss])).toEqual([
      ['ACTIVE', 220],
      ['REMOVED', -100],
      ['ACTIVE', -100],
    ]);
    expect(await w.balance(backer)).toEqual(expect.objectContaining({ liability: -100 }));
    // The lists show the price the bet is paid at: asked 4.0, matched at 3.2 after the reduction.
    const { data: bets } = await w.call(backer.token, 'bet/getMarketAndFancyBet', { match_id: matchId });
    const h1 = bets.matched.find((b: { selection_id: number }) => b.selection_id === sel[0]);
    expect(h1).toMatchObject({ odds: 4, avg_odds: 3.2 });
    for (const b of [...bets.matched, ...(await w.call(layer.token, 'bet/getMarketAndFancyBet', { match_id: matchId })).data.matched])
      if (b.selection_id === sel[0]) expect(b.avg_odds).toBe(3.2);
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
    expect(await w.balance(backer)).toEqual(expect.objectContaining({ total_balance: 1209, liability: 0 }));
    await w.expectAuditClean();
  });

  it('reads flags for the command line', () => {
    expect(
      parseFlags(['--market_id', '5', '--reason=rain', '--winner_selection_ids', '[501]'], ['market_id', 'winner_selection_ids']),
    ).toEqual({ market_id: 5, reason: 'rain', winner_selection_ids: [501] });
  });
});
