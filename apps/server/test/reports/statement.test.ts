import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

const day = (offsetDays: number) => new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe.each(testDialects())('statement, profit/loss and exposure on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  it('lists balance-changing lines with opening and running balance; bet holds are not lines', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    const other = await w.customer(1000);
    await w.admin('admin/wallet/credit', { user_id: c.userId, amount: 500, remark: 'top up' });
    await w.bet(other, matchId, marketId, sel[0]!, false, 2.0, 100);
    await w.bet(c, matchId, marketId, sel[0]!, true, 2.0, 100);
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
    const res = await w.call(c.token, 'accountStatement/getUserAccountStatementHistory', {
      page: 1,
      account_type: 'All',
      from_date: day(-1),
      to_date: day(0),
    });
    expect(res.data.opening).toBe(0);
    expect(
      res.data.data.map((r: { credit: number; debit: number; balance: number; type: string }) => [r.type, r.credit, r.debit, r.balance]),
    ).toEqual([
      ['COMMISSION', 0, 5, 1595],
      ['SETTLEMENT', 100, 0, 1600],
      ['DEPOSIT', 500, 0, 1500],
      ['DEPOSIT', 1000, 0, 1000],
    ]);
    const deposits = await w.call(c.token, 'accountStatement/getUserAccountStatementHistory', {
      page: 1,
      account_type: 'Deposit/Withdraw',
      from_date: day(0),
      to_date: day(0),
    });
    expect(deposits.data.total.total_count).toBe(2);
    const pl = await w.call(c.token, 'report/getProfitLoss', { from_date: day(0), to_date: day(0) });
    expect(pl.data.total).toBe(95);
  });

  it('rejects a window reaching more than 7 days back with a clear message', async () => {
    const c = await w.customer(0);
    const res = await w.call(c.token, 'accountStatement/getUserAccountStatementHistory', {
      page: 1,
      account_type: 'All',
      // Eight days before the UTC day: too old by either calendar (report-window.ts).
      from_date: new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10),
      to_date: day(0),
    });
    expect(res).toMatchObject({ status: false, code: 'DATE_RANGE_TOO_OLD' });
    expect(res.message).toMatch(/7 days/);
    expect(await w.call(c.token, 'report/getProfitLoss', { from_date: day(0), to_date: day(-1) })).toMatchObject({
      status: false,
      code: 'INVALID_DATE_RANGE',
    });
  });

  it('lists exposure per match and market in the My Market shape', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    await w.bet(c, matchId, marketId, sel[0]!, true, 3.0, 40);
    await w.bet(c, matchId, marketId, sel[1]!, true, 3.0, 10);
    const res = await w.call(c.token, 'bet/getExposureDetail');
    expect(res.data.data).toEqual([
      expect.objectContaining({
        match_id: matchId,
        sport_id: 4,
        sport_name: expect.any(String),
        match_name: expect.any(String),
        open_date: expect.any(String),
        market_details: [{ sub_type: 'Match Odds', bet_count: 2, market_id: marketId, exposure: 40 }],
      }),
    ]);
    const bal = await w.balance(c);
    expect(bal).toEqual(
      expect.objectContaining({ liability: -40, total_balance: 1000, available_balance: 960, user_name: expect.any(String) }),
    );
  });
});
