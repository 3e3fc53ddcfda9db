import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBalance } from '../../src/modules/ledger/customer-balance.ts';
import { lockAccountRows } from '../../src/modules/ledger/lock-customer-accounts.ts';
import { moveFunds, moveFundsIn, type WalletResult } from '../../src/modules/ledger/wallet.ts';
import { doneOrBlocked } from '../helpers/lock-waits.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

// PostgreSQL runs transactions side by side (SQLite's one connection runs them one at a time):
// a balance check must read the balance under the accounts' row locks, so a debit that commits
// meanwhile is seen, never spent a second time. Each test holds a customer's locks as another
// transaction of the money core would, starts a second one, lets it wait, then takes the
// whole balance and commits: the second must then find nothing left.
describe.runIf(testDialects().includes('postgres'))('balance checks under the row locks on postgres', () => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create('postgres');
  });
  afterAll(async () => w?.close());

  const main = async (userId: number) => (await customerBalance(w.ctx.database.db, userId))!.main;

  it('makes a wallet debit wait for a debit in flight and refuse what that one took', async () => {
    const c = await w.customer(1000);
    let second: Promise<WalletResult> | undefined;
    await w.ctx.database.db.transaction().execute(async (trx) => {
      await customerBalance(trx, c.userId, true);
      second = moveFunds(w.ctx.database, c.userId, -60_000, 'second debit');
      expect(await doneOrBlocked(trx, second)).toBe('blocked');
      expect(await moveFundsIn(trx, 'postgres', c.userId, -100_000, 'first debit')).toEqual({ ok: true, available: 0 });
    });
    expect(await second).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS', message: 'Only ₹0.00 is available.' });
    expect(await main(c.userId)).toBe(0);
    await w.expectAuditClean();
  });

  it('makes an Our Virtual bet wait for a debit in flight and refuse a stake that one took', async () => {
    const c = await w.customer(1000);
    let bet: Promise<{ status: boolean; code?: string }> | undefined;
    await w.ctx.database.db.transaction().execute(async (trx) => {
      // The locks a slot spin or a provider's wallet call takes (HOUSE and the customer's accounts).
      await lockAccountRows(trx, c.userId);
      bet = w.call(c.token, 'vcasino/placeBet', { type: 'lucky7', selection_id: 1, stack: 100, client_ref: 'v-locked' });
      expect(await doneOrBlocked(trx, bet)).toBe('blocked');
      expect(await moveFundsIn(trx, 'postgres', c.userId, -100_000, 'debit')).toEqual({ ok: true, available: 0 });
    });
    expect(await bet).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await main(c.userId)).toBe(0);
    await w.expectAuditClean();
  });
});
