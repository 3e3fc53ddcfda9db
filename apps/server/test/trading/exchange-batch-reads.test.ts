import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from '../../src/modules/trading/shared/commands.ts';
import type { IoRequest } from '../../src/modules/trading/shared/trading-types.ts';
import { testDialects } from '../helpers/test-app.ts';
import { batchReads, placeCommand } from './batch-reads.ts';
import { MoneyWorld, type Customer } from './money-fixture.ts';

type LoadUsers = Extract<IoRequest, { op: 'loadUsers' }>;

// A bet batch reads the held exposure of its callers, and of each counterparty when a match finds
// it. On PostgreSQL it also locks, up front and in id order, the accounts of everyone with a bet on
// its markets (another process may be matching against them), but reads none of their exposures:
// reading every (customer, market) pair of a busy market made each batch cost 1,024 pairs.
describe.each(testDialects())('what a batch reads of an exchange market on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  let market: { marketId: number; sel: number[] };
  let a: Customer;
  let b: Customer;
  let c: Customer;
  let d: Customer;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
    market = await w.market(matchId, ['Home', 'Away']);
    [a, b, c, d] = [await w.customer(1000), await w.customer(1000), await w.customer(1000), await w.customer(1000)];
    // Resting bets that do not cross: a backs at 3.00, b and c lay at 1.50.
    expect(await w.bet(a, matchId, market.marketId, market.sel[0]!, true, 3, 100)).toMatchObject({ status: true });
    expect(await w.bet(b, matchId, market.marketId, market.sel[0]!, false, 1.5, 100)).toMatchObject({ status: true });
    expect(await w.bet(c, matchId, market.marketId, market.sel[0]!, false, 1.5, 100)).toMatchObject({ status: true });
  });
  afterAll(async () => w?.close());

  const bet = (customer: Customer, side: 'BACK' | 'LAY', price: number): Command =>
    placeCommand(customer, matchId, market, { side, price });

  async function userReads(commands: Command[]): Promise<LoadUsers[]> {
    const { reads, result } = await batchReads(w, commands);
    for (const outcome of result.outcomes) expect(outcome).toMatchObject({ ok: true });
    return reads.flatMap((r) => (r.request.op === 'loadUsers' ? [r.request] : []));
  }

  const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);

  it("reads the caller's exposure alone for a bet that matches nothing", async () => {
    const reads = await userReads([bet(d, 'BACK', 200)]);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.pairs).toEqual([[d.userId, market.marketId]]);
    // PostgreSQL locks every account on the market; SQLite's batch holds the whole database.
    expect(reads[0]!.userIds).toEqual(dialect === 'postgres' ? sorted([a.userId, b.userId, c.userId, d.userId]) : [d.userId]);
  });

  it("reads a counterparty's exposure when the bet matches it, and no one else's", async () => {
    const reads = await userReads([bet(d, 'LAY', 300)]);
    expect(reads.map((r) => r.pairs)).toEqual([[[d.userId, market.marketId]], [[a.userId, market.marketId]]]);
    // Already locked on PostgreSQL; read now on SQLite.
    expect(reads[1]!.userIds).toEqual(dialect === 'postgres' ? [] : [a.userId]);
  });
});
