import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

describe.each(testDialects())('exchange bet delay on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());

  const timed = async <T>(work: Promise<T>): Promise<[T, number]> => {
    const started = Date.now();
    const out = await work;
    return [out, Date.now() - started];
  };

  it('places at once before the market is in play, and refuses at once while it is suspended in play: the delay is for open in-play markets only', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B'], { bet_delay: 1 });
    const c = await w.customer(1000);
    const [placed, waited] = await timed(w.bet(c, matchId, marketId, sel[0]!, true, 2, 10, { persistence: 'PERSIST' }));
    expect(placed.status).toBe(true);
    expect(waited).toBeLessThan(900);
    await w.admin('admin/market/status', { market_id: marketId, in_play: true, status: 'SUSPENDED' });
    const [refused, waitedSuspended] = await timed(w.bet(c, matchId, marketId, sel[0]!, true, 2, 10));
    expect(refused).toMatchObject({ status: false, code: 'MARKET_SUSPENDED' });
    expect(waitedSuspended).toBeLessThan(900);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 990, liability: -10 }));
  });
});
