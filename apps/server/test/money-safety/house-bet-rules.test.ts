import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

describe.each(testDialects())('bookmaker and fancy bet rules on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());

  const fancyBet = (c: Customer, fancyId: number, isBack: boolean, run: number, stack: number, extra: Record<string, unknown> = {}) =>
    w.call(c.token, 'bet/placeFancyBet', { match_id: matchId, fancy_id: fancyId, is_back: isBack, run, size: 100, stack, ...extra });
  const timed = async <T>(work: Promise<T>): Promise<[T, number]> => {
    const started = Date.now();
    const out = await work;
    return [out, Date.now() - started];
  };

  it('makes a bookmaker bet wait its own delay only while the bookmaker is in play, and refuses it if the market changed meanwhile', async () => {
    const match = await w.match();
    // Another market of the match in play with a delay: a fancy would wait it, a bookmaker does not.
    const odds = await w.market(match, ['A', 'B'], { bet_delay: 1 });
    await w.admin('admin/market/status', { market_id: odds.marketId, in_play: true });
    const { marketId, a } = await w.bookmaker(match, { bet_delay: 1 });
    const c = await w.customer(1000);
    const [before, waitedBefore] = await timed(w.bet(c, match, marketId, a, true, 1.5, 10));
    expect(before.status).toBe(true);
    expect(waitedBefore).toBeLessThan(900);
    await w.admin('admin/market/status', { market_id: marketId, in_play: true });
    const [inPlay, waitedInPlay] = await timed(w.bet(c, match, marketId, a, true, 1.5, 10));
    expect(inPlay.status).toBe(true);
    expect(waitedInPlay).toBeGreaterThanOrEqual(950);
    const waiting = w.bet(c, match, marketId, a, true, 1.5, 10);
    await new Promise((r) => setTimeout(r, 200));
    await w.admin('admin/market/status', { market_id: marketId, bet_delay: 2 });
    expect(await waiting).toMatchObject({
      status: false,
      code: 'VERSION_CHANGED',
      message: 'The market changed while your bet waited; it was not placed.',
    });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 980, liability: -20 }));
  });

  it('answers a repeated client_ref on a bookmaker or fancy bet with the first bet and holds its exposure once', async () => {
    const { marketId, a } = await w.bookmaker(matchId);
    const fancyId = await w.session(matchId);
    const c = await w.customer(1000);
    const first = await w.bet(c, matchId, marketId, a, true, 1.5, 100, { client_ref: 'bm-1' });
    expect(await w.bet(c, matchId, marketId, a, true, 1.5, 100, { client_ref: 'bm-1' })).toEqual(first);
    const yes = await fancyBet(c, fancyId, true, 50, 30, { client_ref: 'f-1' });
    expect(await fancyBet(c, fancyId, true, 50, 30, { client_ref: 'f-1' })).toEqual(yes);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 870, liability: -130 }));
    const stored = await w.ctx.database.db.selectFrom('bets').select('bet_id').where('user_id', '=', c.userId).execute();
    expect(stored).toHaveLength(2);
  });

  it('refuses a fancy bet on a settled fancy with MARKET_CLOSED', async () => {
    const fancyId = await w.session(matchId);
    const c = await w.customer(1000);
    await w.admin('admin/market/result', { fancy_id: fancyId, result_run: 55 });
    expect(await fancyBet(c, fancyId, true, 50, 10)).toMatchObject({ status: false, code: 'MARKET_CLOSED' });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 1000, liability: 0 }));
  });

  it('refuses NO_ACCOUNT, writing nothing, to a customer whose MAIN or EXPOSURE account, or both, are missing', async () => {
    const { marketId, a } = await w.bookmaker(matchId);
    const odds = await w.market(matchId, ['A', 'B']);
    for (const kinds of [['CUSTOMER_MAIN'], ['CUSTOMER_EXPOSURE'], ['CUSTOMER_MAIN', 'CUSTOMER_EXPOSURE']]) {
      const kind = kinds.join(' and ');
      const c = await w.customer(0);
      await w.ctx.database.db
        .deleteFrom('accounts')
        .where('user_id', '=', c.userId)
        .where('kind', 'in', kinds as ('CUSTOMER_MAIN' | 'CUSTOMER_EXPOSURE')[])
        .execute();
      expect(await w.bet(c, matchId, marketId, a, true, 1.5, 10), kind).toMatchObject({ status: false, code: 'NO_ACCOUNT' });
      expect(await w.bet(c, matchId, odds.marketId, odds.sel[0]!, true, 2, 10), kind).toMatchObject({ status: false, code: 'NO_ACCOUNT' });
    }
    const bets = await w.ctx.database.db.selectFrom('bets').select('bet_id').where('market_id', 'in', [marketId, odds.marketId]).execute();
    expect(bets).toEqual([]);
  });

  it('takes a meter bet that keeps the exposure where it is, though the exposure is above the loss limit', async () => {
    const meter = (
      await w.admin('admin/fancy/create', {
        match_id: matchId,
        name: 'Meter',
        fancy_type: 'METER',
        session_value_yes: 100,
        session_size_yes: 100,
        session_value_no: 40,
        session_size_no: 100,
        max_result: 100,
      })
    ).fancy_id as number;
    const c = await w.customer(1000);
    // NO 40 for 1 pays 40 - runs at every score of 0..100 (rate 100 both ways): worst -60 at 100.
    expect((await fancyBet(c, meter, false, 40, 1)).status).toBe(true);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -60 }));
    // Limit 30 with 60 at risk: the market may hold 60 - 30 = 30 now.
    await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 30 });
    expect(await fancyBet(c, meter, false, 40, 1)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    // YES 100 for 1 pays runs - 100: with the NO, -60 at every score. The exposure stays 60: taken.
    expect((await fancyBet(c, meter, true, 100, 1)).status).toBe(true);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 940, liability: -60 }));
    await w.admin('admin/market/result', { fancy_id: meter, result_run: 73 });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 940, liability: 0 }));
  });
});
