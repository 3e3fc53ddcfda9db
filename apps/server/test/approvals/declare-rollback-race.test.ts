import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approveAsSecondAdmin, approvedBySecondAdmin } from '../helpers/approved-by-second-admin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

const ROUNDS = 8;

type Start = [{ total_balance: number; liability: number }, { total_balance: number; liability: number }];

/**
 * A declare and a rollback of one market both go through the market's serial trading batch (each
 * an exclusive command, alone in its batch): fired at once, one always runs entirely before the
 * other. The outcome is one of the two orders, never a mix, and the ledger always balances.
 */
describe.each(testDialects())('a declare and a rollback at once on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());

  // The same two customers every round (logins are rate limited), each round on a market of its own.
  let backer: Customer, layer: Customer;
  beforeAll(async () => {
    backer = await w.customer(100_000);
    layer = await w.customer(100_000);
  });

  /** The backer backs A 100 @ 3.0 against the layer: A wins = backer +190 (after commission), layer -200. */
  async function matched(): Promise<{ marketId: number; sel: number[]; start: Start }> {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const start: Start = [await w.balance(backer), await w.balance(layer)];
    await w.bet(layer, matchId, marketId, sel[0]!, false, 3.0, 100);
    await w.bet(backer, matchId, marketId, sel[0]!, true, 3.0, 100);
    return { marketId, sel, start };
  }

  /** The market's status and what each customer gained (total) and holds (liability) since the round began. */
  const state = async (marketId: number, [b0, l0]: Start) => {
    const row = await w.ctx.database.db.selectFrom('markets').select('status').where('market_id', '=', marketId).executeTakeFirstOrThrow();
    const [b, l] = [await w.balance(backer), await w.balance(layer)];
    return [
      row.status,
      b.total_balance - b0.total_balance,
      b.liability - b0.liability,
      l.total_balance - l0.total_balance,
      l.liability - l0.liability,
    ];
  };

  it('on an open market: declared then rolled back, or the rollback refused and the result stands', async () => {
    // Switching a rule off waits for a second admin, as the rollbacks it frees would.
    await approvedBySecondAdmin(w, 'admin/settings/update', { four_eyes_rollback: '0' });
    try {
      const seen = new Set<string>();
      for (let round = 0; round < ROUNDS; round++) {
        const { marketId, sel, start } = await matched();
        const [declared, rolledBack] = await Promise.all([
          w.call(w.adminToken, 'admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] }),
          w.call(w.adminToken, 'admin/market/rollback', { market_id: marketId }),
        ]);
        expect(declared.status).toBe(true);
        if (rolledBack.status) {
          expect(await state(marketId, start)).toEqual(['OPEN', 0, -100, 0, -200]);
          seen.add('declare, then rollback');
        } else {
          expect(rolledBack.code).toBe('MARKET_NOT_SETTLED');
          expect(await state(marketId, start)).toEqual(['CLOSED', 190, 0, -200, 0]);
          seen.add('rollback refused, then declare');
        }
        await w.expectAuditClean();
      }
      expect(seen.size).toBeGreaterThan(0);
    } finally {
      await w.admin('admin/settings/update', { four_eyes_rollback: '1' });
    }
  });

  it('on a settled market: an approved rollback and a new declare run one after the other', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { marketId, sel, start } = await matched();
      await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
      const filed = await w.admin('admin/market/rollback', { market_id: marketId });
      const [approved, redeclared] = await Promise.all([
        approveAsSecondAdmin(w, filed.approval_id),
        w.call(w.adminToken, 'admin/market/result', { market_id: marketId, winner_selection_ids: [sel[1]] }),
      ]);
      expect(approved).toMatchObject({ status: true, data: { status: 'APPROVED' } });
      if (redeclared.status) {
        // Rolled back first, then B declared: the backer loses 100, the layer wins 100 less 5% commission.
        expect(await state(marketId, start)).toEqual(['CLOSED', -100, 0, 95, 0]);
      } else {
        expect(await state(marketId, start)).toEqual(['OPEN', 0, -100, 0, -200]);
      }
      await w.expectAuditClean();
    }
  });
});
