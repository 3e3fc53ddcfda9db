import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedBySecondAdmin } from '../helpers/approved-by-second-admin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

describe.each(testDialects())('the audit checks the books against the bets on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
  });
  afterAll(async () => w?.close());
  // Each scenario undoes its forgery: the audit must be clean again.
  afterEach(async () => w.expectAuditClean());

  const accountOf = async (c: Customer, kind: 'CUSTOMER_MAIN' | 'CUSTOMER_EXPOSURE') =>
    (
      await w.ctx.database.db
        .selectFrom('accounts')
        .select('account_id')
        .where('user_id', '=', c.userId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow()
    ).account_id;

  /**
   * Moves `paise` from MAIN to EXPOSURE with a balanced ledger pair and says the market holds
   * it: every balance equals its rows and EXPOSURE equals the rows of market_exposures, so
   * only a recomputation from the bets can tell.
   */
  async function forgeHold(c: Customer, marketId: number, paise: number): Promise<void> {
    const db = w.ctx.database.db;
    const main = await accountOf(c, 'CUSTOMER_MAIN');
    const exposure = await accountOf(c, 'CUSTOMER_EXPOSURE');
    const txn = `forged-${marketId}-${c.userId}-${paise}`;
    const row = { txn_id: txn, kind: 'BET_EXPOSURE', ref_type: 'market', ref_id: marketId, remark: 'forged', created_at: Date.now() };
    await db
      .insertInto('ledger_entries')
      .values([
        { ...row, account_id: main, amount: -paise },
        { ...row, account_id: exposure, amount: paise },
      ])
      .execute();
    await sql`UPDATE accounts SET balance = balance - ${paise} WHERE account_id = ${main}`.execute(db);
    await sql`UPDATE accounts SET balance = balance + ${paise} WHERE account_id = ${exposure}`.execute(db);
    await sql`UPDATE market_exposures SET exposure = exposure + ${paise} WHERE user_id = ${c.userId} AND market_id = ${marketId}`.execute(
      db,
    );
  }

  it('finds a market_exposures row that no longer matches the bets, on an exchange market, a fancy and a settled market', async () => {
    const { marketId, sel } = await w.market(matchId, ['A', 'B', 'Draw']);
    const fancyId = (
      await w.admin('admin/fancy/create', {
        match_id: matchId,
        name: 'Runs',
        fancy_type: 'SESSION',
        session_value_yes: 40,
        session_size_yes: 100,
        session_value_no: 40,
        session_size_no: 100,
      })
    ).fancy_id as number;
    const settled = await w.market(matchId, ['C', 'D']);
    const c = await w.customer(1000);
    const layer = await w.customer(1000);
    // Back 100 @ 3 (rests, then matched): worst case -100. YES 40 for 30: worst case -30.
    expect((await w.bet(c, matchId, marketId, sel[0]!, true, 3, 100)).status).toBe(true);
    expect((await w.bet(layer, matchId, marketId, sel[0]!, false, 3, 100)).data).toMatchObject({ matched_stack: 100 });
    expect(
      (await w.call(c.token, 'bet/placeFancyBet', { match_id: matchId, fancy_id: fancyId, is_back: true, run: 40, size: 100, stack: 30 }))
        .status,
    ).toBe(true);
    expect((await w.bet(c, matchId, settled.marketId, settled.sel[0]!, true, 2, 20)).status).toBe(true);
    await w.admin('admin/market/void', { market_id: settled.marketId, reason: 'test' });
    await w.expectAuditClean();

    const exposureAccount = await accountOf(c, 'CUSTOMER_EXPOSURE');
    await forgeHold(c, marketId, 500);
    await forgeHold(c, fancyId, 700);
    await forgeHold(c, settled.marketId, 900);
    const audit = await w.admin('admin/audit/ledger');
    expect(audit.differences).toEqual(
      [
        {
          kind: 'EXPOSURE_RECOMPUTED',
          account_id: exposureAccount,
          txn_id: null,
          expected: 10_000,
          actual: 10_500,
          market_id: marketId,
          user_id: c.userId,
        },
        {
          kind: 'EXPOSURE_RECOMPUTED',
          account_id: exposureAccount,
          txn_id: null,
          expected: 3_000,
          actual: 3_700,
          market_id: fancyId,
          user_id: c.userId,
        },
        {
          kind: 'EXPOSURE_RECOMPUTED',
          account_id: exposureAccount,
          txn_id: null,
          expected: 0,
          actual: 900,
          market_id: settled.marketId,
          user_id: c.userId,
        },
      ].sort((a, b) => a.market_id - b.market_id),
    );
    await forgeHold(c, marketId, -500);
    await forgeHold(c, fancyId, -700);
    await forgeHold(c, settled.marketId, -900);
  });

  it('stores what each customer held and lost at settlement and lists a loss above the hold', async () => {
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    const layer = await w.customer(1000);
    expect((await w.bet(layer, matchId, marketId, sel[0]!, false, 3, 100)).status).toBe(true);
    expect((await w.bet(c, matchId, marketId, sel[0]!, true, 3, 100)).data).toMatchObject({ matched_stack: 100 });
    // B wins: the backer loses the 100 held; the layer (held 200) wins 100 less 5 commission, loses nothing.
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[1]] });
    const stored = async () =>
      JSON.parse(
        (
          await w.ctx.database.db
            .selectFrom('markets')
            .select('settlement_json')
            .where('market_id', '=', marketId)
            .executeTakeFirstOrThrow()
        ).settlement_json!,
      );
    const original = await stored();
    expect(new Map(original.holds.map((h: { user_id: number }) => [h.user_id, h]))).toEqual(
      new Map([
        [c.userId, { user_id: c.userId, held: 10_000, loss: 10_000 }],
        [layer.userId, { user_id: layer.userId, held: 20_000, loss: 0 }],
      ]),
    );
    await w.expectAuditClean();
    // Nothing moved is not a ledger row: no commission row for the loser, no release row for nobody.
    expect((await w.ledger(c)).map((r) => [r.kind, r.account, r.amount])).toEqual([
      ['DEPOSIT', 'CUSTOMER_MAIN', 100_000],
      ['BET_EXPOSURE', 'CUSTOMER_MAIN', -10_000],
      ['BET_EXPOSURE', 'CUSTOMER_EXPOSURE', 10_000],
      ['SETTLEMENT_RELEASE', 'CUSTOMER_MAIN', 10_000],
      ['SETTLEMENT_RELEASE', 'CUSTOMER_EXPOSURE', -10_000],
      ['SETTLEMENT', 'CUSTOMER_MAIN', -10_000],
    ]);

    const forged = {
      ...original,
      holds: original.holds.map((h: { user_id: number; held: number }) => (h.user_id === c.userId ? { ...h, held: 9_000 } : h)),
    };
    await sql`UPDATE markets SET settlement_json = ${JSON.stringify(forged)} WHERE market_id = ${marketId}`.execute(w.ctx.database.db);
    const audit = await w.admin('admin/audit/ledger');
    expect(audit.differences).toEqual([
      {
        kind: 'LOSS_ABOVE_HOLD',
        account_id: await accountOf(c, 'CUSTOMER_EXPOSURE'),
        txn_id: null,
        expected: 9_000,
        actual: 10_000,
        market_id: marketId,
        user_id: c.userId,
      },
    ]);

    // A rollback clears the holds with the result; declaring again stores the new result's holds.
    await approvedBySecondAdmin(w, 'admin/market/rollback', { market_id: marketId });
    expect(await stored()).toBeNull();
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
    expect(new Map((await stored()).holds.map((h: { user_id: number }) => [h.user_id, h]))).toEqual(
      new Map([
        [c.userId, { user_id: c.userId, held: 10_000, loss: 0 }],
        [layer.userId, { user_id: layer.userId, held: 20_000, loss: 20_000 }],
      ]),
    );
  });

  it('names an unbalanced transaction and an EXPOSURE account that differs from its holds; the database refuses one below zero', async () => {
    const db = w.ctx.database.db;
    const c = await w.customer(100);
    const main = await accountOf(c, 'CUSTOMER_MAIN');
    const exposure = await accountOf(c, 'CUSTOMER_EXPOSURE');
    const post = async (txn: string, rows: [number, number][]) => {
      await db
        .insertInto('ledger_entries')
        .values(
          rows.map(([account_id, amount]) => ({
            txn_id: txn,
            account_id,
            amount,
            kind: 'FORGED',
            ref_type: null,
            ref_id: null,
            remark: null,
            created_at: Date.now(),
          })),
        )
        .execute();
      for (const [account, amount] of rows)
        await sql`UPDATE accounts SET balance = balance + ${amount} WHERE account_id = ${account}`.execute(db);
    };
    await post('forged-half', [[main, 500]]);
    expect((await w.admin('admin/audit/ledger')).differences).toEqual([
      { kind: 'TRANSACTION_UNBALANCED', account_id: null, txn_id: 'forged-half', expected: 0, actual: 500 },
      { kind: 'LEDGER_TOTAL', account_id: null, txn_id: null, expected: 0, actual: 500 },
    ]);
    // The other half, in the same transaction: it sums to zero again.
    await post('forged-half', [[main, -500]]);
    // Balanced, but no market holds it: EXPOSURE 300 against 0 held, then -300 (also below zero).
    await post('forged-hold', [
      [main, -300],
      [exposure, 300],
    ]);
    expect((await w.admin('admin/audit/ledger')).differences).toEqual([
      { kind: 'EXPOSURE_HELD', account_id: exposure, txn_id: null, expected: 0, actual: 300 },
    ]);
    // Below zero the database itself refuses it (migration 0005's CHECK), before any audit could look.
    await expect(sql`UPDATE accounts SET balance = -300 WHERE account_id = ${exposure}`.execute(db)).rejects.toThrow(/check|constraint/i);
    await post('forged-undo', [
      [main, 300],
      [exposure, -300],
    ]);
  });

  it('reads a market settled before holds were stored as having nothing to check', async () => {
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    expect((await w.bet(c, matchId, marketId, sel[0]!, true, 2, 10)).status).toBe(true);
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[1]] });
    const row = await w.ctx.database.db
      .selectFrom('markets')
      .select('settlement_json')
      .where('market_id', '=', marketId)
      .executeTakeFirstOrThrow();
    const { holds, ...older } = JSON.parse(row.settlement_json!);
    expect(holds).toHaveLength(1);
    await sql`UPDATE markets SET settlement_json = ${JSON.stringify(older)} WHERE market_id = ${marketId}`.execute(w.ctx.database.db);
    await w.expectAuditClean();
  });
});
