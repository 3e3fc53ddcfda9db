import type { Generated } from 'kysely';

/** A customer's auto cash-out rule on one market (migration 0028); amounts in paise. */
export interface AutoCashOutsTable {
  rule_id: Generated<number>;
  user_id: number;
  market_id: number;
  match_id: number;
  profit_target: number | null;
  loss_limit: number | null;
  status: 'ACTIVE' | 'FIRED' | 'ENDED';
  fired_value: number | null;
  /** The hedge's bet ids when it fired, as a JSON array. */
  bet_ids_json: string | null;
  created_at: number;
  ended_at: number | null;
  /** Raised by new bounds (migration 0029): the batch fires a rule only at the version the leader evaluated. */
  version: Generated<number>;
}

export interface CashOutTables {
  auto_cash_outs: AutoCashOutsTable;
}
