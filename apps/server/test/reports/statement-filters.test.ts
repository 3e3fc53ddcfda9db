import { istDay } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { CasinoWorld, secretDealing } from '../casino/casino-world.ts';
import { spin } from '../slots/slot-fixtures.ts';

describe.each(testDialects())("the statement's filters on %s", (dialect) => {
  let w: CasinoWorld;
  beforeAll(async () => {
    // On the real day: the statement's window is counted back from it.
    w = await CasinoWorld.create(dialect, 1, Date.now());
  });
  afterAll(async () => w?.money.ctx.close());

  it('puts table rounds and slot spins under Casino Report, sports results under Sport Report, deposits under Deposit/Withdraw', async () => {
    const m = w.money;
    const c = await m.customer(1000);
    const other = await m.customer(1000);
    // A sports back of 100 at 2.0 that wins (100, less 5 commission).
    const matchId = await m.match();
    const { marketId, sel } = await m.market(matchId, ['A', 'B']);
    await m.bet(other, matchId, marketId, sel[0]!, false, 2.0, 100);
    await m.bet(c, matchId, marketId, sel[0]!, true, 2.0, 100);
    await m.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
    // Lucky 7 deals a 9: Low (selection 1) loses its 100.
    w.secrets.set('table:-1013', [secretDealing('lucky7', (d) => d.cards[0]!.startsWith('9'))]);
    const round = await w.openRound('lucky7');
    expect(await w.bet(c.token, 'lucky7', round, 1, 2, 100)).toMatchObject({ status: true });
    await w.finishRound('lucky7', round);
    const spun = await spin(m, c, 'classic-sevens', 10);
    expect(spun).toMatchObject({ status: true });
    const won = spun.data.win as number;

    const lines = async (accountType: string) =>
      (
        await m.call(c.token, 'accountStatement/getUserAccountStatementHistory', {
          page: 1,
          account_type: accountType,
          from_date: istDay(Date.now()),
          to_date: istDay(Date.now()),
        })
      ).data.data.map((r: { type: string; description: string; credit: number; debit: number }) => [
        r.type,
        r.description.split(' / ')[0],
        r.credit,
        r.debit,
      ]);
    const slotLines = [...(won > 0 ? [['SLOT_WIN', 'Slot win', won, 0]] : []), ['SLOT_BET', 'Slot bet', 0, 10]];
    expect(await lines('Casino Report')).toEqual([...slotLines, ['SETTLEMENT', 'Result', 0, 100]]);
    expect(await lines('Sport Report')).toEqual([
      ['COMMISSION', 'Commission', 0, 5],
      ['SETTLEMENT', 'Result', 100, 0],
    ]);
    expect(await lines('Deposit/Withdraw')).toEqual([['DEPOSIT', 'Deposit', 1000, 0]]);
    expect(await lines('All')).toHaveLength(slotLines.length + 4);
  });
});
