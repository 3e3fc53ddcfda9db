import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';
import { dailyLossLimit, wagerRefusal } from '../../src/modules/payments/index.ts';
import { selfExclude } from '../../src/modules/payments/self-exclusion.ts';

let refs = 0;

// The games' side of the limits (payments/wager-refusal.ts, loss-limit-room.ts): what is at risk
// on open markets counts against the loss limit, the limit itself is remembered 5 seconds, and
// self-exclusion and the bet lock stop a wager.
describe.each(testDialects())("the games' loss room and wager refusals on %s", (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
  });
  afterAll(async () => w?.close());

  const virtualBet = (c: Customer, stack: number) =>
    w.call(c.token, 'vcasino/placeBet', { type: 'lucky7', selection_id: 1, stack, client_ref: `room-${++refs}` });

  it('counts what is at risk on open markets: a game may only use the limit less the exposure held', async () => {
    const c = await w.customer(1000);
    await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 400 });
    const fancy = await w.session(matchId);
    expect(
      await w.call(c.token, 'bet/placeFancyBet', { match_id: matchId, fancy_id: fancy, is_back: true, run: 50, size: 100, stack: 250 }),
    ).toMatchObject({ status: true });
    // 400 - 250 at risk leaves 150.
    expect(await virtualBet(c, 160)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    expect(await virtualBet(c, 150)).toMatchObject({ status: true });
  });

  it('remembers a loss limit for 5 seconds: a change made elsewhere is seen once that has passed', async () => {
    const c = await w.customer(100);
    await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 500 });
    const db = w.ctx.database.db;
    const t = Date.now() + 60_000;
    expect(await dailyLossLimit(db, c.userId, t)).toBe(50_000);
    // Another process lowers it in the database.
    await db.updateTable('responsible_gaming_limits').set({ amount: 20_000 }).where('user_id', '=', c.userId).execute();
    expect(await dailyLossLimit(db, c.userId, t + 4_999)).toBe(50_000);
    expect(await dailyLossLimit(db, c.userId, t + 5_000)).toBe(20_000);
  });

  it('refuses a wager of a self-excluded or bet-locked customer with its code', async () => {
    const db = w.ctx.database.db;
    const now = Date.now();
    const free = await w.customer(100);
    expect(await wagerRefusal(db, free.userId, now)).toBeNull();
    const excluded = await w.customer(100);
    await selfExclude(db, excluded.userId, 1, now);
    expect(await wagerRefusal(db, excluded.userId, now)).toMatchObject({ code: 'SELF_EXCLUDED' });
    const locked = await w.customer(100);
    await db.updateTable('users').set({ bet_lock: 1 }).where('user_id', '=', locked.userId).execute();
    expect(await wagerRefusal(db, locked.userId, now)).toMatchObject({ code: 'BET_LOCKED' });
  });
});
