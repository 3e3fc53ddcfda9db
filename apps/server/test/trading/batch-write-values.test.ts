import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from './money-fixture.ts';

// PostgreSQL's batch sends each column's values as one array parameter: text that looks like array
// syntax (quotes, commas, braces, backslashes, the word NULL) must arrive as it was sent.
describe.each(testDialects())('text a batch writes, on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  let market: { marketId: number; sel: number[] };
  let customer: Customer;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
    market = await w.market(matchId, ['Home', 'Away']);
    customer = await w.customer(1000);
  });
  afterAll(async () => w?.close());

  const refs = ['a,"b" {c}\\d é', 'NULL', '{}', "it's"];

  it('stores each client_ref exactly, in one batch, and finds it again by it', async () => {
    const placed = await Promise.all(
      refs.map((ref) => w.bet(customer, matchId, market.marketId, market.sel[0]!, true, 3, 10, { client_ref: ref })),
    );
    for (const answer of placed) expect(answer).toMatchObject({ status: true });
    const rows = await w.ctx.database.db
      .selectFrom('bets')
      .select(['bet_id', 'client_ref', 'line', 'pnl'])
      .where('user_id', '=', customer.userId)
      .orderBy('bet_id')
      .execute();
    expect(rows.map((r) => r.client_ref).sort()).toEqual([...refs].sort());
    // Nulls in the arrays stay nulls.
    for (const r of rows) expect(r).toMatchObject({ line: null, pnl: null });
    // The same client_ref again is the same bet, not a second one.
    const again = await w.bet(customer, matchId, market.marketId, market.sel[0]!, true, 3, 10, { client_ref: refs[0] });
    expect(again).toMatchObject({ status: true });
    expect(await w.ctx.database.db.selectFrom('bets').select('bet_id').where('user_id', '=', customer.userId).execute()).toHaveLength(
      refs.length,
    );
  });
});
