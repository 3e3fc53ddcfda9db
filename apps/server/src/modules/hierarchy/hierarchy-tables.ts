import type { Generated } from 'kysely';

/** Every change of a user's credit reference (paise), kept for the console's history. */
export interface CreditReferenceHistoryTable {
  change_id: Generated<number>;
  user_id: number;
  old_value: number;
  new_value: number;
  /** The operator who changed it. */
  changed_by: number;
  created_at: number;
}

export interface HierarchyTables {
  credit_reference_history: CreditReferenceHistoryTable;
}
