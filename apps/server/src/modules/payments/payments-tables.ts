import type { Generated } from 'kysely';
import type { LimitKind, PaymentStatus, PaymentType } from '@bx/contract';
import type { CasinoReportTables } from '../casino-reports/casino-report-tables.ts';

export interface PaymentRequestsTable {
  request_id: Generated<number>;
  user_id: number;
  type: PaymentType;
  /** Paise. */
  amount: number;
  status: PaymentStatus;
  /** Deposit: the UTR the customer quotes. */
  reference: string | null;
  account_holder: string | null;
  account_number: string | null;
  ifsc: string | null;
  bank_name: string | null;
  remark: string | null;
  created_at: number;
  decided_at: number | null;
  decided_by: number | null;
}

export interface ResponsibleGamingLimitsTable {
  user_id: number;
  kind: LimitKind;
  /** Paise; null means no limit. */
  amount: number | null;
  /** The value that replaces `amount` at `pending_effective_at` (null there = remove the limit). */
  pending_amount: number | null;
  /** Set while an increase or removal waits out the cooling-off period. */
  pending_effective_at: number | null;
  updated_at: number;
}

export interface SelfExclusionsTable {
  user_id: number;
  excluded_until: number;
  created_at: number;
}

// The casino report tables are created by the same migration (0004), so they are composed here.
export interface PaymentsTables extends CasinoReportTables {
  payment_requests: PaymentRequestsTable;
  responsible_gaming_limits: ResponsibleGamingLimitsTable;
  self_exclusions: SelfExclusionsTable;
}
