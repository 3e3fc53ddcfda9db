import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

// admin/market/create as api.md fixes it: number_of_winners defaults to 1 and commission_rate to
// 5%; a market or fancy whose minimum stake is above its maximum (it could take no bet) is refused
// with the code an account's limits use, and nothing is created.
describe.each(testDialects())('admin/market/create defaults and stake limits on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match(7);
  });
  afterAll(async () => w?.close());

  const row = async (marketId: number) =>
    w.ctx.database.db
      .selectFrom('markets')
      .select(['number_of_winners', 'commission_bp', 'min_stake', 'max_stake'])
      .where('market_id', '=', marketId)
      .executeTakeFirstOrThrow();
  const marketCount = async () =>
    Number(
      (
        await w.ctx.database.db
          .selectFrom('markets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('gives a PLACE market without number_of_winners one winner, so a second winner is refused', async () => {
    const { marketId, sel } = await w.market(matchId, ['H1', 'H2', 'H3'], { name: 'Place', market_type: 'PLACE' });
    expect(await row(marketId)).toMatchObject({ number_of_winners: 1, commission_bp: 500 });
    const two = await w.call(w.adminToken, 'admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0], sel[1]] });
    expect(two).toMatchObject({ status: false, code: 'INVALID_WINNERS' });
  });

  it('keeps the number_of_winners a PLACE market is given, and the console lists it', async () => {
    const { marketId } = await w.market(matchId, ['H1', 'H2', 'H3', 'H4'], { name: 'Place 3', market_type: 'PLACE', number_of_winners: 3 });
    expect(await row(marketId)).toMatchObject({ number_of_winners: 3 });
    const listed = await w.call(w.adminToken, 'admin/market/list', { match_id: matchId });
    expect(listed.data.find((m: { market_id: number }) => m.market_id === marketId)).toMatchObject({ number_of_winners: 3 });
  });

  it('charges 5% commission on a MATCH_ODDS market given no commission_rate', async () => {
    const { marketId } = await w.market(matchId, ['A', 'B']);
    expect(await row(marketId)).toMatchObject({ number_of_winners: 1, commission_bp: 500 });
  });

  it('refuses a market whose min_stack is above its max_stack with STAKE_LIMITS_INVALID and creates nothing', async () => {
    const before = await marketCount();
    const out = await w.call(w.adminToken, 'admin/market/create', {
      match_id: matchId,
      name: 'Upside down',
      market_type: 'MATCH_ODDS',
      runners: [{ name: 'A' }, { name: 'B' }],
      min_stack: 500,
      max_stack: 100,
    });
    expect(out).toMatchObject({ status: false, code: 'STAKE_LIMITS_INVALID' });
    expect(await marketCount()).toBe(before);
  });

  it('refuses a fancy whose min_stack is above its max_stack with STAKE_LIMITS_INVALID and creates nothing', async () => {
    const before = await marketCount();
    const out = await w.call(w.adminToken, 'admin/fancy/create', {
      match_id: matchId,
      name: 'Upside down runs',
      fancy_type: 'SESSION',
      session_value_yes: 50,
      session_size_yes: 100,
      session_value_no: 50,
      session_size_no: 100,
      min_stack: 500,
      max_stack: 100,
    });
    expect(out).toMatchObject({ status: false, code: 'STAKE_LIMITS_INVALID' });
    expect(await marketCount()).toBe(before);
  });

  it('takes equal min_stack and max_stack', async () => {
    const { marketId } = await w.market(matchId, ['A', 'B'], { min_stack: 100, max_stack: 100 });
    expect(await row(marketId)).toMatchObject({ min_stake: 10_000, max_stake: 10_000 });
  });
});
