import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedBySecondAdmin } from '../helpers/approved-by-second-admin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe.each(testDialects())('a balance below zero on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  it('A customer pushed below zero by a rollback: a bet that adds risk gets the funds code, a hedge that lowers it is accepted, a deposit restores betting', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B', 'Draw']);
    const other = await w.market(matchId, ['X', 'Y']);
    const fancyId = (
      await w.admin('admin/fancy/create', {
        match_id: matchId,
        name: 'Runs',
        fancy_type: 'SESSION',
        session_value_yes: 50,
        session_size_yes: 100,
        session_value_no: 50,
        session_size_no: 100,
      })
    ).fancy_id as number;
    const c = await w.customer(1000);
    const layer = await w.customer(1000);
    const backer = await w.customer(1000);
    expect((await w.bet(layer, matchId, marketId, sel[0]!, false, 3, 100)).status).toBe(true);
    expect((await w.bet(c, matchId, marketId, sel[0]!, true, 3, 100)).data).toMatchObject({ matched_stack: 100 });
    // A wins: +200, less 5% commission (10) = 1190; the operator pays all of it out.
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1190, available_balance: 1190, liability: 0 }));
    await w.admin('admin/wallet/debit', { user_id: c.userId, amount: 1190, remark: 'payout' });
    // Rollback: -200 +10 on MAIN, and the back's 100 held again: MAIN -290, EXPOSURE 100.
    await approvedBySecondAdmin(w, 'admin/market/rollback', { market_id: marketId });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: -190, available_balance: -290, liability: -100 }));
    await w.admin('admin/market/status', { market_id: marketId, status: 'OPEN' });

    const owed = {
      status: false,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Your balance is -₹290.00: deposit at least ₹290.00 before adding risk.',
    };
    expect(await w.bet(c, matchId, other.marketId, other.sel[0]!, true, 2, 10)).toMatchObject(owed);
    expect(await w.bet(c, matchId, marketId, sel[0]!, true, 3, 10)).toMatchObject(owed);
    expect(
      await w.call(c.token, 'bet/placeFancyBet', { match_id: matchId, fancy_id: fancyId, is_back: true, run: 50, size: 100, stack: 10 }),
    ).toMatchObject(owed);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: -290, liability: -100 }));

    // Hedge: lay A 50 @ 3 against a resting back. A wins: +200 - 100 = +100; A loses: -100 + 50 = -50. Held 100 -> 50.
    expect((await w.bet(backer, matchId, marketId, sel[0]!, true, 3, 50)).status).toBe(true);
    expect((await w.bet(c, matchId, marketId, sel[0]!, false, 3, 50)).data).toMatchObject({ matched_stack: 50 });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: -190, available_balance: -240, liability: -50 }));
    expect(await w.bet(c, matchId, other.marketId, other.sel[0]!, true, 2, 10)).toMatchObject({
      ...owed,
      message: expect.stringContaining('-₹240.00'),
    });

    // A deposit of 100 still leaves 140 owed; 200 more leaves 60 available: a 61 back is refused
    // as any short balance is, 60 is taken.
    await w.admin('admin/wallet/credit', { user_id: c.userId, amount: 100, remark: 'top up' });
    expect(await w.bet(c, matchId, other.marketId, other.sel[0]!, true, 2, 10)).toMatchObject({
      ...owed,
      message: expect.stringContaining('-₹140.00'),
    });
    await w.admin('admin/wallet/credit', { user_id: c.userId, amount: 200, remark: 'top up' });
    expect(await w.bet(c, matchId, other.marketId, other.sel[0]!, true, 2, 61)).toMatchObject({
      status: false,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient balance for this bet.',
    });
    expect((await w.bet(c, matchId, other.marketId, other.sel[0]!, true, 2, 60)).status).toBe(true);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 110, available_balance: 0, liability: -110 }));

    const statement = await w.call(c.token, 'accountStatement/getUserAccountStatementHistory', {
      page: 1,
      account_type: 'All',
      from_date: today(),
      to_date: today(),
    });
    expect(
      statement.data.data.map((r: { type: string; credit: number; debit: number; balance: number }) => [
        r.type,
        r.credit,
        r.debit,
        r.balance,
      ]),
    ).toEqual([
      ['DEPOSIT', 200, 0, 110],
      ['DEPOSIT', 100, 0, -90],
      ['ROLLBACK_COMMISSION', 10, 0, -190],
      ['ROLLBACK', 0, 200, -200],
      ['WITHDRAW', 0, 1190, 0],
      ['COMMISSION', 0, 10, 1190],
      ['SETTLEMENT', 200, 0, 1200],
      ['DEPOSIT', 1000, 0, 1000],
    ]);
    await w.expectAuditClean();
  });
});
