import type { ApprovalKind, ApprovalStatus } from '@bx/contract';
import type { Generated } from 'kysely';

/** One four eyes request (migration 0020): the held action, who asked, who decided and how the action ended. */
export interface ApprovalsTable {
  approval_id: Generated<number>;
  kind: ApprovalKind;
  status: ApprovalStatus;
  /** The ApprovalAction to run once approved, as JSON. */
  action_json: string;
  market_id: number | null;
  target_user_id: number | null;
  /** Paise moved by a chips or credit request. */
  amount: number | null;
  requested_by: number;
  requested_at: number;
  decided_by: number | null;
  decided_at: number | null;
  result_code: string | null;
  result_message: string | null;
  /** The audit row of the call that filed the request (migration 0026; null for older requests): the decision's row links it. */
  request_action_id: number | null;
}

export interface ApprovalTables {
  approvals: ApprovalsTable;
}
