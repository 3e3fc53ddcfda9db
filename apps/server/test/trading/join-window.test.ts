import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TradingService, type PlaceInput } from '../../src/modules/trading/trading-service.ts';
import { heldFlushes, steppedTimer } from '../helpers/held-flushes.ts';
import type { Outcome } from '../../src/modules/trading/shared/commands.ts';
import { MoneyWorld } from './money-fixture.ts';

// SQLite only: the join window opens while a WAL flush is in flight, and only SQLite has one.
describe('the batch join window on SQLite', () => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create('sqlite');
  });
  afterAll(async () => w?.close());

  it('holds a lone bet at most the window while a flush is in flight, and answers nobody before their own flush', async () => {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    // Flushes wait in `held` until released; the window's clock moves only when a sleep is released.
    const { held, datasync, releaseAll } = heldFlushes();
    const { timer, sleeps, now } = steppedTimer();
    const service = new TradingService(w.ctx.database, () => undefined, { fdatasync: datasync, timer, joinWindowMs: 2 });
    const bet = (clientRef: string): PlaceInput => ({
      userId: c.userId,
      marketId,
      matchId,
      selectionId: sel[0]!,
      side: 'BACK',
      price: 300,
      stake: 1000,
      timeInForce: 'LIMIT',
      persistence: 'LAPSE',
      clientRef,
    });
    const answers = new Map<string, Outcome>();
    const place = (ref: string) => service.placeMarketBet(bet(ref)).then((o) => void answers.set(ref, o));
    const stored = async (ref: string) =>
      (await w.ctx.database.db.selectFrom('bets').select('bet_id').where('client_ref', '=', ref).execute()).length;

    // Nothing in flight: the first bet's batch runs at once (no sleep), then its flush is held.
    const first = place('first');
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(sleeps).toEqual([]);
    expect(await stored('first')).toBe(1);
    expect(answers.has('first')).toBe(false);

    // A lone bet during that flush waits, but never longer than the window from its arrival.
    const arrived = now();
    const lone = place('lone');
    await vi.waitFor(() => expect(sleeps).toHaveLength(1));
    expect(sleeps[0]!.ms).toBeLessThanOrEqual(2);
    expect(await stored('lone')).toBe(0);
    sleeps[0]!.end();
    await vi.waitFor(async () => expect(await stored('lone')).toBe(1));
    expect(now() - arrived).toBeLessThanOrEqual(2);
    expect(sleeps).toHaveLength(1);
    // Committed, but the flush after its COMMIT has not run: not answered yet.
    expect(answers.has('lone')).toBe(false);

    // The flush ending closes the window early: the next bet runs without its sleep ending.
    const early = place('early');
    await vi.waitFor(() => expect(sleeps).toHaveLength(2));
    releaseAll();
    await Promise.all([first, lone, early]);
    expect(now() - arrived).toBeLessThanOrEqual(2);
    for (const ref of ['first', 'lone', 'early']) expect(answers.get(ref)).toMatchObject({ ok: true });
    await w.expectAuditClean();
  });
});
