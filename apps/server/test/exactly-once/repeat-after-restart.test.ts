import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradingService, type PlaceInput } from '../../src/modules/trading/trading-service.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';
import { testDialects } from '../helpers/test-app.ts';
import { sendBet } from './once-helpers.ts';

// A batch does not read its keys before planning: the unique (user_id, client_ref) index checks
// the keys it places, and only a conflict (or a keyed command it did not place) reads them. A
// fresh TradingService on the same database is a restarted process: nothing of the first bet is
// in its memory, so only the database can tell it the key was used.
describe.each(testDialects())('a client_ref repeated after a restart on %s', (dialect) => {
  let w: MoneyWorld;
  let c: Customer;
  let market: { matchId: number; marketId: number; sel: number[] };
  let restarted: TradingService;
  let first: { bet_id: number };
  const input = (clientRef: string, stake: number): PlaceInput => ({
    userId: c.userId,
    marketId: market.marketId,
    matchId: market.matchId,
    selectionId: market.sel[0]!,
    side: 'BACK',
    price: 300,
    stake,
    timeInForce: 'LIMIT',
    persistence: 'LAPSE',
    clientRef,
  });
  const keyedRows = async (clientRef: string) =>
    w.ctx.database.db.selectFrom('bets').select('bet_id').where('user_id', '=', c.userId).where('client_ref', '=', clientRef).execute();

  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    const matchId = await w.match();
    market = { matchId, ...(await w.market(matchId, ['A', 'B'])) };
    c = await w.customer(1000);
    const placed = await sendBet(w, c, {
      match_id: matchId,
      market_id: market.marketId,
      selection_id: market.sel[0],
      is_back: true,
      odds: 3,
      stack: 10,
      client_ref: 'before-restart',
    });
    expect(placed).toMatchObject({ status: true });
    first = placed.data as { bet_id: number };
    restarted = new TradingService(w.ctx.database);
  });
  afterAll(async () => w?.close());

  it('answers the first bet, with a different stake, in a batch with a new bet, and places only the new one', async () => {
    const before = await w.balance(c);
    // Sent together, so one batch: its first run conflicts on the key and the batch runs again.
    const [repeat, fresh] = await Promise.all([
      restarted.placeMarketBet(input('before-restart', 2500)),
      restarted.placeMarketBet(input('after-restart', 1000)),
    ]);
    expect(repeat).toMatchObject({ ok: true, data: { bet_id: first.bet_id, remaining_stack: 10 } });
    expect(fresh).toMatchObject({ ok: true, data: { remaining_stack: 10 } });
    expect(await keyedRows('before-restart')).toEqual([{ bet_id: first.bet_id }]);
    expect(await keyedRows('after-restart')).toHaveLength(1);
    // Only the new bet of 10 is held (liability is shown negative).
    expect((await w.balance(c)).liability).toBe(before.liability - 10);
    await w.expectAuditClean();
  });

  it('answers the first bet when the repeat would now be refused (market suspended), not the refusal', async () => {
    expect(await restarted.setStatus({ marketId: market.marketId, status: 'SUSPENDED' })).toMatchObject({ ok: true });
    const again = new TradingService(w.ctx.database);
    const [repeat, fresh] = await Promise.all([
      again.placeMarketBet(input('before-restart', 1000)),
      again.placeMarketBet(input('while-suspended', 1000)),
    ]);
    expect(repeat).toMatchObject({ ok: true, data: { bet_id: first.bet_id } });
    expect(fresh).toMatchObject({ ok: false });
    expect(await keyedRows('while-suspended')).toEqual([]);
    await w.expectAuditClean();
  });
});
