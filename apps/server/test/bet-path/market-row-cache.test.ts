import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatementRuns } from '../helpers/count-statement-runs.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

// The batch keeps market rows between its transactions while only batches write (MarketRowCache):
// a bet after a bet reads no market row; a write from outside the batch (an operator's new quote)
// makes the next batch read the row again, and the bet is judged on the new quote.
describe('market rows between batches on sqlite', () => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create('sqlite');
  });
  afterAll(async () => w?.close());

  it('reads a market row only when something other than the batches wrote since the last batch', async () => {
    const matchId = await w.match();
    const fancyId = await w.session(matchId);
    const c: Customer = await w.customer(1000);
    const yes = (run: number) =>
      w.call(c.token, 'bet/placeFancyBet', { match_id: matchId, fancy_id: fancyId, is_back: true, run, size: 100, stack: 10 });
    expect(await yes(50)).toMatchObject({ status: true });

    const reads = countStatementRuns(w.ctx.database.sqlite!.prepare('SELECT 1'), /FROM markets WHERE market_id = \?/);
    try {
      expect(await yes(50)).toMatchObject({ status: true });
      expect(await yes(50)).toMatchObject({ status: true });
      expect(reads.count).toBe(0);

      await w.admin('admin/fancy/quote', { fancy_id: fancyId, session_value_yes: 52 });
      expect(await yes(50)).toMatchObject({ status: false, code: 'RUN_CHANGED' });
      expect(reads.count).toBe(1);
      expect(await yes(52)).toMatchObject({ status: true });
      expect(reads.count).toBe(1);
    } finally {
      reads.stop();
    }
    expect((await w.balance(c)).liability).toBe(-40);
    await w.expectAuditClean();
  });
});
