import { fdatasync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradingService, type PlaceInput } from '../../src/modules/trading/trading-service.ts';
import type { Fdatasync } from '../../src/db/wal-sync.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

describe('an fsync failure on SQLite', () => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create('sqlite');
  });
  afterAll(async () => w?.close());

  it('stops acknowledging: that batch and every later one get no "placed", and the process exits with 1', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    // The real flush works until `broken` is set; then the disk reports an I/O error.
    let broken = false;
    let flushes = 0;
    const datasync: Fdatasync = (fd, done) => {
      flushes += 1;
      if (broken) done(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
      else fdatasync(fd, done);
    };
    const exits: number[] = [];
    const service = new TradingService(w.ctx.database, () => undefined, { fdatasync: datasync, exit: (code) => void exits.push(code) });
    const bet = (clientRef: string): PlaceInput => ({
      userId: c.userId,
      marketId,
      matchId,
      selectionId: sel[0]!,
      side: 'BACK',
      price: 200,
      stake: 1000,
      timeInForce: 'LIMIT',
      persistence: 'LAPSE',
      clientRef,
    });

    expect(await service.placeMarketBet(bet('before'))).toMatchObject({ ok: true });
    expect(exits).toEqual([]);

    broken = true;
    const failing = await Promise.all(['a', 'b', 'c'].map((ref) => service.placeMarketBet(bet(ref))));
    expect(flushes).toBeGreaterThanOrEqual(2);
    for (const outcome of failing) expect(outcome).toMatchObject({ ok: false, code: 'OUTCOME_UNKNOWN' });
    expect(exits).toEqual([1]);

    // Later bets are not even run: nothing placed, nothing new stored, no second exit.
    broken = false;
    expect(await service.placeMarketBet(bet('after'))).toMatchObject({ ok: false, code: 'TRY_AGAIN' });
    const after = await w.ctx.database.db.selectFrom('bets').select('bet_id').where('client_ref', '=', 'after').execute();
    expect(after).toEqual([]);
    expect(exits).toEqual([1]);
  });
});
