import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';
import { spin } from './slot-fixtures.ts';

// The edges of a spin's money checks: what is exactly allowed is allowed, and the spins' own
// results count towards the daily loss limit at once.
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

  it('counts each spin’s loss towards the daily loss limit at once: the spin that would pass it is refused', async () => {
    const c = await w.customer(1_000);
    const limit = 60;
    expect(await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: limit })).toMatchObject({ status: true });
    // Random outcomes: wins (free spins included) give room back, so spin until a refusal, at most 300 times.
    let loss = 0;
    let refused = false;
    for (let i = 0; i < 300 && !refused; i++) {
      const out = await spin(w, c, 'jungle-wilds', 20);
      if (loss + 20 > limit && !out.data?.free_spin) {
        expect(out, `spin ${i} with ₹${loss} lost`).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
        refused = true;
      } else {
        expect(out, `spin ${i} with ₹${loss} lost: ${out.message}`).toMatchObject({ status: true });
        loss += out.data.cost - out.data.win;
      }
    }
    expect(refused).toBe(true);
    expect((await w.balance(c)).available_balance).toBe(1_000 - loss);
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
    let loss = 0;
    for (let i = 0; i < 10; i++) {
      const out = await spin(w, c, 'classic-sevens', 20);
      expect(out, out.message).toMatchObject({ status: true });
      loss += out.data.cost - out.data.win;
    }
    // The room: the limit less the ₹1 at risk and the spins' net loss (a net win adds room).
    const room = Math.round((limit - 1 - loss) * 100) / 100;
    expect(await back(room + 0.01), `room ₹${room}`).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    expect(await back(room), `room ₹${room}`).toMatchObject({ status: true });
  });
});
