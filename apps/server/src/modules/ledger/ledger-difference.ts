/** One finding of the ledger audit (`GET admin/audit/ledger`); amounts in paise. */
export interface LedgerDifference {
  kind:
    | 'ACCOUNT_BALANCE'
    | 'TRANSACTION_UNBALANCED'
    | 'LEDGER_TOTAL'
    | 'EXPOSURE_HELD'
    | 'NEGATIVE_EXPOSURE'
    | 'EXPOSURE_RECOMPUTED'
    | 'LOSS_ABOVE_HOLD';
  account_id: number | null;
  txn_id: string | null;
  expected: number;
  actual: number;
  /** The market and customer a per-market finding is about. */
  market_id?: number;
  user_id?: number;
}
