import type { Generated } from 'kysely';
import type { AuditAction } from '@bx/contract';
import type { Role } from '../auth/auth-tables.ts';

/**
 * One successful operator change (migration 0021); JSON columns hold the request and the target's
 * row, each a JSON object (migration 0026 wrapped older non-object ones as `{ "value": ... }`).
 */
export interface OperatorActionsTable {
  action_id: Generated<number>;
  created_at: number;
  actor_id: number;
  /** As at the time of the action: a later rename does not rewrite history. */
  actor_name: string;
  actor_role: Role;
  /** The call path, e.g. admin/user/status. */
  action: string;
  target_type: AuditAction['target_type'];
  target_id: number | null;
  /** The user acted on, or null: a master or agent sees the rows whose target user is in its downline. */
  target_user_id: number | null;
  target_name: string | null;
  reason: string | null;
  ip: string;
  request_json: string;
  before_json: string | null;
  after_json: string | null;
  /** The row this one follows from: an approval's or rejection's row links the held request's (migration 0026). */
  linked_action_id: number | null;
}

export interface OperatorAuditTables {
  operator_actions: OperatorActionsTable;
}
