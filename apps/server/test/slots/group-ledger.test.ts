import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { launchPlayer, registerProvider, wallet } from '../providers/provider-fixtures.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';
import { fixSeedPair, spin } from './slot-fixtures.ts';

/**
 * A group commit writes its spins' ledger rows once, before its COMMIT (DeferredLedger). A later
 * call of the group that reads the same customer's balance must see the earlier ones: calls sent
 * at once share a group, so each case below sends them together and only one may take the money.
 */
describe.each(testDialects())("one group's ledger rows on %s", (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  it("takes one ₹10 spin of eight sent at once from ₹10: each later spin reads the earlier one's debit", async () => {
    const c = await w.customer(10);
    // Nonce 0 of this seed loses (slot-spins.test.ts): the balance is then 0, whatever order the group runs them in.
    await fixSeedPair(w, c, 'case-2');
    const outs = await Promise.all(Array.from({ length: 8 }, (_, i) => spin(w, c, 'classic-sevens', 10, `group-${i}`)));
    expect(outs.filter((o) => o.status === true).map((o) => o.data)).toEqual([expect.objectContaining({ win: 0, balance: 0, nonce: 0 })]);
    expect(outs.filter((o) => o.status === false).map((o) => o.code)).toEqual(Array(7).fill('INSUFFICIENT_FUNDS'));
    expect((await w.balance(c)).available_balance).toBe(0);
    await w.expectAuditClean();
  });

  it("lets a provider's debit sent with a spin read the spin's move: one of the two takes the ₹10", async () => {
    const providerId = await registerProvider(w.ctx, w.adminToken);
    const player = await launchPlayer(w.ctx, providerId, 10);
    await fixSeedPair(w, player, 'case-2');
    const [spun, debited] = await Promise.all([
      spin(w, player, 'classic-sevens', 10, 'with-debit'),
      wallet(w.ctx, providerId, {
        action: 'debit',
        token: player.launch,
        transactionId: 'with-spin',
        amount: 10,
        roundId: 'r',
        gameId: 'roulette',
      }),
    ]);
    const taken = [spun.status === true, debited.status === 'OP_SUCCESS'].filter(Boolean);
    expect(taken).toHaveLength(1);
    expect(spun.status === true ? debited.status : spun.code).toBe(spun.status === true ? 'OP_INSUFFICIENT_FUNDS' : 'INSUFFICIENT_FUNDS');
    expect((await w.balance(player)).available_balance).toBe(0);
    await w.expectAuditClean();
  });
});
