import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from '../../src/modules/trading/shared/commands.ts';
import type { BetRow, IoRequest } from '../../src/modules/trading/shared/trading-types.ts';
import { testDialects } from '../helpers/test-app.ts';
import { batchReads } from './batch-reads.ts';
import { MoneyWorld, type Customer } from './money-fixture.ts';

// A house bet (bookmaker, fancy, casino) moves only its own customer's book, so a bet batch reads
// just its callers' bets on the market: reading every bet made each batch on a busy fancy dearer
// than the last. A market-wide command (a result) still reads every bet.
describe.each(testDialects())('what a batch reads of a house market on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  let fancyId: number;
  let a: Customer;
  let b: Customer;
  let c: Customer;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
    fancyId = await w.session(matchId);
    [a, b, c] = [await w.customer(1000), await w.customer(1000), await w.customer(1000)];
    for (const customer of [a, b, c, c, c])
      expect(
        await w.call(customer.token, 'bet/placeFancyBet', {
          match_id: matchId,
          fancy_id: fancyId,
          is_back: true,
          run: 50,
          size: 100,
          stack: 10,
        }),
      ).toMatchObject({ status: true });
  });
  afterAll(async () => w?.close());

  const fancyBet = (customer: Customer): Command => ({
    type: 'fancy',
    userId: customer.userId,
    marketId: fancyId,
    matchId,
    side: 'LAY',
    line: 50,
    rate: 100,
    stake: 1000,
    clientRef: null,
  });

  /** Each `loadMarketBets` request of one batch of `commands`, with the bets it was answered. */
  async function marketReads(commands: Command[]): Promise<{ request: IoRequest; bets: BetRow[] }[]> {
    const { reads, result } = await batchReads(w, commands);
    for (const outcome of result.outcomes) expect(outcome).toMatchObject({ ok: true });
    return reads.flatMap((r) => (r.request.op === 'loadMarketBets' ? [{ request: r.request, bets: r.answer as BetRow[] }] : []));
  }

  it("reads only the callers' bets for a batch of bets", async () => {
    const reads = await marketReads([fancyBet(a), fancyBet(b), fancyBet(a)]);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.request).toEqual({ op: 'loadMarketBets', marketId: fancyId, userIds: [a.userId, b.userId] });
    expect(reads[0]!.bets.map((bet) => bet.user_id).sort()).toEqual([a.userId, b.userId].sort());
  });

  it('reads every bet on the market for a result', async () => {
    const reads = await marketReads([{ type: 'settle', marketId: fancyId, winners: [], resultRun: 55 }]);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.request).toEqual({ op: 'loadMarketBets', marketId: fancyId, userIds: null });
    expect(reads[0]!.bets.map((bet) => bet.user_id).sort()).toEqual([a.userId, b.userId, c.userId, c.userId, c.userId].sort());
  });
});
