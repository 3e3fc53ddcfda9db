import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';
import { fixSeedPair, spin } from './slot-fixtures.ts';

// The edges of a spin's money checks: what is exactly allowed is allowed, and the spins' results
// reach the bet path's daily loss limit at once.
describe.each(testDialects())('slot spin limits on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  it('accepts a bet of exactly the title’s maximum that is exactly the whole balance', async () => {
    const c = await w.customer(5_000);
    const out = await spin(w, c, 'classic-sevens', 5_000);
    expect(out, out.message).toMatchObject({ status: true, data: { bet: 5_000, cost: 5_000 } });
    expect((await w.balance(c)).available_balance).toBe(out.data.win);
  });

  it('takes a free spin when the day has lost more than its loss limit: the free spin risks nothing', async () => {
    const c = await w.customer(100);
    await fixSeedPair(w, c, 'case-2');
    expect(await spin(w, c, 'classic-sevens', 10)).toMatchObject({ status: true, data: { cost: 10, win: 0 } });
    // A lowered limit takes effect at once: the day has now lost ₹5 more than it allows.
    expect(await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 5 })).toMatchObject({ status: true });
    expect(await spin(w, c, 'classic-sevens', 10)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    // Free spins as a scatter would have awarded them on the last spin.
    await w.ctx.database.db.updateTable('slot_spins').set({ free_spins_left: 1 }).where('user_id', '=', c.userId).execute();
    const free = await spin(w, c, 'classic-sevens', 10);
    expect(free, free.message).toMatchObject({ status: true, data: { bet: 10, cost: 0 } });
  });

  it('tells the bet path of each spin’s result: a bet may use only the limit less what the spins lost', async () => {
    const c = await w.customer(3_000);
    const limit = 1_000;
    expect(await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: limit })).toMatchObject({ status: true });
    const matchId = await w.match();
    const book = await w.bookmaker(matchId);
    // A bookmaker back risks its stake. The first bet makes the bet path hold the customer's day in
    // memory, so the spins after it must tell it of their results.
    const back = (stack: number) => w.bet(c, matchId, book.marketId, book.a, true, 1.5, stack);
    expect(await back(1)).toMatchObject({ status: true });
    // A known losing spin (the fixed pair's nonce 0, as in slot-spins.test.ts): ₹10 lost.
    await fixSeedPair(w, c, 'case-2');
    expect(await spin(w, c, 'classic-sevens', 10)).toMatchObject({ status: true, data: { cost: 10, win: 0 } });
    const loss = 10;
    // The room: the limit less the ₹1 at risk and the spins' net loss.
    const room = Math.round((limit - 1 - loss) * 100) / 100;
    expect(await back(room + 0.01), `room ₹${room}`).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    expect(await back(room), `room ₹${room}`).toMatchObject({ status: true });
  });
});
