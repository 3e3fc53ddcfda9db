import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedBySecondAdmin } from '../helpers/approved-by-second-admin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { FancyWorld } from './fancy-world.ts';

describe.each(testDialects())('a fancy result must lie in its domain on %s', (dialect) => {
  let f: FancyWorld;
  beforeAll(async () => {
    f = await FancyWorld.create(dialect);
  });
  afterAll(async () => f?.close());
  afterEach(async () => f.w.expectAuditClean());

  const marketRow = (id: number) =>
    f.w.ctx.database.db
      .selectFrom('markets')
      .select(['status', 'max_result', 'meter_cap', 'result_json'])
      .where('market_id', '=', id)
      .executeTakeFirstOrThrow();

  it("stores the domain fixed at creation: the kind default 999, or the operator's max_result and meter cap", async () => {
    expect(await marketRow(await f.fancy('SESSION'))).toMatchObject({ max_result: 999, meter_cap: null });
    expect(await marketRow(await f.fancy('KHADO', { khado_width: 3 }))).toMatchObject({ max_result: 999, meter_cap: null });
    expect(await marketRow(await f.fancy('ODD_EVEN', { session_size_yes: 1.95, session_size_no: 1.95 }))).toMatchObject({
      max_result: 999,
    });
    expect(await marketRow(await f.fancy('METER', { max_result: 400, meter_cap: 25 }))).toMatchObject({ max_result: 400, meter_cap: 25 });
    const runners = await f.w.market(f.matchId, ['A', 'B']);
    expect(await marketRow(runners.marketId)).toMatchObject({ max_result: null, meter_cap: null });
  });

  it('refuses result_run outside 0..max_result with RESULT_OUT_OF_RANGE giving the domain, and nothing changes', async () => {
    const id = await f.fancy('METER', { max_result: 300 });
    const c = await f.w.customer(10_000);
    expect(await f.bet(c, id, false, 50, 100, 10)).toMatchObject({ status: true });
    const before = await f.w.balance(c);
    const ledgerRows = (await f.w.ledger(c)).length;
    expect(before.liability).toBe(-2500); // ₹10 x (300 - 50)

    const out = await f.result(id, 301);
    expect(out).toMatchObject({ status: false, code: 'RESULT_OUT_OF_RANGE' });
    expect(out.message).toContain('0 to 300');
    expect(await f.w.balance(c)).toEqual(before);
    expect(await f.w.ledger(c)).toHaveLength(ledgerRows);
    expect(await marketRow(id)).toMatchObject({ status: 'OPEN', result_json: null });

    // The domain's own end is a result: NO at 50 loses exactly what it held.
    expect(await f.result(id, 300)).toMatchObject({ status: true });
    expect(await f.w.balance(c)).toMatchObject({ total_balance: 7500, liability: 0 });
  });

  it('refuses a result past the default domain, and a fractional one as malformed input', async () => {
    const id = await f.fancy('SESSION');
    expect(await f.result(id, 1000)).toMatchObject({ status: false, code: 'RESULT_OUT_OF_RANGE' });
    const fractional = await f.result(id, 12.5);
    expect(fractional).toMatchObject({ status: false, code: 'VALIDATION_ERROR' });
    expect(fractional.message).toContain('result_run');
    expect(await marketRow(id)).toMatchObject({ status: 'OPEN' });
  });

  it('refuses a fractional or negative result given straight to the bets service (feed, simulator)', async () => {
    const id = await f.fancy('SESSION');
    const bets = f.w.ctx.services.trading;
    expect(await bets.settle({ marketId: id, winners: [], resultRun: 12.5 })).toMatchObject({ ok: false, code: 'RESULT_OUT_OF_RANGE' });
    expect(await bets.settle({ marketId: id, winners: [], resultRun: -1 })).toMatchObject({ ok: false, code: 'RESULT_OUT_OF_RANGE' });
    expect(await marketRow(id)).toMatchObject({ status: 'OPEN' });
  });

  it('a rollback and a new result are held to the same domain', async () => {
    const id = await f.fancy('SESSION', { max_result: 120 });
    const c = await f.w.customer(1000);
    expect(await f.bet(c, id, true, 50, 100, 100)).toMatchObject({ status: true });
    expect(await f.result(id, 60)).toMatchObject({ status: true });
    await approvedBySecondAdmin(f.w, 'admin/market/rollback', { fancy_id: id });
    expect(await f.result(id, 121)).toMatchObject({ status: false, code: 'RESULT_OUT_OF_RANGE' });
    expect(await f.w.balance(c)).toMatchObject({ total_balance: 1000, liability: -100 });
    expect(await f.result(id, 10)).toMatchObject({ status: true });
    expect(await f.w.balance(c)).toMatchObject({ total_balance: 900, liability: 0 });
  });
});
