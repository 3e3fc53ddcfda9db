import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wagerRefusal } from '../../src/modules/payments/wager-refusal.ts';
import { testDialects } from '../helpers/test-app.ts';
import type { Customer } from '../trading/money-fixture.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

const USER_LOCKED = { code: 'USER_LOCKED', message: 'Your account is locked. Please contact your upline.' };

// An operator's user lock ends the customer's sessions; a wager already past its token check
// (or one that comes without it, a provider's debit) must still be stopped by the lock itself.
describe.each(testDialects())("the user lock on a game's wager on %s", (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  const lock = (c: Customer, set: { user_lock?: number; bet_lock?: number }) =>
    w.ctx.database.db.updateTable('users').set(set).where('user_id', '=', c.userId).execute();

  it('refuses an Our Virtual bet of a user-locked customer whose token is still held, and moves nothing', async () => {
    const c = await w.customer(1000);
    await lock(c, { user_lock: 1 });
    const out = await w.call(c.token, 'vcasino/placeBet', { type: 'lucky7', selection_id: 1, stack: 100, client_ref: 'v-user-locked' });
    expect(out).toMatchObject({ status: false, ...USER_LOCKED });
    expect((await w.balance(c)).available_balance).toBe(1000);
    expect(await w.ledger(c)).toHaveLength(1);
    await lock(c, { user_lock: 0 });
    expect(
      await w.call(c.token, 'vcasino/placeBet', { type: 'lucky7', selection_id: 1, stack: 100, client_ref: 'v-unlocked' }),
    ).toMatchObject({
      status: true,
    });
  });

  it('names the user lock before the bet lock, and nothing for an unlocked customer', async () => {
    const c = await w.customer(0);
    const now = Date.now();
    expect(await wagerRefusal(w.ctx.database.db, c.userId, now)).toBeNull();
    await lock(c, { user_lock: 1, bet_lock: 1 });
    expect(await wagerRefusal(w.ctx.database.db, c.userId, now)).toEqual(USER_LOCKED);
    await lock(c, { user_lock: 0 });
    expect(await wagerRefusal(w.ctx.database.db, c.userId, now)).toMatchObject({ code: 'BET_LOCKED' });
  });
});
