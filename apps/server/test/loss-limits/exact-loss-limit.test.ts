import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@bx/contract';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';
import { TradingService } from '../../src/modules/trading/trading-service.ts';
import { settledResultSince } from '../../src/modules/ledger/settled-result.ts';
import { customerBalance } from '../../src/modules/ledger/customer-balance.ts';

describe.each(testDialects())('exact daily loss limit in the batch on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
  });
  afterAll(async () => w?.close());

  const fancyBet = (c: Customer, fancyId: number, stack: number) =>
    w.call(c.token, 'bet/placeFancyBet', { match_id: matchId, fancy_id: fancyId, is_back: true, run: 50, size: 100, stack });

  it('takes exactly the concurrent bets that fit under the limit, and no more', async () => {
    const c = await w.customer(10_000);
    expect((await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 300 })).status).toBe(true);
    const lost = await w.session(matchId);
    expect((await fancyBet(c, lost, 200)).status).toBe(true);
    await w.admin('admin/market/result', { fancy_id: lost, result_run: 40 });
    // 200 lost today and 99 at risk: 1 rupee under the limit of 300.
    const held = await w.session(matchId);
    expect((await fancyBet(c, held, 99)).status).toBe(true);

    const markets = [await w.session(matchId), await w.session(matchId)];
    const one = await Promise.all(Array.from({ length: 50 }, (_, i) => fancyBet(c, markets[i % 2]!, 1)));
    expect(one.filter((r) => r.status)).toHaveLength(1);
    expect(one.filter((r) => !r.status).map((r) => r.code)).toEqual(Array(49).fill('LOSS_LIMIT'));
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -100 }));

    // A limit of 10 rupees and nothing lost: 10 of 50 concurrent one-rupee bets fit.
    const wider = await w.customer(10_000);
    await w.call(wider.token, 'responsibleGaming/setLimits', { loss_limit_day: 10 });
    const ten = await Promise.all(Array.from({ length: 50 }, (_, i) => fancyBet(wider, markets[i % 2]!, 1)));
    expect(ten.filter((r) => r.status)).toHaveLength(10);
    expect(ten.filter((r) => !r.status).every((r) => r.code === 'LOSS_LIMIT')).toBe(true);
    expect(await w.balance(wider)).toEqual(expect.objectContaining({ liability: -10, available_balance: 9_990 }));
    await w.expectAuditClean();
  });

  it('keeps the loss settled in 24 hours equal to the ledger through settlement, void, rollback and the window edge', async () => {
    let now = Date.now();
    const service = new TradingService(w.ctx.database, undefined, { clock: () => now });
    const c = await w.customer(10_000);
    const limit = 100_000;
    const bet = (marketId: number, stake: number) =>
      service.placeFancyBet({
        userId: c.userId,
        marketId,
        matchId,
        side: 'BACK',
        line: 50,
        rate: 100,
        stake,
        clientRef: null,
        lossLimit: limit,
      });
    const ledgerLoss = async () => Math.max(0, -(await settledResultSince(w.ctx.database.db, c.userId, now - DAY_MS)));
    const expectSameAsLedger = async (loss: number) => {
      expect(await ledgerLoss()).toBe(loss);
      expect(service.losses.lossOf(c.userId, now)).toBe(loss);
    };

    const lost = await w.session(matchId);
    expect((await bet(lost, 20_000)).ok).toBe(true);
    await expectSameAsLedger(0);
    const settledAt = now;
    expect((await service.settle({ marketId: lost, winners: [], resultRun: 40 })).ok).toBe(true);
    await expectSameAsLedger(20_000);

    now += 60_000;
    const voided = await w.session(matchId);
    expect((await bet(voided, 5_000)).ok).toBe(true);
    expect((await service.settle({ marketId: voided, winners: null, resultRun: null })).ok).toBe(true);
    await expectSameAsLedger(20_000);

    now += 60_000;
    const rolledBackAt = now;
    expect((await service.rollback(lost)).ok).toBe(true);
    await expectSameAsLedger(0);
    now += 60_000;
    const resettledAt = now;
    expect((await service.settle({ marketId: lost, winners: [], resultRun: 45 })).ok).toBe(true);
    await expectSameAsLedger(20_000);

    // The room the batch applies is the ledger's: limit - loss - at risk; one paisa more is refused.
    const next = await w.session(matchId);
    const room = limit - (await ledgerLoss()) - (await customerBalance(w.ctx.database.db, c.userId))!.exposure;
    expect(await bet(next, room + 1)).toMatchObject({ ok: false, code: 'LOSS_LIMIT' });
    expect((await bet(next, room)).ok).toBe(true);
    expect((await service.settle({ marketId: next, winners: null, resultRun: null })).ok).toBe(true);

    // The first settlement leaves the window (the rollback's refund then nets the re-settlement
    // out), then the rollback, then the re-settlement.
    now = settledAt + DAY_MS - 1;
    await expectSameAsLedger(20_000);
    now = settledAt + DAY_MS + 1;
    await expectSameAsLedger(0);
    now = rolledBackAt + DAY_MS + 1;
    await expectSameAsLedger(20_000);
    now = resettledAt + DAY_MS + 1;
    await expectSameAsLedger(0);
    const fresh = await w.session(matchId);
    expect(await bet(fresh, limit + 1)).toMatchObject({ ok: false, code: 'LOSS_LIMIT' });
    expect((await bet(fresh, limit)).ok).toBe(true);
    await w.expectAuditClean();
  });
});
