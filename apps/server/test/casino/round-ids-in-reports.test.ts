import { istDay } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { CasinoWorld, secretDealing, TABLE_IDS } from './casino-world.ts';

describe.each(testDialects())("a casino round's id in the customer's lists and reports on %s", (dialect) => {
  let w: CasinoWorld;
  beforeAll(async () => {
    // On the real day: the reports' window is counted back from it.
    w = await CasinoWorld.create(dialect, 1, Date.now());
  });
  afterAll(async () => w?.money.ctx.close());

  it('names the round by its mid (casino.md), the market_id the bet was placed with, from the bet to its result', async () => {
    const c = await w.money.customer(1000);
    w.secrets.set('table:-1013', [secretDealing('lucky7', (d) => d.cards[0]!.startsWith('9'))]);
    const round = await w.openRound('lucky7');
    expect(String(round)).toMatch(/^\d{15}$/);
    expect(await w.bet(c.token, 'lucky7', round, 1, 2, 100)).toMatchObject({ status: true });

    const current = await w.money.call(c.token, 'bet/getCurrentBets', {});
    expect(current.data.data.map((b: { market_id: number }) => b.market_id)).toEqual([round]);
    const onTable = await w.money.call(c.token, 'bet/getMarketAndFancyBet', { match_id: TABLE_IDS.lucky7 });
    expect(onTable.data.matched.map((b: { market_id: number }) => b.market_id)).toEqual([round]);
    const exposure = await w.money.call(c.token, 'bet/getExposureDetail');
    expect(exposure.data.data[0].market_details).toEqual([expect.objectContaining({ market_id: round, exposure: 100 })]);

    // A 9 deals High: Low (selection 1) loses its 100.
    await w.finishRound('lucky7', round);
    const window = { from_date: istDay(Date.now()), to_date: istDay(Date.now()) };
    const pl = await w.money.call(c.token, 'report/getProfitLoss', window);
    expect(pl.data.data).toEqual([expect.objectContaining({ market_id: round, match_id: TABLE_IDS.lucky7, net: -100 })]);
    const statement = await w.money.call(c.token, 'accountStatement/getUserAccountStatementHistory', {
      page: 1,
      account_type: 'Casino Report',
      ...window,
    });
    expect(statement.data.data).toEqual([expect.objectContaining({ ref_id: round, debit: 100 })]);
  });
});
