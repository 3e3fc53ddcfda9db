import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from './money-fixture.ts';

describe.each(testDialects())('daily loss limit at bet placement on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
  });
  afterAll(async () => w?.close());

  const session = async (line: number) =>
    (
      await w.admin('admin/fancy/create', {
        match_id: matchId,
        name: `Runs ${line}`,
        fancy_type: 'SESSION',
        session_value_yes: line,
        session_size_yes: 100,
        session_value_no: line,
        session_size_no: 100,
      })
    ).fancy_id as number;
  const fancyBet = (c: Customer, fancyId: number, isBack: boolean, run: number, stack: number) =>
    w.call(c.token, 'bet/placeFancyBet', { match_id: matchId, fancy_id: fancyId, is_back: isBack, run, size: 100, stack });

  it('refuses with LOSS_LIMIT a bet whose added exposure, with the loss settled in 24 hours, passes the limit; hedges still go through', async () => {
    const c = await w.customer(1000);
    expect((await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 300 })).status).toBe(true);
    const lost = await session(50);
    expect((await fancyBet(c, lost, true, 50, 200)).status).toBe(true);
    await w.admin('admin/market/result', { fancy_id: lost, result_run: 40 });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 800, liability: 0 }));

    // 200 lost today: a new bet may add at most 100 of exposure.
    const next = await session(60);
    expect(await fancyBet(c, next, true, 60, 101)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    expect(await w.bet(c, matchId, marketId, sel[0]!, true, 2, 150)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 800, liability: 0 }));
    expect((await fancyBet(c, next, true, 60, 100)).status).toBe(true);
    // At the limit, a bet that lowers the exposure (NO at the same line: worst case 100 -> 50) is still taken.
    expect((await fancyBet(c, next, false, 60, 50)).status).toBe(true);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -50 }));
    await w.expectAuditClean();
  });

  it('counts exposure already held on other open markets against the limit', async () => {
    const c = await w.customer(1000);
    await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 300 });
    const first = await session(100);
    expect((await fancyBet(c, first, true, 100, 200)).status).toBe(true);
    const second = await session(110);
    // 200 already at risk: another market may add at most 100.
    expect(await fancyBet(c, second, true, 110, 101)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    expect((await fancyBet(c, second, true, 110, 100)).status).toBe(true);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -300 }));
  });

  it('leaves a customer without a loss limit, or with winnings today, to the balance alone', async () => {
    const free = await w.customer(1000);
    const id = await session(70);
    expect((await fancyBet(free, id, true, 70, 900)).status).toBe(true);
    const winner = await w.customer(1000);
    await w.call(winner.token, 'responsibleGaming/setLimits', { loss_limit_day: 100 });
    const won = await session(80);
    expect((await fancyBet(winner, won, true, 80, 100)).status).toBe(true);
    await w.admin('admin/market/result', { fancy_id: won, result_run: 90 });
    const later = await session(85);
    // A net win does not add room: the limit still caps this bet's exposure at 100.
    expect(await fancyBet(winner, later, true, 85, 101)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    expect((await fancyBet(winner, later, true, 85, 100)).status).toBe(true);
  });
});
