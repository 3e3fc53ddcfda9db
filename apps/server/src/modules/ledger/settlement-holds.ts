import type { Kysely } from 'kysely';
import type { SettlementResult } from '@bx/exchange';
import type { Database } from '../../db/schema.ts';
import type { LedgerDifference } from './ledger-difference.ts';

/** What a customer had held on a market just before it settled, and what the settlement took (paise). */
export interface SettlementHold {
  user_id: number;
  held: number;
  loss: number;
}

/**
 * A settlement as stored in `markets.settlement_json`: the engine's result plus the holds,
 * written in the settlement's own transaction. A rollback clears it, the next result writes
 * it again, so it always describes the result that stands.
 */
export type StoredSettlement = SettlementResult & { holds: SettlementHold[] };

/** The loss a settlement takes from a customer, net of commission; 0 on a net win. */
export function lossOf(grossPnl: number, commission: number): number {
  return Math.max(0, commission - grossPnl);
}

/**
 * Every settled market where a customer lost more than was held for it: money taken that no
 * exposure covered. Markets settled before holds were stored have none to check.
 */
export async function lossesAboveHold(db: Kysely<Database>, exposureAccounts: Map<number, number>): Promise<LedgerDifference[]> {
  const settled = await db
    .selectFrom('markets')
    .select(['market_id', 'settlement_json'])
    .where('status', '=', 'CLOSED')
    .where('settlement_json', 'is not', null)
    .orderBy('market_id')
    .execute();
  const out: LedgerDifference[] = [];
  for (const m of settled) {
    const stored = JSON.parse(m.settlement_json!) as Partial<StoredSettlement>;
    for (const h of stored.holds ?? []) {
      if (h.loss <= h.held) continue;
      out.push({
        kind: 'LOSS_ABOVE_HOLD',
        account_id: exposureAccounts.get(h.user_id) ?? null,
        txn_id: null,
        expected: h.held,
        actual: h.loss,
        market_id: m.market_id,
        user_id: h.user_id,
      });
    }
  }
  return out;
}
