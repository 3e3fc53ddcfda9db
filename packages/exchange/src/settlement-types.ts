import type { BasisPoints, Paise, RemovedSize } from './types';

export type OrderOutcome = 'WON' | 'LOST' | 'VOIDED' | 'LAPSED' | 'CANCELLED';

export interface OrderSettlement {
  orderId: string;
  userId: string;
  selectionId: number;
  /** WON/LOST: settled over the matched part; VOIDED: matched part returned; LAPSED/CANCELLED: never matched. */
  outcome: OrderOutcome;
  matched: Paise;
  pnl: Paise;
}

export interface UserSettlement {
  userId: string;
  /** Sum of the user's orders' pnl. */
  grossPnl: Paise;
  /** ceil(grossPnl x commissionBp / 10000) when grossPnl > 0, else 0. */
  commission: Paise;
  /** grossPnl - commission: what the ledger credits (or debits, if negative). */
  netPnl: Paise;
  /** The exposure the user had on the market just before settlement (to release holds). */
  releasedExposure: Paise;
}

/**
 * The money movements of a settlement, void or rollback. Conservation:
 * sum(users.netPnl) + totalCommission + houseRounding === 0, where houseRounding is what the
 * house keeps from floor/ceil rounding of matched prices (>= 0 for a settlement).
 */
export interface SettlementResult {
  marketId: string;
  kind: 'SETTLED' | 'VOIDED' | 'ROLLBACK';
  winners: number[];
  commissionBp: BasisPoints;
  users: UserSettlement[];
  orders: OrderSettlement[];
  /** Unmatched size lapsed by the settlement itself. */
  lapsed: RemovedSize[];
  totalCommission: Paise;
  houseRounding: Paise;
}
